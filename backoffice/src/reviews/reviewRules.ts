import type { ChipColor } from '../shared/StatusChip';

export const REVIEW_STATES = ['pending', 'published', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_STATE_COLORS: Record<ReviewState, ChipColor> = { pending: 'warning', published: 'success', hidden: 'default' };

export const asReviewState = (value: string): ReviewState =>
  (REVIEW_STATES as readonly string[]).includes(value) ? (value as ReviewState) : 'pending';

/** The list opens on the reviews waiting for staff. */
export const DEFAULT_REVIEW_FILTER = { status: 'pending' } as const;

/** What a moderation sends: only what changes (the API refuses unknown fields). */
export function moderationOf(change: { status?: ReviewState; answer?: string }): { status?: ReviewState; answer?: string | null } {
  const body: { status?: ReviewState; answer?: string | null } = {};
  if (change.status) body.status = change.status;
  if (change.answer !== undefined) body.answer = change.answer.trim() === '' ? null : change.answer.trim();
  return body;
}

/** "★★★★☆": the stars as text for a table cell (its accessible name says the number). */
export function starsText(stars: number): string {
  const full = Math.min(5, Math.max(0, Math.round(stars)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}
