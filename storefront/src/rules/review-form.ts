/** The review form's limits (the server's, domain/review.ts) and the message key of each refusal. */
export const REVIEW_FORM_LIMITS = { title: 120, text: 2000, authorName: 60 } as const;

export type ReviewLinkProblem = 'REVIEWS.LINK_INVALID' | 'REVIEWS.LINK_EXPIRED' | 'REVIEWS.ALREADY_WRITTEN' | 'REVIEWS.FAILED';

/** What to tell the shopper when the server refuses the link (by its stable code) or cannot be reached. */
export function reviewLinkProblem(error: { code?: string } | null | undefined): ReviewLinkProblem {
  switch (error?.code) {
    case 'REVIEW_LINK_INVALID':
      return 'REVIEWS.LINK_INVALID';
    case 'REVIEW_LINK_EXPIRED':
      return 'REVIEWS.LINK_EXPIRED';
    case 'REVIEW_ALREADY_WRITTEN':
      return 'REVIEWS.ALREADY_WRITTEN';
    default:
      return 'REVIEWS.FAILED';
  }
}

/** The form can be sent once stars are chosen and the name is not blank. */
export function reviewFormReady(form: { stars: number; authorName: string }): boolean {
  return form.stars >= 1 && form.stars <= 5 && form.authorName.trim().length > 0;
}
