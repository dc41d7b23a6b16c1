import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, EditButton, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { DeleteWithNameButton } from '../shared/DeleteWithNameButton';
import { formatCount, formatShekels } from '../shared/format';
import { EmptyList, LoadedList, ResourceList } from '../shared/ResourceList';
import { ScrollArea } from '../shared/ScrollArea';
import { CardGrid } from '../shared/CardGrid';
import { ActiveToggle } from './ActiveToggle';
import { discountValueText, type DiscountCodeWire } from './discountCodeForm';
import { isUsedCodeRefusal } from './discountCodeRefusals';
import { DiscountCodeCard } from './DiscountCodeCard';
import { Validity } from './Validity';

const R = 'resources.discount-codes';

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate(`${R}.filters.search`)}
      aria-label={translate(`${R}.filters.search`)}
    />,
    <SelectInput
      key="active"
      source="active"
      alwaysOn
      label={`${R}.filters.active`}
      emptyText={`${R}.filters.all`}
      choices={[
        { id: 'true', name: `${R}.filters.active_only` },
        { id: 'false', name: `${R}.filters.inactive_only` },
      ]}
    />,
  ];
}

function CodesTable() {
  const translate = useTranslate();
  const label = (name: string) => translate(`${R}.fields.${name}`);
  const limit = (value: number | null) => (value === null ? translate(`${R}.list.unlimited`) : formatCount(value));
  return (
    <ScrollArea label={translate(`${R}.name`, { smart_count: 2 })}>
      <DataTable<DiscountCodeWire> rowClick="edit" bulkActionButtons={false} empty={<EmptyList />} size="small">
        <DataTable.Col<DiscountCodeWire>
          source="code"
          label={label('code')}
          render={(code) => (
            <Box component="bdi" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {code.code}
            </Box>
          )}
        />
        <DataTable.Col<DiscountCodeWire>
          source="value"
          label={label('value')}
          disableSort
          // "10%" or "50.00 ₪" says the kind by itself: the row keeps its width for the terms.
          render={(code) => (
            <Box component="bdi" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
              {discountValueText(code, formatShekels)}
            </Box>
          )}
        />
        <DataTable.Col<DiscountCodeWire>
          source="minimum_total"
          label={label('min_order_total')}
          disableSort
          render={(code) =>
            code.minimum_total === null ? (
              translate(`${R}.list.none`)
            ) : (
              <Box component="bdi" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                {formatShekels(code.minimum_total)}
              </Box>
            )
          }
        />
        <DataTable.Col<DiscountCodeWire>
          source="valid_to"
          label={label('validity')}
          disableSort
          render={(code) => <Validity code={code} />}
        />
        <DataTable.Col<DiscountCodeWire>
          source="uses"
          label={label('uses')}
          disableSort
          render={(code) =>
            code.max_uses === null ? (
              <>
                {formatCount(code.uses)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {translate(`${R}.list.unlimited`)}
                </Typography>
              </>
            ) : (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {translate(`${R}.list.uses_of`, { uses: formatCount(code.uses), limit: formatCount(code.max_uses) })}
              </Box>
            )
          }
        />
        <DataTable.Col<DiscountCodeWire>
          source="max_uses_per_email"
          label={label('max_uses_per_email')}
          disableSort
          render={(code) => limit(code.max_uses_per_email)}
        />
        <DataTable.Col<DiscountCodeWire>
          source="active"
          label={label('is_active')}
          disableSort
          render={(code) => <ActiveToggle code={code} />}
        />
        <DataTable.Col<DiscountCodeWire>
          label=""
          disableSort
          render={(code) => (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              {/* Icons only, as the delete beside it: the row's terms need the width. */}
              <EditButton label="" aria-label={`${translate('app.edit')}: ${code.code}`} />
              <DeleteWithNameButton
                record={code}
                name={code.code}
                iconOnly
                ariaLabel={`${translate('app.delete')}: ${code.code}`}
                refusalKey={(error) => (isUsedCodeRefusal(error) ? `${R}.delete.refused_used` : undefined)}
              />
            </Box>
          )}
        />
      </DataTable>
    </ScrollArea>
  );
}

/** A table on a desktop; cards on a phone, where the table's validity, uses and state were off screen. */
function Codes() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <CardGrid<DiscountCodeWire> counted card={(code) => <DiscountCodeCard code={code} />} empty={<EmptyList />} />;
  return (
    <LoadedList>
      <CodesTable />
    </LoadedList>
  );
}

/** Discount codes with their uses so far, newest first; search by part of the code, filter by state. */
export function DiscountCodeList() {
  return (
    <ResourceList filters={useFilters()} perPage={25} sort={{ field: 'created_at', order: 'DESC' }} rowsPerPageOptions={[10, 25, 50, 100]}>
      <Codes />
    </ResourceList>
  );
}
