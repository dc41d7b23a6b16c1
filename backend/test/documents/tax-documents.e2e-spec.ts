import { DataSource } from 'typeorm';
import { TaxDocumentEntity } from '../../src/modules/documents/infrastructure/tax-document.entity';
import { bearer } from '../support/test-app';
import {
  aCardOrder,
  aCashOrder,
  allIssued,
  aStoredOrder,
  documentsWhen,
  DocumentsShop,
  invoiceEmailOf,
  notifyPath,
  outboxMessages,
  payThroughSandbox,
  providerResult,
  sandboxDocumentsFor,
  startDocumentsShop,
  taxDocumentsOf,
} from './fixtures';

describe('tax documents through the built-in sandbox (documents)', () => {
  let shop: DocumentsShop;

  beforeAll(async () => {
    shop = await startDocumentsShop();
  });
  afterAll(() => shop.close());

  const admin = () => bearer(shop.adminToken);
  const cashPayment = (orderId: string, token = shop.adminToken) =>
    shop.http().post(`/api/orders/${orderId}/cash-payment`).set('Authorization', bearer(token));
  const pagePath = (url: string) => new URL(url).pathname;

  it('gives a card order paid through the sandbox payment flow exactly one invoice-receipt, its link on the order and by email', async () => {
    const order = await aCardOrder(shop);
    await payThroughSandbox(shop, order.id);
    const [document, ...others] = await documentsWhen(shop, order.id, allIssued);
    expect(others).toEqual([]);
    expect(document).toMatchObject({ kind: 'invoice_receipt', state: 'issued', attempts: 1, last_error: null, refund_id: null });
    expect(document.number).toMatch(/^\d+$/);
    expect(document.url!.startsWith(`${shop.publicUrl}/sandbox/documents/view/`)).toBe(true);

    // The provider notifies again (a replay): still one document, issued once.
    await shop.http().post(notifyPath(order)).type('form').send(providerResult(order)).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await taxDocumentsOf(shop, order.id)).toHaveLength(1);
    expect(await sandboxDocumentsFor(shop, `invoice:${order.id}`)).toBe(1);

    const page = await shop.http().get(pagePath(document.url!)).expect(200);
    expect(page.text).toContain(`חשבונית מס/קבלה ${document.number}`);
    expect(page.text).toContain('Ball (Size 5)');
    // 123.40 includes 18.82 of VAT at 18%.
    expect(page.text).toContain('מע״מ 18%');
    expect(page.text).toContain('₪18.82');
    expect(page.text).toContain('₪104.58');
    expect(page.text).toContain('כרטיס אשראי');

    const publicView = (await shop.http().get(`/api/orders/${order.id}`).expect(200)).body.data;
    expect(publicView.invoice_url).toBe(document.url);
    const tracked = (
      await shop.http().get('/api/orders/track').query({ order_number: order.orderNumber, email: 'dana@example.com' }).expect(200)
    ).body.data;
    expect(tracked.invoice_url).toBe(document.url);
    const listed = (await shop.http().get('/api/orders').query({ search: order.orderNumber }).set('Authorization', admin()).expect(200))
      .body.data;
    expect(listed.map((o: { invoice_url: string | null }) => o.invoice_url)).toEqual([document.url]);
    // The desk's rows, without their lines, carry the link too.
    const rows = (
      await shop.http().get('/api/orders').query({ search: order.orderNumber, lines: 'false' }).set('Authorization', admin()).expect(200)
    ).body.data;
    expect(rows).toEqual([expect.objectContaining({ id: order.id, invoice_url: document.url })]);
    expect(rows[0]).not.toHaveProperty('items');

    const emails = await invoiceEmailOf(shop.dataDir, document.number!, order.orderNumber);
    expect(emails).toHaveLength(1);
    expect(outboxMessages(shop.dataDir).filter((m) => m.raw.includes('X-Tax-Document') && m.raw.includes(order.orderNumber))).toHaveLength(
      1,
    );
    expect(emails[0].text).toContain(document.url);
    expect(emails[0].text).toContain(`חשבונית מס/קבלה מספר ${document.number}`);
  });

  it('shows card installments and Bit on the invoice-receipt as they were paid', async () => {
    const inPayments = await aStoredOrder(shop, { items: [{ productName: 'Bike', quantity: 1, unitPrice: 349.9 }] });
    await payThroughSandbox(
      shop,
      inPayments.id,
      { sandbox_card_number: '4580000000000000', sandbox_expiry: '12/39', sandbox_cvv: '123' },
      3,
    );
    const [installments] = await documentsWhen(shop, inPayments.id, allIssued);
    const installmentsPage = await shop.http().get(pagePath(installments.url!)).expect(200);
    expect(installmentsPage.text).toContain('כרטיס אשראי, 3 תשלומים');

    const bit = await aStoredOrder(shop, { paymentMethod: 'bit', language: 'ru' });
    await payThroughSandbox(shop, bit.id, { sandbox_bit_decision: 'approve' });
    const [bitDocument] = await documentsWhen(shop, bit.id, allIssued);
    const bitPage = await shop.http().get(pagePath(bitDocument.url!)).expect(200);
    // Morning writes no Russian: a Russian order's document is Hebrew; its email is Russian.
    expect(bitPage.text).toContain('lang="he"');
    expect(bitPage.text).toContain('ביט');
    const [email] = await invoiceEmailOf(shop.dataDir, bitDocument.number!, bit.orderNumber);
    expect(email.text).toContain(`Налоговый счёт-квитанция № ${bitDocument.number}`);
  });

  it('numbers the invoice-receipts one after another', async () => {
    const first = await aCashOrder(shop);
    await cashPayment(first.id).expect(200);
    const [a] = await documentsWhen(shop, first.id, allIssued);
    const second = await aCashOrder(shop);
    await cashPayment(second.id).expect(200);
    const [b] = await documentsWhen(shop, second.id, allIssued);
    expect(Number(b.number)).toBe(Number(a.number) + 1);
  });

  it('marks a cash order paid at the desk, once, and gives it one invoice-receipt', async () => {
    const order = await aCashOrder(shop);
    const paid = (await cashPayment(order.id).expect(200)).body.data;
    expect(paid).toMatchObject({ id: order.id, payment_status: 'paid', paid_with: 'cash', installments: null, status: 'new' });
    expect(paid.paid_at).not.toBeNull();
    // A double click, and two desks at once: the same answer, nothing more.
    const again = await Promise.all([cashPayment(order.id), cashPayment(order.id), cashPayment(order.id)]);
    expect(again.map((r) => [r.status, r.body.data.paid_at])).toEqual([
      [200, paid.paid_at],
      [200, paid.paid_at],
      [200, paid.paid_at],
    ]);
    const documents = await documentsWhen(shop, order.id, allIssued);
    expect(documents).toHaveLength(1);
    const page = await shop.http().get(pagePath(documents[0].url!)).expect(200);
    expect(page.text).toContain('מזומן');
    expect((await cashPayment(order.id).expect(200)).body.data.invoice_url).toBe(documents[0].url);

    const racing = await aCashOrder(shop);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cashPayment(racing.id)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body.data.paid_at)).size).toBe(1);
    expect(await documentsWhen(shop, racing.id, allIssued)).toHaveLength(1);
  });

  it('refuses to mark a card, Bit or cancelled order paid in cash, and lets only admins', async () => {
    const card = await aCardOrder(shop);
    expect((await cashPayment(card.id).expect(409)).body.code).toBe('NOT_A_CASH_ORDER');
    const bit = await aStoredOrder(shop, { paymentMethod: 'bit' });
    expect((await cashPayment(bit.id).expect(409)).body.code).toBe('NOT_A_CASH_ORDER');
    const cancelled = await aCashOrder(shop, { status: 'cancelled' });
    expect((await cashPayment(cancelled.id).expect(409)).body.code).toBe('ORDER_CANCELLED');
    expect(await taxDocumentsOf(shop, card.id)).toEqual([]);
    expect(await taxDocumentsOf(shop, cancelled.id)).toEqual([]);

    await cashPayment('6a0e0c3e-2b1a-4c8e-9f00-000000000000').expect(404);
    expect((await cashPayment('not-an-id').expect(400)).body.errors[0].field).toBe('id');
    const cash = await aCashOrder(shop);
    await cashPayment(cash.id, shop.userToken).expect(403);
    await shop.http().post(`/api/orders/${cash.id}/cash-payment`).expect(401);
  });

  it('fails a document that cannot be made, with the reason; a retry issues it once its request is right', async () => {
    // Its total (99.00) disagrees with its line (123.40): no provider would take it.
    const order = await aCashOrder(shop, { totalAmount: 99 });
    await cashPayment(order.id).expect(200);
    const [failed] = await documentsWhen(shop, order.id, (d) => d[0]?.state === 'failed');
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, number: null, url: null });
    expect(failed.last_error).toMatch(/do not add up to its total/);
    expect((await shop.http().get(`/api/orders/${order.id}`).expect(200)).body.data.invoice_url).toBeNull();

    // Retried as it is: one more attempt, failed again.
    const retried = (await shop.http().post(`/api/admin/tax-documents/${failed.id}/retry`).set('Authorization', admin()).expect(200)).body
      .data;
    expect(retried.id).toBe(failed.id);
    await documentsWhen(shop, order.id, (d) => d[0].state === 'failed' && d[0].attempts === 2);

    // The document is made from the order as its payment wrote it into the request (not from the order
    // as it is now): an operator's fix goes there.
    const rows = shop.app.get(DataSource).getRepository(TaxDocumentEntity);
    const request = JSON.parse((await rows.findOneByOrFail({ id: failed.id })).request!);
    await rows.update({ id: failed.id }, { request: JSON.stringify({ ...request, order: { ...request.order, totalAmount: 12340 } }) });
    await shop.http().post(`/api/admin/tax-documents/${failed.id}/retry`).set('Authorization', admin()).expect(200);
    const [issued] = await documentsWhen(shop, order.id, allIssued);
    expect(issued).toMatchObject({ id: failed.id, state: 'issued', attempts: 3, last_error: null });
    expect(issued.number).toMatch(/^\d+$/);

    const refused = await shop.http().post(`/api/admin/tax-documents/${failed.id}/retry`).set('Authorization', admin()).expect(409);
    expect(refused.body.code).toBe('TAX_DOCUMENT_ISSUED');
    expect((await shop.http().post('/api/admin/tax-documents/999999/retry').set('Authorization', admin()).expect(404)).body.code).toBe(
      'TAX_DOCUMENT_NOT_FOUND',
    );
    await shop.http().post('/api/admin/tax-documents/abc/retry').set('Authorization', admin()).expect(400);
    await shop.http().post(`/api/admin/tax-documents/${failed.id}/retry`).set('Authorization', bearer(shop.userToken)).expect(403);
  });

  it('lists an order’s documents for admins only; an unknown order has none', async () => {
    await shop
      .http()
      .get('/api/admin/orders/6a0e0c3e-2b1a-4c8e-9f00-000000000000/tax-documents')
      .set('Authorization', admin())
      .expect(200, { data: [] });
    await shop.http().get('/api/admin/orders/nope/tax-documents').set('Authorization', admin()).expect(400);
    await shop.http().get('/api/admin/orders/6a0e0c3e-2b1a-4c8e-9f00-000000000000/tax-documents').expect(401);
  });

  it('says in the status that the sandbox issues the documents, with no warning', async () => {
    const status = await shop.http().get('/api/admin/tax-documents/status').set('Authorization', admin()).expect(200);
    expect(status.body).toEqual({ data: { provider: 'sandbox', configured: true, warning: null } });
    await shop.http().get('/api/admin/tax-documents/status').set('Authorization', bearer(shop.userToken)).expect(403);
  });

  it('keeps the sandbox’s calls to Morning’s shape: a token first, and its own refusals', async () => {
    const api = '/sandbox/documents/api/v1';
    await shop.http().post(`${api}/account/token`).send({ id: '', secret: '' }).expect(401);
    await shop.http().post(`${api}/documents`).send({ type: 320 }).expect(401);
    const { token } = (await shop.http().post(`${api}/account/token`).send({ id: 'k', secret: 's' }).expect(200)).body;
    const refused = await shop.http().post(`${api}/documents`).set('Authorization', `Bearer ${token}`).send({ type: 305 }).expect(400);
    expect(refused.body.errorMessage).toMatch(/type must be 320 or 330/);
    await shop.http().get('/sandbox/documents/view/6a0e0c3e-2b1a-4c8e-9f00-000000000000').expect(404);
  });
});
