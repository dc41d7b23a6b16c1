import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, SelectInput, useTranslate } from 'react-admin';
import type { CancellationRequestWire } from '../api/wire';
import { CardGrid } from '../shared/CardGrid';
import { formatShekels } from '../shared/format';
import { LoadedList, ResourceList } from '../shared/ResourceList';
import { ScrollArea } from '../shared/ScrollArea';
import { ShopDateTime } from '../shared/ShopDateTime';
import { DEFAULT_REQUEST_FILTER, REQUEST_STATES } from './cancellationRules';
import { RequestCard } from './RequestCard';
import { RequestStateChip } from './RequestStateChip';

const R = 'resources.cancellation-requests';

function useFilters() {
  return [
    <SelectInput
      key="state"
      source="state"
      alwaysOn
      label={`${R}.filters.state`}
      emptyText={`${R}.filters.all`}
      choices={REQUEST_STATES.map((state) => ({ id: state, name: `${R}.states.${state}` }))}
    />,
  ];
}

/** No request matches the filter: said, with no button to make one (shoppers make them). */
function NoRequests() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate(`${R}.empty.title`)}
      </Typography>
      <Typography color="text.secondary">{translate(`${R}.empty.hint`)}</Typography>
    </Box>
  );
}

function RequestsTable() {
  const translate = useTranslate();
  const label = (name: string) => translate(`${R}.fields.${name}`);
  return (
    <ScrollArea label={translate(`${R}.name`, { smart_count: 2 })}>
      <DataTable<CancellationRequestWire> rowClick="show" bulkActionButtons={false} empty={<NoRequests />} size="small">
        <DataTable.Col<CancellationRequestWire>
          source="request_number"
          label={label('request_number')}
          render={(request) => (
            <Box component="bdi" sx={{ whiteSpace: 'nowrap', fontSize: '0.8rem' }}>
              {request.request_number}
            </Box>
          )}
        />
        <DataTable.Col<CancellationRequestWire>
          source="order_number"
          label={label('order_number')}
          disableSort
          render={(request) => (
            <Box component="bdi" sx={{ whiteSpace: 'nowrap', fontSize: '0.8rem' }}>
              {request.order_number}
            </Box>
          )}
        />
        <DataTable.Col<CancellationRequestWire>
          source="customer_name"
          label={label('customer')}
          disableSort
          render={(request) => <bdi>{request.customer_name}</bdi>}
        />
        <DataTable.Col<CancellationRequestWire>
          source="created_at"
          label={label('created_at')}
          render={(request) => (
            <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
              <ShopDateTime value={request.created_at} />
            </Box>
          )}
        />
        <DataTable.Col<CancellationRequestWire>
          source="reason"
          label={label('reason')}
          disableSort
          render={(request) => translate(`${R}.reasons.${request.reason}`, { _: request.reason })}
        />
        <DataTable.Col<CancellationRequestWire>
          source="refund_amount"
          label={label('refund_amount')}
          render={(request) => (
            <Box component="bdi" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
              {formatShekels(request.refund_amount)}
            </Box>
          )}
        />
        <DataTable.Col<CancellationRequestWire>
          source="state"
          label={label('state')}
          disableSort
          render={(request) => <RequestStateChip state={request.state} />}
        />
      </DataTable>
    </ScrollArea>
  );
}

/** Cards on a phone, a table elsewhere. */
function Requests() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone)
    return <CardGrid<CancellationRequestWire> counted card={(request) => <RequestCard request={request} />} empty={<NoRequests />} />;
  return (
    <LoadedList>
      <RequestsTable />
    </LoadedList>
  );
}

/** Shoppers' cancellation requests, newest first; the open ones (waiting for staff) when the page opens. */
export function CancellationRequestList() {
  return (
    <ResourceList
      actions={false}
      empty={false}
      filters={useFilters()}
      filterDefaultValues={DEFAULT_REQUEST_FILTER}
      perPage={25}
      sort={{ field: 'created_at', order: 'DESC' }}
      rowsPerPageOptions={[10, 25, 50]}
    >
      <Requests />
    </ResourceList>
  );
}
