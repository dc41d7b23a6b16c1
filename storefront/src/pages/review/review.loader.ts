import type { LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { getReviewInvitation, ReviewInvitationView } from '../../api/reviews';
import type { Language } from '../../rules/language';
import { ReviewLinkProblem, reviewLinkProblem } from '../../rules/review-form';

export type ReviewPageData =
  { state: 'open'; token: string; invitation: ReviewInvitationView } | { state: 'refused'; problem: ReviewLinkProblem };

/** /review?token=: the emailed link opens the form for its product, or says why it does not work. */
export function reviewLoader(_language: Language) {
  return async ({ request }: LoaderFunctionArgs): Promise<ReviewPageData> => {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (!token) return { state: 'refused', problem: 'REVIEWS.LINK_INVALID' };
    try {
      return { state: 'open', token, invitation: await getReviewInvitation(token, request.signal) };
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      return { state: 'refused', problem: reviewLinkProblem(error instanceof ApiError ? error : null) };
    }
  };
}
