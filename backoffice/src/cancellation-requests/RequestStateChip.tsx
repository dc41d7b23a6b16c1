import { useTranslate } from 'react-admin';
import { StatusChip } from '../shared/StatusChip';
import { asRequestState, asRefundState, REFUND_STATE_COLORS, REQUEST_STATE_COLORS } from './cancellationRules';

const R = 'resources.cancellation-requests';

export function RequestStateChip({ state }: { state: string }) {
  const translate = useTranslate();
  const known = asRequestState(state);
  return <StatusChip color={REQUEST_STATE_COLORS[known]} label={translate(`${R}.states.${known}`)} />;
}

export function RefundStateChip({ state }: { state: string }) {
  const translate = useTranslate();
  const known = asRefundState(state);
  return <StatusChip color={REFUND_STATE_COLORS[known]} label={translate(`${R}.refund_states.${known}`)} />;
}
