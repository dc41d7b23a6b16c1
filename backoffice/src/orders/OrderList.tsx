import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { OrderRowWire } from '../api/wire';
import { formatShekels } from '../shared/format';
import { ShopDateTime } from '../shared/ShopDateTime';
import { ScrollArea } from '../shared/ScrollArea';
import { OrderExportButtons } from './OrderExportButtons';
import { OrderFilterPanel, ORDER_FILTER_PANEL_ID } from './OrderFilterPanel';
import { activeFilterCount } from './orderFilters';
import { OrderPaymentCell } from './OrderPaymentCell';
import { OrderRowActions } from './OrderRowActions';
import { OrderStatsCards, useOrderStats } from './OrderStatsCards';
import { OrderStatusSelect } from './OrderStatusSelect';
import { LoadedList, ResourceList } from '../shared/ResourceList';

function FiltersToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const count = activeFilterCount(filterValues);
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <OrderExportButtons />
      <Button
        onClick={onToggle}
        variant={open ? 'contained' : 'outlined'}
        aria-expanded={open}
        aria-controls={ORDER_FILTER_PANEL_ID}
        startIcon={
          <Badge badgeContent={count} color="secondary">
            <FilterListIcon />
          </Badge>
        }
      >
        {translate(count ? 'resources.orders.filters.active' : 'resources.orders.filters.toggle', { smart_count: count })}
      </Button>
    </TopToolbar>
  );
}

/** 'Showing X of Y': the orders the filters match, of all the shop's orders. */
function ShowingCount() {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  const { data: stats } = useOrderStats();
  if (isPending || total === undefined) return null;
  return (
    <Typography component="p" variant="body2" role="status" sx={{ mb: 1 }}>
      {translate('resources.orders.showing', { shown: total, total: stats?.total ?? total })}
    </Typography>
  );
}

function NoOrders() {
  const translate = useTranslate();
  return (
    <Typography role="status" sx={{ p: 4, textAlign: 'center' }}>
      {translate('resources.orders.empty')}
    </Typography>
  );
}

/** A long address may break after the @, never inside a name. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function OrdersTable() {
  const translate = useTranslate();
  const label = (name: string) => translate(`resources.orders.fields.${name}`);
  return (
    <ScrollArea label={translate('resources.orders.name', { smart_count: 2 })}>
      <DataTable<OrderRowWire> rowClick={false} bulkActionButtons={false} empty={<NoOrders />} size="small">
        <DataTable.Col<OrderRowWire>
          source="order_number"
          label={label('order_number')}
          render={(order) => (
            <Box component="bdi" sx={{ whiteSpace: 'nowrap', fontSize: '0.75rem' }}>
              {order.order_number}
            </Box>
          )}
        />
        <DataTable.Col<OrderRowWire>
          source="customer_name"
          label={label('customer')}
          render={(order) => (
            <Box sx={{ maxWidth: 200, overflowWrap: 'break-word' }}>
              <bdi>{order.customer_name}</bdi>
              {/* left flips to right in Hebrew (the emotion RTL cache): the line starts where the name does. */}
              <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'left' }}>
                <EmailText email={order.customer_email} />
              </Typography>
              <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'left', whiteSpace: 'nowrap' }}>
                {order.customer_phone}
              </Typography>
            </Box>
          )}
        />
        <DataTable.Col<OrderRowWire>
          source="created_at"
          label={label('date')}
          render={(order) => (
            <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
              <ShopDateTime value={order.created_at} />
            </Box>
          )}
        />
        <DataTable.Col<OrderRowWire> source="status" label={label('status')} render={(order) => <OrderStatusSelect order={order} />} />
        <DataTable.Col<OrderRowWire>
          source="payment_status"
          label={label('payment')}
          render={(order) => <OrderPaymentCell order={order} />}
        />
        <DataTable.Col<OrderRowWire>
          source="total_amount"
          label={label('total')}
          render={(order) => (
            <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
              {formatShekels(order.total_amount)}
            </Box>
          )}
        />
        <DataTable.Col<OrderRowWire> label={label('actions')} disableSort render={(order) => <OrderRowActions order={order} />} />
      </DataTable>
    </ScrollArea>
  );
}

const ROWS_WITHOUT_LINES = { lines: false };

/** The orders desk: statistics, filters in the URL, pages of 25 rows read from the database. */
export function OrderList() {
  const [filtersOpen, setFiltersOpen] = useState(true);
  return (
    <ResourceList
      component="div"
      actions={<FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} />}
      empty={false}
      perPage={25}
      // The rows without their lines: the table shows none, and opening an order reads them (OrderRowActions).
      filter={ROWS_WITHOUT_LINES}
      sort={{ field: 'created_at', order: 'DESC' }}
      rowsPerPageOptions={[10, 25, 50, 100]}
    >
      <OrderStatsCards />
      <OrderFilterPanel open={filtersOpen} onClose={() => setFiltersOpen(false)} />
      <ShowingCount />
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider' }}>
        <LoadedList>
          <OrdersTable />
        </LoadedList>
      </Box>
    </ResourceList>
  );
}
