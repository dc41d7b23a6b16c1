import { startTestApp, TestApp } from '../support/test-app';
import { aStoredOrder, freePort, hiddenFields, readOrder, transactionRows } from './fixtures';

describe('installments and Bit through the sandbox provider (payments)', () => {
  let shop: TestApp;
  let publicUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    shop = await startTestApp({ env: { PUBLIC_URL: publicUrl } });
    await shop.app.listen(port, '127.0.0.1');
  });
  afterAll(() => shop.close());

  const anOrderOf = (price: number, overrides: Parameters<typeof aStoredOrder>[1] = {}) =>
    aStoredOrder(shop, { items: [{ productName: 'Bike', quantity: 1, unitPrice: price }], ...overrides });

  /** Session for that many payments, then the sandbox page it points at. */
  async function openFrame(orderId: string, installments?: number) {
    const session = await shop
      .http()
      .post(`/api/payment/session/${orderId}`)
      .send(installments ? { installments } : {})
      .expect(200);
    const frame = new URL(session.body.data.url);
    const page = await shop.http().get(`${frame.pathname}${frame.search}`).expect(200);
    return {
      frame,
      page,
      charge: (fields: Record<string, string>) =>
        shop
          .http()
          .post(frame.pathname.replace('iframenew.php', 'charge'))
          .type('form')
          .send({ ...hiddenFields(page.text), ...fields }),
    };
  }

  it('shows the payments in Hebrew and in Russian, and settles the charge in those payments', async () => {
    const order = await anOrderOf(349.9);
    const { page, charge } = await openFrame(order.id, 3);
    expect(page.text).toContain('3 תשלומים: תשלום ראשון ₪116.64, ואחריו ₪116.63 לכל תשלום');
    const paid = await charge({ sandbox_card_number: '4580000000000000', sandbox_expiry: '12/39', sandbox_cvv: '123' }).expect(303);
    const back = new URL(paid.headers.location);
    expect(back.pathname).toBe('/payment-success');
    expect([back.searchParams.get('o_cred_type'), back.searchParams.get('o_npay'), back.searchParams.get('Response')]).toEqual([
      '8',
      '2',
      '000',
    ]);
    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'paid', paidWith: 'installments', installments: 3 });

    const russian = await anOrderOf(1000, { language: 'ru' });
    expect((await openFrame(russian.id, 6)).page.text).toContain('6 платежей: первый ₪166.70, затем по ₪166.66');
  });

  it('keeps the test cards: a declined card in payments fails the order', async () => {
    const order = await anOrderOf(1000);
    const { charge } = await openFrame(order.id, 6);
    const declined = await charge({ sandbox_card_number: '4580 0000 0000 0004', sandbox_expiry: '12/39', sandbox_cvv: '123' }).expect(303);
    expect(new URL(declined.headers.location).pathname).toBe('/payment-error');
    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'failed', paymentErrorCode: '004', paidWith: null });
  });

  it('refuses a frame whose payments do not add up to the sum, like the provider', async () => {
    const order = await anOrderOf(349.9);
    const { frame } = await openFrame(order.id, 3);
    frame.searchParams.set('spay', '116.64');
    const page = await shop.http().get(`${frame.pathname}${frame.search}`).expect(400);
    expect(page.text).toContain('spay');
  });

  it('shows a Bit order the approval screen; approving pays it with Bit and returns to the success page', async () => {
    const order = await anOrderOf(123.4, { paymentMethod: 'bit', language: 'ru' });
    const { page, charge } = await openFrame(order.id);
    expect(page.text).toContain('Подтвердите платёж в приложении Bit');
    expect(page.text).not.toContain('sandbox_card_number');
    const approved = await charge({ sandbox_bit_decision: 'approve' }).expect(303);
    const back = new URL(approved.headers.location);
    expect(back.pathname).toBe('/ru/payment-success');
    expect(back.searchParams.get('payment_method')).toBe('bit');
    expect(back.searchParams.get('ccno')).toBeNull();
    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'paid', paidWith: 'bit', installments: null });
    expect(await transactionRows(shop, order.id)).toEqual([
      expect.objectContaining({ cardType: 'Bit', cardLast4: null, status: 'success' }),
    ]);
  });

  it('declining in Bit fails the payment and returns to the error page; no decision shows the screen again', async () => {
    const order = await anOrderOf(123.4, { paymentMethod: 'bit' });
    const { charge } = await openFrame(order.id);
    const again = await charge({}).expect(200);
    expect(again.text).toContain('אשרו את התשלום באפליקציית ביט');
    const declined = await charge({ sandbox_bit_decision: 'decline' }).expect(303);
    expect(new URL(declined.headers.location).pathname).toBe('/payment-error');
    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'failed', paymentErrorCode: '004', paidWith: null });
  });
});
