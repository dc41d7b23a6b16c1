import { startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, aProduct, asAdmin, placeOrder } from '../ordering/fixtures';
import { aReview, aSignedLink, completeOrder, invitationOf, invitationsIn } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe('reviews by verified buyers', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { REVIEWS_PER_MINUTE: '1000' } });
  });
  afterAll(() => shop.close());

  const productOf = async (id: number) => (await shop.http().get(`/api/products/${id}`).expect(200)).body.data;
  const moderate = (id: number, body: object) => shop.http().put(`/api/reviews/${id}`).set(asAdmin(shop)).send(body);

  /** A completed order of the products, and its invitation's links (one per product, in the products' order). */
  async function aCompletedOrder(products: Array<{ id: number }>, over: Record<string, unknown> = {}) {
    const order = await placeOrder(
      shop,
      aCheckout(
        products.map((p) => aLine(p)),
        over,
      ),
    );
    await completeOrder(shop, order.id);
    const invitation = await invitationOf(shop, order.order_number);
    return { order, invitation };
  }

  it('invites the buyer of a completed order in its language, with one working link per product, and shows nothing until staff approve', async () => {
    const ball = await aProduct(shop, { name: 'Match ball' });
    const shoes = await aProduct(shop, { name: 'Trail shoes' });
    const order = await placeOrder(shop, aCheckout([aLine(ball), aLine(shoes)], { language: 'ru', customer_name: 'Анна Смирнова' }));
    await shop.http().patch(`/api/orders/${order.id}/status`).set(asAdmin(shop)).send({ status: 'ready' }).expect(200);
    expect(await invitationsIn(shop, order.order_number)).toHaveLength(0);

    await completeOrder(shop, order.id);
    const invitation = await invitationOf(shop, order.order_number);
    expect(invitation.headers).toMatch(/^Content-Language: ru$/m);
    expect(invitation.subject).toBe(`Как вам покупка? Оставьте отзыв о заказе ${order.order_number}`);
    expect(invitation.text).toContain('Здравствуйте, Анна Смирнова!');
    expect(invitation.text).toContain('http://shop.test/ru/review?token=');
    expect(invitation.tokens).toHaveLength(2);

    const form = await shop.http().get('/api/reviews/invitation').query({ token: invitation.tokens[1] }).expect(200);
    expect(form.body.data).toMatchObject({ product_id: shoes.id, author_name: 'Анна С.', language: 'ru' });

    const written = await shop
      .http()
      .post('/api/reviews')
      .send(aReview(invitation.tokens[1], { stars: 4 }))
      .expect(201);
    expect(written.body.data.status).toBe('pending');
    // Waiting for staff: no rating, no review on the product page.
    expect(await productOf(shoes.id)).toMatchObject({ rating_average: null, rating_count: 0 });
    expect((await shop.http().get(`/api/products/${shoes.id}/reviews`).expect(200)).body).toMatchObject({ data: [], total: 0 });

    await moderate(written.body.data.id, { status: 'published', answer: 'Спасибо!' }).expect(200);
    expect(await productOf(shoes.id)).toMatchObject({ rating_average: 4, rating_count: 1 });
    const page = (await shop.http().get(`/api/products/${shoes.id}/reviews?page=1`).expect(200)).body;
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      stars: 4,
      title: 'Holds its shape',
      author_name: 'Dana L.',
      verified_buyer: true,
      answer: 'Спасибо!',
    });
    expect(page.data[0]).not.toHaveProperty('order_id');
  });

  it('refuses every review without a valid link: forged, altered, another product, another order, expired, reused', async () => {
    const ball = await aProduct(shop);
    const other = await aProduct(shop);
    const { order, invitation } = await aCompletedOrder([ball]);
    const [token] = invitation.tokens;
    const notCompleted = await placeOrder(shop, aCheckout([aLine(ball)]));

    const refusals: Array<[string, string, number, string]> = [
      ['no token', '', 400, 'REVIEW_LINK_INVALID'],
      ['forged signature', `${token.split('.')[0]}.AAAA`, 400, 'REVIEW_LINK_INVALID'],
      [
        'another product, altered',
        `${Buffer.from(`${order.id}|${other.id}|9999999999`).toString('base64url')}.${token.split('.')[1]}`,
        400,
        'REVIEW_LINK_INVALID',
      ],
      [
        'another product of the order, signed',
        aSignedLink(shop, { orderId: order.id, productId: other.id, expiresAt: new Date(Date.now() + DAY) }),
        400,
        'REVIEW_LINK_INVALID',
      ],
      [
        'another order',
        aSignedLink(shop, { orderId: notCompleted.id, productId: ball.id, expiresAt: new Date(Date.now() + DAY) }),
        400,
        'REVIEW_LINK_INVALID',
      ],
      [
        'expired',
        aSignedLink(shop, { orderId: order.id, productId: ball.id, expiresAt: new Date(Date.now() - 1000) }),
        400,
        'REVIEW_LINK_EXPIRED',
      ],
    ];
    for (const [what, badToken, status, code] of refusals) {
      const res = await shop.http().post('/api/reviews').send(aReview(badToken));
      expect({ what, status: res.status, code: res.body.code }).toEqual({ what, status, code });
    }

    await shop.http().post('/api/reviews').send(aReview(token)).expect(201);
    const again = await shop
      .http()
      .post('/api/reviews')
      .send(aReview(token, { stars: 1 }))
      .expect(409);
    expect(again.body.code).toBe('REVIEW_ALREADY_WRITTEN');
    expect((await shop.http().get('/api/reviews/invitation').query({ token }).expect(409)).body.code).toBe('REVIEW_ALREADY_WRITTEN');
    const list = await shop
      .http()
      .get('/api/reviews')
      .set(asAdmin(shop))
      .query({ filter: JSON.stringify({ product_id: ball.id }) })
      .expect(200);
    expect(list.body.total).toBe(1);
  });

  it('names the field of a bad review and keeps text plain', async () => {
    const ball = await aProduct(shop);
    const { invitation } = await aCompletedOrder([ball]);
    const [token] = invitation.tokens;
    const bad = await shop
      .http()
      .post('/api/reviews')
      .send(aReview(token, { stars: 6, text: 'x'.repeat(2001) }))
      .expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['stars', 'text']);
    const html = '<b>Great</b> <a href="https://spam.example">ball</a>';
    const written = await shop
      .http()
      .post('/api/reviews')
      .send(aReview(token, { text: html }))
      .expect(201);
    await moderate(written.body.data.id, { status: 'published' }).expect(200);
    const page = (await shop.http().get(`/api/products/${ball.id}/reviews`).expect(200)).body;
    expect(page.data[0].text).toBe(html);
  });

  it('keeps the average and count with the product as staff approve and hide, from published reviews only', async () => {
    const ball = await aProduct(shop);
    const ids: number[] = [];
    for (const stars of [5, 2, 4]) {
      const { invitation } = await aCompletedOrder([ball]);
      ids.push((await shop.http().post('/api/reviews').send(aReview(invitation.tokens[0], { stars })).expect(201)).body.data.id);
    }
    await moderate(ids[0], { status: 'published' }).expect(200);
    await moderate(ids[1], { status: 'published' }).expect(200);
    expect(await productOf(ball.id)).toMatchObject({ rating_average: 3.5, rating_count: 2 });
    // The list pages read the same figures (the shopper documents are written in the same transaction).
    const listed = (await shop.http().get('/api/products?per_page=100').expect(200)).body.data.find(
      (p: { id: number }) => p.id === ball.id,
    );
    expect(listed).toMatchObject({ rating_average: 3.5, rating_count: 2 });

    await moderate(ids[1], { status: 'hidden' }).expect(200);
    expect(await productOf(ball.id)).toMatchObject({ rating_average: 5, rating_count: 1 });
    await moderate(ids[2], { status: 'published' }).expect(200);
    expect(await productOf(ball.id)).toMatchObject({ rating_average: 4.5, rating_count: 2 });
    await moderate(ids[0], { status: 'hidden' }).expect(200);
    await moderate(ids[2], { status: 'pending' }).expect(200);
    expect(await productOf(ball.id)).toMatchObject({ rating_average: null, rating_count: 0 });

    const pending = await shop
      .http()
      .get('/api/reviews')
      .set(asAdmin(shop))
      .query({ filter: JSON.stringify({ product_id: ball.id, status: 'pending' }) })
      .expect(200);
    expect(pending.body.data.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
    const twoStars = await shop
      .http()
      .get('/api/reviews')
      .set(asAdmin(shop))
      .query({ filter: JSON.stringify({ product_id: ball.id, stars: 2 }) })
      .expect(200);
    expect(twoStars.body.data).toEqual([expect.objectContaining({ id: ids[1], status: 'hidden', product_name: ball.name })]);
    expect(
      (await shop.http().get('/api/reviews').set(asAdmin(shop)).query({ filter: '{"status":"lost"}' }).expect(400)).body.errors[0].field,
    ).toBe('filter.status');
  });

  it('publishes at once when the shop says so, and lists a product page newest first, five a page', async () => {
    const settings = (await shop.http().get('/api/shop-settings').set(asAdmin(shop)).expect(200)).body.data;
    expect(settings.publish_reviews_at_once).toBe(false);
    const { time_zone: _zone, updated_at: _at, ...editable } = settings;
    await shop
      .http()
      .put('/api/shop-settings')
      .set(asAdmin(shop))
      .send({ ...editable, publish_reviews_at_once: true })
      .expect(200);
    // A client that does not send the setting leaves it as it is.
    const { publish_reviews_at_once: _publish, ...withoutIt } = editable;
    const kept = await shop.http().put('/api/shop-settings').set(asAdmin(shop)).send(withoutIt).expect(200);
    expect(kept.body.data.publish_reviews_at_once).toBe(true);
    try {
      const ball = await aProduct(shop);
      for (let n = 1; n <= 6; n++) {
        const { invitation } = await aCompletedOrder([ball]);
        const res = await shop
          .http()
          .post('/api/reviews')
          .send(aReview(invitation.tokens[0], { title: `Review ${n}`, stars: n === 6 ? 1 : 5 }));
        expect(res.status).toBe(201);
        expect(res.body.data.status).toBe('published');
      }
      expect(await productOf(ball.id)).toMatchObject({ rating_average: 4.33, rating_count: 6 });
      const first = (await shop.http().get(`/api/products/${ball.id}/reviews`).expect(200)).body;
      expect(first).toMatchObject({ total: 6, page: 1, per_page: 5 });
      expect(first.data.map((r: { title: string }) => r.title)).toEqual(['Review 6', 'Review 5', 'Review 4', 'Review 3', 'Review 2']);
      const second = (await shop.http().get(`/api/products/${ball.id}/reviews?page=2`).expect(200)).body;
      expect(second.data.map((r: { title: string }) => r.title)).toEqual(['Review 1']);
      expect((await shop.http().get(`/api/products/${ball.id}/reviews?page=0`).expect(400)).body.errors[0].field).toBe('page');
    } finally {
      await shop
        .http()
        .put('/api/shop-settings')
        .set(asAdmin(shop))
        .send({ ...editable, publish_reviews_at_once: false })
        .expect(200);
    }
  });

  it('lets only admins moderate', async () => {
    await shop.http().get('/api/reviews').expect(401);
    await shop
      .http()
      .put('/api/reviews/1')
      .set({ Authorization: `Bearer ${shop.userToken}` })
      .send({ status: 'published' })
      .expect(403);
    expect((await moderate(999999, { status: 'published' }).expect(404)).body.code).toBe('REVIEW_NOT_FOUND');
  });
});
