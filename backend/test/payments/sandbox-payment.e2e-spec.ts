import { startTestApp, TestApp } from '../support/test-app';
import { aCardOrder, freePort, hiddenFields, readOrder, transactionRows } from './fixtures';

describe('a whole card payment through the sandbox provider (payments)', () => {
  let shop: TestApp;
  let publicUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    shop = await startTestApp({ env: { PUBLIC_URL: publicUrl } });
    await shop.app.listen(port, '127.0.0.1');
  });
  afterAll(() => shop.close());

  /** Session -> form page -> card posted: answers the form page and the charge response. */
  async function payWithCard(orderId: string, card: { number: string; expiry?: string; cvv?: string }) {
    const session = await shop.http().post(`/api/payment/session/${orderId}`).expect(200);
    const frame = new URL(session.body.data.url);
    expect(frame.origin).toBe(publicUrl);
    const page = await shop.http().get(`${frame.pathname}${frame.search}`).expect(200);
    const charge = await shop
      .http()
      .post(frame.pathname.replace('iframenew.php', 'charge'))
      .type('form')
      .send({
        ...hiddenFields(page.text),
        sandbox_card_number: card.number,
        sandbox_expiry: card.expiry ?? '12/39',
        sandbox_cvv: card.cvv ?? '123',
      });
    return { page, charge };
  }

  it('shows a protected Hebrew card form with the amount and the items', async () => {
    const order = await aCardOrder(shop);
    const session = await shop.http().post(`/api/payment/session/${order.id}`).expect(200);
    const frame = new URL(session.body.data.url);
    const page = await shop.http().get(`${frame.pathname}${frame.search}`).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('123.40');
    expect(page.text).toContain('₪');
    expect(page.text).toContain('dir="rtl"');
    expect(page.text).toContain('Ball (Size 5) × 2');
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`frame-ancestors 'self' ${publicUrl}`);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('takes the frame parameters as a posted form too', async () => {
    const order = await aCardOrder(shop, { language: 'ru' });
    const frame = new URL((await shop.http().post(`/api/payment/session/${order.id}`).expect(200)).body.data.url);
    const page = await shop.http().post(frame.pathname).type('form').send(Object.fromEntries(frame.searchParams)).expect(200);
    expect(page.text).toContain('Номер карты');
    expect(page.text).toContain('123.40');
  });

  it('escapes echoed parameters and refuses addresses outside the shop', async () => {
    const order = await aCardOrder(shop);
    const frame = new URL((await shop.http().post(`/api/payment/session/${order.id}`).expect(200)).body.data.url);
    frame.searchParams.set('pdesc', '<script>alert(1)</script>');
    const page = await shop.http().get(`${frame.pathname}${frame.search}`).expect(200);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&#60;script&#62;');
    frame.searchParams.set('notify_url_address', 'http://evil.example/steal');
    await shop.http().get(`${frame.pathname}${frame.search}`).expect(400);
    await shop.http().get('/sandbox/tranzila/other-terminal/iframenew.php').expect(404);
  });

  it('approves with the test card: notify marks the order paid, the frame goes to the success page', async () => {
    const order = await aCardOrder(shop);
    const { charge } = await payWithCard(order.id, { number: '4580 0000 0000 0000' });
    expect(charge.status).toBe(303);
    const location = new URL(charge.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(`${publicUrl}/payment-success`);
    expect(location.searchParams.get('Response')).toBe('000');
    expect(location.searchParams.get('orderId')).toBe(order.id);
    expect(location.searchParams.get('ccno')).toBe('0000');
    expect(location.searchParams.get('cardtype')).toBe('2');
    expect(location.searchParams.get('sum')).toBe('123.40');
    expect(location.searchParams.has('notify_url_address')).toBe(false);

    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'paid' });
    const status = (await shop.http().get(`/api/payment/status/${order.id}`).expect(200)).body.data;
    expect(status).toMatchObject({
      status: 'success',
      amount: 123.4,
      currency: 'ILS',
      paymentMethod: 'Visa ****0000',
      transactionId: location.searchParams.get('index'),
      authNumber: location.searchParams.get('ConfirmationCode'),
    });
    const rows = await transactionRows(shop, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'sandbox', cardLast4: '0000', status: 'success' });
  });

  it('declines card …0004: the order ends failed with 004 and the message in Hebrew and Russian', async () => {
    const order = await aCardOrder(shop);
    const { charge } = await payWithCard(order.id, { number: '4580000000000004' });
    expect(charge.status).toBe(303);
    const location = new URL(charge.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(`${publicUrl}/payment-error`);
    expect(location.searchParams.get('Response')).toBe('004');

    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'failed', paymentErrorCode: '004', status: 'unpaid' });
    const he = (await shop.http().get(`/api/payment/status/${order.id}`).expect(200)).body.data;
    expect(he).toMatchObject({ status: 'failed', errorCode: '004', errorMessage: 'העסקה סורבה' });
    const ru = (await shop.http().get(`/api/payment/status/${order.id}?lang=ru`).expect(200)).body.data;
    expect(ru.errorMessage).toBe('Отказ в проведении операции');
  });

  it('answers 015 for an expired card', async () => {
    const order = await aCardOrder(shop);
    const { charge } = await payWithCard(order.id, { number: '4580000000000000', expiry: '01/20' });
    expect(new URL(charge.headers.location).searchParams.get('Response')).toBe('015');
    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'failed', paymentErrorCode: '015' });
  });

  it('shows the form again for a malformed CVV, charging nothing', async () => {
    const order = await aCardOrder(shop);
    const { charge } = await payWithCard(order.id, { number: '4580000000000000', cvv: '12' });
    expect(charge.status).toBe(200);
    expect(charge.text).toContain('CVV חייב להכיל 3 ספרות');
    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await transactionRows(shop, order.id)).toHaveLength(0);
  });
});
