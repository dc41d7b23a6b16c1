import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderRowWire } from '../api/wire';
import { StatusChip } from '../shared/StatusChip';
import { LatePaymentChip } from './LatePaymentChip';
import { asPaymentStatus, paidWithText, PAYMENT_COLORS, paymentLabelKey } from './orderStatus';

/**
 * The payment status label (display only: it changes through the payment provider) and the method, or how it was
 * paid; and "Paid after cancellation" when a payment reached the order after it was cancelled.
 */
export function OrderPaymentCell({ order }: { order: OrderRowWire }) {
  const translate = useTranslate();
  const payment = asPaymentStatus(order.payment_status);
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <StatusChip color={PAYMENT_COLORS[payment]} label={translate(paymentLabelKey(payment))} />
      <Typography variant="caption" color="text.secondary">
        {order.paid_with ? paidWithText(order, translate) : translate(`resources.orders.payment_methods.${order.payment_method}`)}
      </Typography>
      <LatePaymentChip order={order} />
    </Stack>
  );
}
