import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { fillTaxDocumentRequests } from '../../src/migrations/data/tax-document-requests';
import { documentRequestFrom } from '../../src/modules/documents/domain/document-request';
import { TaxDocumentEntity } from '../../src/modules/documents/infrastructure/tax-document.entity';
import { aListeningShop, anOrder, markPaidInCash } from '../after-sale/fixtures';
import { asAdmin } from '../ordering/fixtures';
import type { TestApp } from '../support/test-app';

/**
 * A tax document's row carries what it is about, written by the paying (refunding) transaction. The
 * migration that brought the column gives the documents an older release left waiting the same
 * request, read from the orders and refunds: the two must agree, or a waiting document would be
 * issued differently after an upgrade.
 */
describe('the requests of documents an older release left waiting (documents, migration)', () => {
  let shop: TestApp;

  beforeAll(async () => {
    // No provider: documents wait as pending, as they do in a shop that has not configured one yet.
    shop = await aListeningShop({ TAX_DOCUMENTS_PROVIDER: 'none' });
  });
  afterAll(() => shop.close());

  const rows = () => shop.app.get(DataSource).getRepository(TaxDocumentEntity);

  it('fills an invoice-receipt and a credit note with what their transactions wrote', async () => {
    const { order } = await anOrder(shop);
    await markPaidInCash(shop, order.id);
    await shop
      .http()
      .post(`/api/admin/orders/${order.id}/refunds`)
      .set(asAdmin(shop))
      .send({ request_key: randomUUID(), charge_fee: true, lines: [{ item_id: order.items[0].id, quantity: 1 }] })
      .expect(201);
    const written = await rows().find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    expect(written.map((row) => [row.kind, row.state])).toEqual([
      ['invoice_receipt', 'pending'],
      ['credit_note', 'pending'],
    ]);
    const asWritten = written.map((row) => documentRequestFrom(row.request));
    expect(asWritten[1]!.refund).toMatchObject({ state: 'succeeded', method: 'cash', lines: [{ quantity: 1, unitPrice: 50000 }] });

    // As an older release left them: no request.
    await rows().update({ orderId: order.id }, { request: null });
    const runner = shop.app.get(DataSource).createQueryRunner();
    try {
      await fillTaxDocumentRequests(runner);
    } finally {
      await runner.release();
    }
    const filled = await rows().find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    expect(filled.map((row) => documentRequestFrom(row.request))).toEqual(asWritten);
  });

  it('leaves a document whose order is gone without a request (it fails with that reason)', async () => {
    await rows().insert({
      documentKey: 'invoice:gone',
      kind: 'invoice_receipt',
      orderId: 'gone',
      refundId: null,
      request: null,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
    });
    const runner = shop.app.get(DataSource).createQueryRunner();
    try {
      await fillTaxDocumentRequests(runner);
    } finally {
      await runner.release();
    }
    expect((await rows().findOneByOrFail({ documentKey: 'invoice:gone' })).request).toBeNull();
  });
});
