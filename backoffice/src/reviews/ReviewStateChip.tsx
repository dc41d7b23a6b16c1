import { useTranslate } from 'react-admin';
import { StatusChip } from '../shared/StatusChip';
import { asReviewState, REVIEW_STATE_COLORS } from './reviewRules';

export function ReviewStateChip({ state }: { state: string }) {
  const translate = useTranslate();
  const known = asReviewState(state);
  return <StatusChip color={REVIEW_STATE_COLORS[known]} label={translate(`resources.reviews.states.${known}`)} />;
}
