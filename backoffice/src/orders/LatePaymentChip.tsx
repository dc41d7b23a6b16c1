import { useTranslate } from 'react-admin';
import { StatusChip } from '../shared/StatusChip';
import { latePaymentColor, paidAfterCancellation, type LatePaymentFacts } from './latePayment';

/** "Paid after cancellation", on an order a payment reached after it was cancelled; nothing on any other. */
export function LatePaymentChip({ order }: { order: LatePaymentFacts }) {
  const translate = useTranslate();
  if (!paidAfterCancellation(order)) return null;
  return <StatusChip color={latePaymentColor(order)} label={translate('resources.orders.late_payment.chip')} />;
}
