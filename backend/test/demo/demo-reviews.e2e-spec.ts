import { DataSource } from 'typeorm';
import { ratingOf } from '../../src/modules/reviews/domain/review';
import { ReviewInvitationEntity } from '../../src/modules/reviews/infrastructure/review-invitation.entity';
import { ReviewEntity } from '../../src/modules/reviews/infrastructure/review.entity';
import { OrderEntity } from '../../src/modules/ordering/infrastructure/order.entity';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { wholeSeconds } from '../../src/shared/domain/whole-seconds';

interface PublicReview {
  id: number;
  stars: number;
  title: string;
  text: string;
  author_name: string;
  verified_buyer: boolean;
  language: string;
  answer: string | null;
  created_at: string;
}

/**
 * The demo's reviews: buyers of completed orders reviewed what they bought, staff published most,
 * a few wait and one or two are hidden; the showcase product (the first card of the first category,
 * the product page the web bench measures) has more than a page of them in both languages.
 */
describe('demo reviews', () => {
  let shop: TestApp;
  let db: DataSource;
  let showcaseId: number;

  beforeAll(async () => {
    shop = await startTestApp({ demoData: true });
    db = shop.app.get(DataSource);
    // As bench/web.mjs finds it: the first product of the first category.
    const categories = (await shop.http().get('/api/categories?lang=he').expect(200)).body.data;
    const products = (await shop.http().get('/api/products').query({ lang: 'he', category: categories[0].slug, per_page: 1 }).expect(200))
      .body.data;
    showcaseId = products[0].id;
  });
  afterAll(() => shop.close());

  async function publishedOf(productId: number): Promise<PublicReview[]> {
    const first = (await shop.http().get(`/api/products/${productId}/reviews`).expect(200)).body;
    const all: PublicReview[] = [...first.data];
    for (let page = 2; (page - 1) * first.per_page < first.total; page++) {
      all.push(...(await shop.http().get(`/api/products/${productId}/reviews?page=${page}`).expect(200)).body.data);
    }
    expect(all).toHaveLength(first.total);
    return all;
  }

  it('shows the showcase product more than one page of published reviews, newest first, in both languages', async () => {
    const first = (await shop.http().get(`/api/products/${showcaseId}/reviews`).expect(200)).body;
    expect(first.total).toBeGreaterThan(first.per_page);
    const reviews = await publishedOf(showcaseId);
    expect(reviews.every((r) => r.verified_buyer)).toBe(true);
    const times = reviews.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(reviews.map((r) => r.language))).toEqual(new Set(['he', 'ru']));
    expect(new Set(reviews.map((r) => r.text)).size).toBe(reviews.length);
    for (const review of reviews) {
      expect(review.text.trim()).not.toBe('');
      // As the review form names a buyer by default: the first name and the last name's initial.
      expect(review.author_name).toMatch(/^\S+ \S\.$/);
      expect(review.text).toMatch(review.language === 'he' ? /[\u0590-\u05ff]/ : /[\u0400-\u04ff]/);
    }
  });

  it("keeps every product's rating at the average and count of its published reviews, in its shopper answer too", async () => {
    const rows = await db.getRepository(ReviewEntity).find();
    const reviewed = [...new Set(rows.map((r) => r.productId))];
    expect(reviewed.length).toBeGreaterThan(10);
    for (const productId of [showcaseId, ...reviewed.slice(0, 8)]) {
      const published = rows.filter((r) => r.productId === productId && r.status === 'published');
      const rating = ratingOf(published.map((r) => r.stars));
      for (const lang of ['he', 'ru']) {
        const product = (await shop.http().get(`/api/products/${productId}`).query({ lang }).expect(200)).body.data;
        expect({ id: productId, average: product.rating_average, count: product.rating_count }).toEqual({
          id: productId,
          ...rating,
        });
      }
    }
    const listed = (await shop.http().get('/api/products').query({ lang: 'ru', per_page: 100 }).expect(200)).body.data;
    const showcase = listed.find((p: { id: number }) => p.id === showcaseId);
    expect(showcase.rating_count).toBeGreaterThan(5);
  });

  it('shows neither the waiting nor the hidden reviews, which staff see in the back office', async () => {
    const rows = await db.getRepository(ReviewEntity).find();
    const waiting = rows.filter((r) => r.status === 'pending');
    const hidden = rows.filter((r) => r.status === 'hidden');
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(hidden.length).toBeGreaterThanOrEqual(1);
    expect(hidden.length).toBeLessThanOrEqual(2);
    expect(rows.filter((r) => r.productId === showcaseId && r.status !== 'published').length).toBeGreaterThanOrEqual(2);
    for (const productId of new Set([showcaseId, ...waiting.map((r) => r.productId), ...hidden.map((r) => r.productId)])) {
      const shown = new Set((await publishedOf(productId)).map((r) => r.id));
      for (const review of rows.filter((r) => r.productId === productId)) expect(shown.has(review.id)).toBe(review.status === 'published');
    }
    const queue = await shop
      .http()
      .get('/api/reviews')
      .query({ filter: JSON.stringify({ status: 'pending' }) })
      .set('Authorization', bearer(shop.adminToken))
      .expect(200);
    expect(queue.headers['content-range']).toMatch(new RegExp(`/${waiting.length}$`));
  });

  it('has reviews written by the buyers of completed orders, in their language, after the completion, with their invitation', async () => {
    const rows = await db.getRepository(ReviewEntity).find();
    const orders = new Map((await db.getRepository(OrderEntity).find({ relations: { items: true } })).map((o) => [o.id, o]));
    const invitations = await db.getRepository(ReviewInvitationEntity).find();
    const invited = new Set(invitations.map((i) => `${i.orderId}/${i.productId}`));
    const stars = rows.map((r) => r.stars);
    expect(stars.filter((s) => s >= 4).length / stars.length).toBeGreaterThan(0.7);
    expect(stars.some((s) => s === 2 || s === 3)).toBe(true);
    expect(rows.filter((r) => r.answer !== null && r.answeredAt !== null).length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.text)).size).toBeGreaterThan(15);
    const now = Date.now();
    for (const review of rows) {
      const order = orders.get(review.orderId)!;
      expect(order.status).toBe('completed');
      expect(order.items.some((i) => i.productId === review.productId)).toBe(true);
      expect(review.language).toBe(order.language);
      expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(wholeSeconds(order.completedAt!).getTime());
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(now);
      expect(invited.has(`${review.orderId}/${review.productId}`)).toBe(true);
    }
  });
});
