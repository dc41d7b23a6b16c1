import { describe, expect, it } from 'vitest';
import { reviewFormReady, reviewLinkProblem } from './review-form';

describe('review form', () => {
  it.each([
    [{ code: 'REVIEW_LINK_INVALID' }, 'REVIEWS.LINK_INVALID'],
    [{ code: 'REVIEW_LINK_EXPIRED' }, 'REVIEWS.LINK_EXPIRED'],
    [{ code: 'REVIEW_ALREADY_WRITTEN' }, 'REVIEWS.ALREADY_WRITTEN'],
    [{ code: 'HTTP_500' }, 'REVIEWS.FAILED'],
    [null, 'REVIEWS.FAILED'],
  ])('tells the shopper about %j with %s', (error, key) => {
    expect(reviewLinkProblem(error)).toBe(key);
  });

  it.each([
    [{ stars: 0, authorName: 'Dana L.' }, false],
    [{ stars: 4, authorName: '  ' }, false],
    [{ stars: 5, authorName: 'Dana L.' }, true],
  ])('is ready with %j: %s', (form, ready) => {
    expect(reviewFormReady(form)).toBe(ready);
  });
});
