import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetOne, usePermissions, useTranslate } from 'react-admin';
import type { OrderRowWire, OrderWire } from '../api/wire';
import { mayOpen } from '../providers/officeAccess';
import { DeleteWithNameButton } from '../shared/DeleteWithNameButton';
import { ORDER_STATS_QUERY_KEY } from './orderCalls';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { withLines } from './orderDetails';

/**
 * The details of one order, read from the server when opened (a read the audit log records with who
 * opened it); the list's row, which has no lines, stands in until it arrives.
 */
function OpenedOrderDetails({ order, onClose }: { order: OrderRowWire; onClose: () => void }) {
  // react-admin seeds this read with the list's row: only an answer with lines is the order itself.
  const { data } = useGetOne<OrderWire | OrderRowWire>('orders', { id: order.id });
  return <OrderDetailsDialog order={data && withLines(data) ? data : order} open onClose={onClose} />;
}

/**
 * View details (the dialog, which leads on to editing the customer details); delete after the spec's
 * confirmation, for admins only (the orders desk cancels an order instead).
 */
export function OrderRowActions({ order }: { order: OrderRowWire }) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const queryClient = useQueryClient();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const number = { number: order.order_number };
  const viewLabel = translate('resources.orders.details.view_of', number);
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <Tooltip title={translate('resources.orders.details.view')}>
        <IconButton aria-label={viewLabel} onClick={() => setDetailsOpen(true)} size="small">
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {mayOpen(permissions, 'orders.delete') && (
        <DeleteWithNameButton
          record={order}
          name={order.order_number}
          iconOnly
          ariaLabel={translate('resources.orders.delete.label', number)}
          titleOptions={number}
          onDeleted={() => void queryClient.invalidateQueries({ queryKey: ORDER_STATS_QUERY_KEY })}
        />
      )}
      {detailsOpen && <OpenedOrderDetails order={order} onClose={() => setDetailsOpen(false)} />}
    </Stack>
  );
}
