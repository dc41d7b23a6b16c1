import { Alert, Box, Button, CircularProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useCreatePath, useGetList, useTranslate } from 'react-admin';
import type { CancellationRequestWire, OrderWire, RefundWire } from '../api/wire';
import { fetchRefunds, refundsQueryKey } from '../cancellation-requests/cancellationCalls';
import { RefundStateChip, RequestStateChip } from '../cancellation-requests/RequestStateChip';
import { formatShekels } from '../shared/format';
import { ShopDateTime } from '../shared/ShopDateTime';
import { latePaymentHeld, latePaymentToRefund } from './latePayment';
import { RefundDialog } from './RefundDialog';

const R = 'resources.cancellation-requests.order_section';

function Refund({ refund }: { refund: RefundWire }) {
  const translate = useTranslate();
  const method = translate(`resources.cancellation-requests.refund_methods.${refund.method}`, { _: refund.method });
  return (
    <ListItem disableGutters sx={{ display: 'block', borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <bdi dir="ltr">{formatShekels(refund.amount)}</bdi> · {method}
        </Typography>
        <RefundStateChip state={refund.state} />
        <Typography variant="body2" color="text.secondary">
          <bdi>
            <ShopDateTime value={refund.created_at} />
          </bdi>
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.items`)}:{' '}
        {refund.items.map((item, index) => (
          <span key={item.item_id}>
            {index > 0 && ', '}
            <bdi>{item.product_name}</bdi> × {item.quantity}
          </span>
        ))}
      </Typography>
      {refund.provider_message && (
        <Typography variant="body2" color="error">
          <bdi dir="auto">{refund.provider_message}</bdi>
        </Typography>
      )}
      {refund.provider_reference && (
        <Typography variant="caption" color="text.secondary">
          {translate(`${R}.reference`, { reference: refund.provider_reference })}
        </Typography>
      )}
      {refund.note && (
        <Typography variant="body2" dir="auto">
          {refund.note}
        </Typography>
      )}
    </ListItem>
  );
}

/** In the order's details: its cancellation requests (each opens its page), its refunds, and a refund staff make. */
export function OrderAfterSale({ order }: { order: OrderWire }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [refunding, setRefunding] = useState(false);
  const requests = useGetList<CancellationRequestWire>('cancellation-requests', {
    filter: { order_id: order.id },
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const refunds = useQuery({ queryKey: refundsQueryKey(order.id), queryFn: () => fetchRefunds(order.id) });

  return (
    <Box component="section" aria-labelledby={`after-sale-${order.id}`} sx={{ mb: 2 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography id={`after-sale-${order.id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate(`${R}.title`)}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => setRefunding(true)}>
          {translate(`${R}.refund_button`)}
        </Button>
      </Stack>
      {latePaymentToRefund(order) && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('resources.orders.late_payment.to_refund', { amount: formatShekels(latePaymentHeld(order)) })}
        </Alert>
      )}

      <Typography component="h4" variant="body2" color="text.secondary">
        {translate(`${R}.requests`)}
      </Typography>
      {requests.isPending ? (
        <CircularProgress size={18} aria-label={translate(`${R}.loading`)} />
      ) : requests.data?.length ? (
        <List dense disablePadding>
          {requests.data.map((request) => (
            <ListItem key={request.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Link to={createPath({ resource: 'cancellation-requests', id: request.id, type: 'show' })}>
                <bdi>{request.request_number}</bdi>
              </Link>
              <RequestStateChip state={request.state} />
              <Typography variant="body2">
                <bdi dir="ltr">{formatShekels(request.refund_amount)}</bdi>
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(`${R}.no_requests`)}
        </Typography>
      )}

      <Typography component="h4" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(`${R}.refunds`)}
      </Typography>
      {refunds.isPending ? (
        <CircularProgress size={18} aria-label={translate(`${R}.loading`)} />
      ) : refunds.error ? (
        <Typography role="alert" color="error" variant="body2">
          {translate(`${R}.failed`)}
        </Typography>
      ) : refunds.data?.length ? (
        <List dense disablePadding>
          {refunds.data.map((refund) => (
            <Refund key={refund.id} refund={refund} />
          ))}
        </List>
      ) : (
        <Typography variant="body2">{translate(`${R}.no_refunds`)}</Typography>
      )}
      <RefundDialog order={order} open={refunding} onClose={() => setRefunding(false)} />
    </Box>
  );
}
