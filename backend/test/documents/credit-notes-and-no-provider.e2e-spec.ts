import { DataSource, EntityManager } from 'typeorm';
import { DocumentMailer } from '../../src/modules/documents/application/document-mailer.port';
import { DocumentsConfig } from '../../src/modules/documents/application/documents-config.port';
import { IssueTaxDocumentUseCase } from '../../src/modules/documents/application/issue-tax-document.use-case';
import { TaxDocumentStore } from '../../src/modules/documents/application/tax-document-store.port';
import { RefundRecord, SoldOrder, TaxDocumentRequests } from '../../src/modules/documents/application/tax-document-requests.port';
import { TaxDocumentEntity } from '../../src/modules/documents/infrastructure/tax-document.entity';
import { OrderReadModel } from '../../src/modules/ordering/application/order-read-model.port';
import { soldOrderOf } from '../../src/modules/ordering/application/sold-order.views';
import { MorningDocumentProvider } from '../../src/modules/documents/infrastructure/morning.document-provider';
import { bearer } from '../support/test-app';
import { aCashOrder, DocumentsShop, startDocumentsShop, taxDocumentsOf } from './fixtures';

/** One of the two balls (₪61.70 each) given back, less a fee of ₪3.09 (5%). */
const aFixtureRefund = (orderId: string, id = 41): RefundRecord => ({
  id,
  orderId,
  state: 'succeeded',
  method: 'cash',
  amount: 5861,
  fee: 309,
  deliveryFee: 0,
  lines: [{ productName: 'Ball', variantName: 'Size 5', quantity: 1, unitPrice: 6170 }],
  createdAt: new Date(),
});

/**
 * TAX_DOCUMENTS_PROVIDER=none: nothing is issued (documents wait as pending, the status warns). The
 * sandbox still answers here (a test shop), so credit notes are asked for with a fixture refund record,
 * as after-sale's refund transaction asks, and issued by hand through the Morning adapter.
 */
describe('credit notes, and a shop without a document provider (documents)', () => {
  let shop: DocumentsShop;

  beforeAll(async () => {
    shop = await startDocumentsShop({ TAX_DOCUMENTS_PROVIDER: 'none' });
  });
  afterAll(() => shop.close());

  const admin = () => bearer(shop.adminToken);
  const request = (work: (requests: TaxDocumentRequests, manager: EntityManager) => Promise<void>) =>
    shop.app.get(DataSource).transaction((manager) => work(shop.app.get(TaxDocumentRequests), manager));
  const soldOrder = async (orderId: string): Promise<SoldOrder> => soldOrderOf((await shop.app.get(OrderReadModel).findById(orderId))!);

  /** The issuing a process's loop does, by hand. */
  function byHand() {
    const provider = new MorningDocumentProvider({ baseUrl: `${shop.publicUrl}/sandbox/documents/api/v1`, keyId: 'k', secret: 's' });
    const store = shop.app.get(TaxDocumentStore);
    const useCase = new IssueTaxDocumentUseCase(store, provider, shop.app.get(DocumentMailer), shop.app.get(DocumentsConfig));
    return {
      due: () => store.findDue(new Date(), 100),
      issue: async (documentId: number) => {
        const now = new Date();
        const claim = await store.claim(documentId, now, new Date(now.getTime() + 60_000));
        if (!claim) throw new Error(`document ${documentId} could not be claimed`);
        return useCase.execute(claim);
      },
    };
  }

  it('warns in the status that no documents are issued', async () => {
    const status = (await shop.http().get('/api/admin/tax-documents/status').set('Authorization', admin()).expect(200)).body.data;
    expect(status).toMatchObject({ provider: 'none', configured: false });
    expect(status.warning).toMatch(/TAX_DOCUMENTS_PROVIDER=none/);
  });

  it('keeps a paid order’s invoice-receipt pending, never dropped and never tried', async () => {
    const order = await aCashOrder(shop);
    await shop.http().post(`/api/orders/${order.id}/cash-payment`).set('Authorization', admin()).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await taxDocumentsOf(shop, order.id)).toMatchObject([{ kind: 'invoice_receipt', state: 'pending', attempts: 0, number: null }]);
  });

  it('issues a refund’s credit note after the invoice-receipt it credits, once, from the refund record', async () => {
    const order = await aCashOrder(shop);
    await shop.http().post(`/api/orders/${order.id}/cash-payment`).set('Authorization', admin()).expect(200);
    const refund = aFixtureRefund(order.id);
    // As after-sale will, in the transaction that records the refund; twice, as a retried transaction might.
    const sold = await soldOrder(order.id);
    await request((requests, manager) => requests.requestCreditNote(manager, refund, sold));
    await request((requests, manager) => requests.requestCreditNote(manager, refund, sold));
    const [invoice, credit] = await taxDocumentsOf(shop, order.id);
    expect(credit).toMatchObject({ kind: 'credit_note', state: 'pending', refund_id: refund.id });

    const issuing = byHand();
    // The credit note waits for the invoice-receipt it names.
    expect(await issuing.due()).toContain(invoice.id);
    expect(await issuing.due()).not.toContain(credit.id);
    expect(await issuing.issue(invoice.id)).toBe('issued');
    expect(await issuing.due()).toContain(credit.id);
    expect(await issuing.issue(credit.id)).toBe('issued');

    const documents = await taxDocumentsOf(shop, order.id);
    expect(documents.map((d) => [d.kind, d.state])).toEqual([
      ['invoice_receipt', 'issued'],
      ['credit_note', 'issued'],
    ]);
    const page = await shop.http().get(new URL(documents[1].url!).pathname).expect(200);
    expect(page.text).toContain(`חשבונית מס זיכוי ${documents[1].number}`);
    expect(page.text).toContain('מזכה את מסמך');
    // ₪61.70 less ₪3.09: ₪58.61, of which ₪8.94 VAT.
    expect(page.text).toContain('₪58.61');
    expect(page.text).toContain('₪8.94');
    expect(page.text).toContain('דמי ביטול ₪3.09');
    // The credit note is numbered in its own sequence.
    expect(documents[1].number).toBe('1');
  });

  it('asks no credit note for an order the shop issued no invoice-receipt for (nothing was paid)', async () => {
    const unpaid = await aCashOrder(shop);
    const sold = await soldOrder(unpaid.id);
    await request((requests, manager) => requests.requestCreditNote(manager, aFixtureRefund(unpaid.id, 42), sold));
    expect(await taxDocumentsOf(shop, unpaid.id)).toEqual([]);
  });

  it('fails a document whose row carries no request (an older release wrote it), with the reason, never asking the provider', async () => {
    const order = await aCashOrder(shop);
    await shop.http().post(`/api/orders/${order.id}/cash-payment`).set('Authorization', admin()).expect(200);
    const [invoice] = await taxDocumentsOf(shop, order.id);
    await shop.app.get(DataSource).getRepository(TaxDocumentEntity).update({ id: invoice.id }, { request: null });
    expect(await byHand().issue(invoice.id)).toBe('failed');
    expect((await taxDocumentsOf(shop, order.id))[0]).toMatchObject({
      state: 'failed',
      number: null,
      last_error: `invoice:${order.id} was requested by an older release without its content: issue it by hand`,
    });
  });
});
