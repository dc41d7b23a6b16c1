import { Box, CircularProgress, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { OrderRowWire } from '../api/wire';
import { changeOrderStatus, ORDER_STATS_QUERY_KEY } from './orderCalls';
import { asOrderStatus, shouldSendStatusChange, staffMayMove, statusLabelKey, statusOptions, type OrderStatus } from './orderStatus';

/**
 * The inline status select of a row. The new status shows at once (optimistic) while the select is
 * disabled with a spinner; the server's refusal puts the old status back and says so. Afterwards the
 * list and the statistics cards are read again.
 */
export function OrderStatusSelect({ order }: { order: OrderRowWire }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const saved = asOrderStatus(order.status);
  const [shown, setShown] = useState<OrderStatus | null>(null);
  const [updating, setUpdating] = useState(false);
  const current = shown ?? saved;
  const options = statusOptions(saved);
  // The refreshed row carries the server's status: the optimistic one has done its job.
  useEffect(() => setShown(null), [order.status]);

  const change = async (next: string) => {
    if (!shouldSendStatusChange(saved, next, updating)) return;
    setShown(next);
    setUpdating(true);
    try {
      await changeOrderStatus(order.id, next);
      notify('resources.orders.status_select.done', { type: 'success' });
    } catch (error) {
      console.error('Failed to update order status', error);
      setShown(null);
      // Long enough to be read: the select has just jumped back under the pointer.
      if (!(await logoutIfAccessDenied(error)))
        notify('resources.orders.status_select.failed', { type: 'error', autoHideDuration: 10_000 });
    } finally {
      setUpdating(false);
      await queryClient.invalidateQueries({ queryKey: ORDER_STATS_QUERY_KEY });
      refresh();
    }
  };

  const label = translate('resources.orders.status_select.label', { number: order.order_number });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        select
        variant="outlined"
        size="small"
        value={current}
        onChange={(event) => change(event.target.value)}
        disabled={updating || !staffMayMove(saved)}
        // A native select: one keyboard-friendly control with its own accessible name per row.
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
        title={staffMayMove(saved) ? undefined : translate('resources.orders.status_select.final')}
        sx={{ minWidth: 115 }}
      >
        {options.map((status) => (
          <option key={status} value={status}>
            {translate(statusLabelKey(status))}
          </option>
        ))}
      </TextField>
      {updating && <CircularProgress size={18} aria-label={translate('resources.orders.status_select.saving')} />}
    </Box>
  );
}
