import type { FieldError } from '../../../shared/domain/domain-error';

/** A review's moderation state: waiting for staff, shown on the product page, or hidden by staff. */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const isReviewStatus = (value: unknown): value is ReviewStatus => (REVIEW_STATUSES as readonly unknown[]).includes(value);

export const REVIEW_LIMITS = { title: 120, text: 2000, authorName: 60, answer: 2000 } as const;
export type ReviewLanguage = 'he' | 'ru';

/** What the shopper typed in the review form. */
export interface ReviewInput {
  stars: unknown;
  title: string;
  text: string;
  authorName: string;
}

export interface ReviewDraft {
  stars: number;
  title: string;
  text: string;
  authorName: string;
}

/** Control characters other than line breaks and tabs are dropped; the text stays plain text. */
const isControl = (c: string) => {
  const code = c.charCodeAt(0);
  return (code < 32 && c !== '\n' && c !== '\t') || code === 127;
};
const cleanText = (value: string) =>
  Array.from(value.replace(/\r\n?/g, '\n'))
    .filter((c) => !isControl(c))
    .join('')
    .trim();
const cleanLine = (value: string) => cleanText(value).replace(/\s+/g, ' ');

/** The review ready to store, or the problems of each field as the API names it. */
export function draftReview(input: ReviewInput): { draft: ReviewDraft } | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const stars = input.stars;
  if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < 1 || stars > 5) {
    problems.push({ field: 'stars', message: 'stars must be a whole number from 1 to 5' });
  }
  const title = cleanLine(input.title ?? '');
  const text = cleanText(input.text ?? '');
  const authorName = cleanLine(input.authorName ?? '');
  if (title.length > REVIEW_LIMITS.title)
    problems.push({ field: 'title', message: `title must be at most ${REVIEW_LIMITS.title} characters` });
  if (text.length > REVIEW_LIMITS.text) problems.push({ field: 'text', message: `text must be at most ${REVIEW_LIMITS.text} characters` });
  if (authorName.length === 0) problems.push({ field: 'author_name', message: 'author_name must not be empty' });
  if (authorName.length > REVIEW_LIMITS.authorName) {
    problems.push({ field: 'author_name', message: `author_name must be at most ${REVIEW_LIMITS.authorName} characters` });
  }
  if (problems.length > 0) return { problems };
  return { draft: { stars: stars as number, title, text, authorName } };
}

/** The name shown by default: the first name and the initial of the last ("Dana Levi" → "Dana L."). */
export function defaultAuthorName(customerName: string): string {
  const words = cleanLine(customerName).split(' ').filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0].slice(0, REVIEW_LIMITS.authorName - 3);
  const last = words.length > 1 ? words[words.length - 1] : '';
  return last ? `${first} ${Array.from(last)[0]}.` : first;
}

/** A staff answer, cleaned; an empty one removes the answer. */
export function cleanAnswer(answer: string | null | undefined): { answer: string | null } | { problems: FieldError[] } {
  const text = cleanText(answer ?? '');
  if (text.length > REVIEW_LIMITS.answer) {
    return { problems: [{ field: 'answer', message: `answer must be at most ${REVIEW_LIMITS.answer} characters` }] };
  }
  return { answer: text === '' ? null : text };
}

/** The product's rating from its published reviews' stars: the average to two decimals, or none. */
export function ratingOf(stars: readonly number[]): { average: number | null; count: number } {
  if (stars.length === 0) return { average: null, count: 0 };
  const sum = stars.reduce((total, s) => total + s, 0);
  return { average: Math.round((sum * 100) / stars.length) / 100, count: stars.length };
}
