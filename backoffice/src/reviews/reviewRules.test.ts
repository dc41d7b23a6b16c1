import { describe, expect, it } from 'vitest';
import { asReviewState, moderationOf, starsText } from './reviewRules';

describe('review moderation', () => {
  it.each([
    [{ status: 'published' as const }, { status: 'published' }],
    [{ answer: '  Thank you  ' }, { answer: 'Thank you' }],
    [{ answer: '   ' }, { answer: null }],
    [
      { status: 'hidden' as const, answer: 'Spam' },
      { status: 'hidden', answer: 'Spam' },
    ],
  ])('sends %j as %j', (change, body) => {
    expect(moderationOf(change)).toEqual(body);
  });

  it.each([
    [5, '★★★★★'],
    [3, '★★★☆☆'],
    [1, '★☆☆☆☆'],
  ])('writes %s stars as %s', (stars, text) => expect(starsText(stars)).toBe(text));

  it('reads an unknown state as waiting', () => {
    expect(asReviewState('published')).toBe('published');
    expect(asReviewState('lost')).toBe('pending');
  });
});
