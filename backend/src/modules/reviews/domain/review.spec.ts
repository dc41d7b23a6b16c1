import { defaultAuthorName, draftReview, ratingOf } from './review';
import { readReviewLink, signReviewLink } from './review-link';

describe('a review', () => {
  it.each([
    ['Dana Levi', 'Dana L.'],
    ['  Анна   Смирнова ', 'Анна С.'],
    ['דנה בת שבע לוי', 'דנה ל.'],
    ['Cher', 'Cher'],
    ['', ''],
  ])('shows %j by default as %j', (name, shown) => expect(defaultAuthorName(name)).toBe(shown));

  it.each([
    [[], { average: null, count: 0 }],
    [[5], { average: 5, count: 1 }],
    [[5, 2], { average: 3.5, count: 2 }],
    [[5, 4, 4], { average: 4.33, count: 3 }],
  ])('rates %j as %j', (stars, rating) => expect(ratingOf(stars)).toEqual(rating));

  it('keeps plain text without control characters, and names each bad field', () => {
    const ok = draftReview({ stars: 4, title: ' Good\tball ', text: 'Line 1\r\nLine 2\u0007', authorName: ' Dana ' });
    expect(ok).toEqual({ draft: { stars: 4, title: 'Good ball', text: 'Line 1\nLine 2', authorName: 'Dana' } });
    const bad = draftReview({ stars: 0, title: 'x'.repeat(121), text: '', authorName: ' ' });
    expect('problems' in bad && bad.problems.map((p) => p.field)).toEqual(['stars', 'title', 'author_name']);
  });
});

describe('a review link', () => {
  const key = Buffer.from('k'.repeat(32));
  const now = new Date('2026-11-25T10:00:00Z');
  const claims = { orderId: '7b0c3f9e-3a52-4a57-9a7e-53d5fb3a1f0e', productId: 12, expiresAt: new Date('2026-12-25T10:00:00Z') };

  it('reads back what it signed until it expires', () => {
    const token = signReviewLink(key, claims);
    expect(readReviewLink(key, token, now)).toEqual({ ok: true, claims });
    expect(readReviewLink(key, token, new Date('2026-12-25T10:00:00Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another key, an altered payload and garbage', () => {
    const token = signReviewLink(key, claims);
    const [payload, signature] = token.split('.');
    const other = Buffer.from(`${claims.orderId}|13|${Math.floor(claims.expiresAt.getTime() / 1000)}`).toString('base64url');
    expect(readReviewLink(Buffer.from('x'.repeat(32)), token, now).ok).toBe(false);
    expect(readReviewLink(key, `${other}.${signature}`, now).ok).toBe(false);
    expect(readReviewLink(key, `${payload}.${signature}.x`, now).ok).toBe(false);
    expect(readReviewLink(key, 42, now).ok).toBe(false);
  });
});
