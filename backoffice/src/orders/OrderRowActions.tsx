import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderWire } from '../api/wire';
import { DeleteWithNameButton } from '../shared/DeleteWithNameButton';
import { ORDER_STATS_QUERY_KEY } from './orderCalls';
import { OrderDetailsDialog } from './OrderDetailsDialog';

/** View details (the dialog, which leads on to editing the customer details); delete after the spec's confirmation. */
export function OrderRowActions({ order }: { order: OrderWire }) {
  const translate = useTranslate();
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
      <DeleteWithNameButton
        record={order}
        name={order.order_number}
        iconOnly
        ariaLabel={translate('resources.orders.delete.label', number)}
        titleOptions={number}
        onDeleted={() => void queryClient.invalidateQueries({ queryKey: ORDER_STATS_QUERY_KEY })}
      />
      {detailsOpen && <OrderDetailsDialog order={order} open={detailsOpen} onClose={() => setDetailsOpen(false)} />}
    </Stack>
  );
}
