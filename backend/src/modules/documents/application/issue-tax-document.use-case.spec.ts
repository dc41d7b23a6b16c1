import { Logger } from '@nestjs/common';
import type { RefundRecord, SoldOrder, TaxDocumentContent } from '../domain/document-content';
import type { ClaimedTaxDocument, TaxDocument } from '../domain/tax-document';
import { MAX_ATTEMPTS } from '../domain/retry-schedule';
import { DocumentMailer } from './document-mailer.port';
import { DocumentsConfig } from './documents-config.port';
import { IssueTaxDocumentUseCase } from './issue-tax-document.use-case';
import { IssueOutcome, TaxDocumentProvider } from './tax-document-provider.port';
import { FailedAttempt, IssuedDocument, TaxDocumentStore } from './tax-document-store.port';

const ORDER_ID = '3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b';

const aPaidOrder = (): SoldOrder => ({
  id: ORDER_ID,
  orderNumber: 'ORD-1767000000000-42',
  language: 'ru',
  customerName: 'Ольга',
  customerEmail: 'olga@example.com',
  customerPhone: '050-123-4567',
  customerAddress: null,
  companyName: null,
  companyNumber: null,
  lines: [{ productName: 'Мяч', variantName: '', quantity: 2, unitPrice: 6170 }],
  itemsTotal: 12340,
  discountCode: null,
  discountAmount: 0,
  deliveryMethod: 'pickup',
  deliveryFee: 0,
  totalAmount: 12340,
  paymentMethod: 'bit',
  paidWith: 'bit',
  installments: null,
  paidAt: new Date('2026-11-25T10:00:00Z'),
});

/** One ball of the two given back, no fee. */
const aFixtureRefund = (): RefundRecord => ({
  id: 7,
  orderId: ORDER_ID,
  state: 'succeeded',
  method: 'bit',
  amount: 6170,
  fee: 0,
  deliveryFee: 0,
  lines: [{ productName: 'Мяч', variantName: '', quantity: 1, unitPrice: 6170 }],
  createdAt: new Date('2026-11-26T10:00:00Z'),
});

const claimOf = (kind: ClaimedTaxDocument['kind'], attempts = 1, refund: RefundRecord | null = aFixtureRefund()): ClaimedTaxDocument => ({
  id: kind === 'invoice_receipt' ? 1 : 2,
  documentKey: kind === 'invoice_receipt' ? `invoice:${ORDER_ID}` : 'credit:7',
  kind,
  orderId: ORDER_ID,
  refundId: kind === 'credit_note' ? 7 : null,
  // What the paying (refunding) transaction wrote into the row.
  request: { order: aPaidOrder(), refund: kind === 'credit_note' ? refund : null },
  attempts,
  leaseToken: 'lease',
});

class StoreInMemory extends TaxDocumentStore {
  issued: Array<{ claim: ClaimedTaxDocument; issued: IssuedDocument }> = [];
  failures: FailedAttempt[] = [];
  emailed = new Set<number>();
  leaseLost = false;
  invoice: Partial<TaxDocument> | null = { providerDocumentId: 'doc-320-1', state: 'issued' };
  findDue = async () => [];
  claim = async () => null;
  recordIssued = async (claim: ClaimedTaxDocument, issued: IssuedDocument) => !this.leaseLost && this.issued.push({ claim, issued }) > 0;
  recordFailure = async (_: ClaimedTaxDocument, failure: FailedAttempt) => !this.leaseLost && this.failures.push(failure) > 0;
  claimEmail = async (id: number) => !this.emailed.has(id) && this.emailed.add(id).size > 0;
  retry = async () => false;
  findById = async () => null;
  listForOrder = async () => [];
  invoiceReceiptOf = async () => this.invoice as TaxDocument | null;
  invoiceUrls = async () => new Map<string, string>();
}

class ProviderAnswering extends TaxDocumentProvider {
  readonly languages = ['he', 'en'];
  sent: Array<{ content: TaxDocumentContent; key: string }> = [];
  constructor(private readonly outcome: IssueOutcome) {
    super();
  }
  async issue(content: TaxDocumentContent, key: string): Promise<IssueOutcome> {
    this.sent.push({ content, key });
    return this.outcome;
  }
}

class MailerRecording extends DocumentMailer {
  sent: Array<{ kind?: 'credit_note'; order: SoldOrder; document: { number: string; url: string; language: string } }> = [];
  failWith: Error | null = null;
  async sendInvoiceReceipt(order: SoldOrder, document: { number: string; url: string; language: 'he' | 'ru' }): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.sent.push({ order, document });
  }
  async sendCreditNote(order: SoldOrder, document: { number: string; url: string; language: 'he' | 'ru' }): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.sent.push({ kind: 'credit_note', order, document });
  }
}

const SETTINGS: DocumentsConfig = {
  provider: 'sandbox',
  api: null,
  pollMs: 1000,
  sandboxAllowed: true,
  warning: null,
  shopTimeZone: 'Asia/Jerusalem',
};
const ISSUED: IssueOutcome = { issued: true, providerDocumentId: 'doc-1', number: '17', url: 'https://docs.test/17' };

function setUp(outcome: IssueOutcome = ISSUED) {
  const store = new StoreInMemory();
  const provider = new ProviderAnswering(outcome);
  const mailer = new MailerRecording();
  const useCase = new IssueTaxDocumentUseCase(store, provider, mailer, SETTINGS);
  return { store, provider, mailer, useCase };
}

describe('issuing a claimed tax document', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

  it('issues the invoice-receipt, records it and emails the link once, in the order’s language', async () => {
    const { store, provider, mailer, useCase } = setUp();
    expect(await useCase.execute(claimOf('invoice_receipt'))).toBe('issued');
    expect(provider.sent[0].key).toBe(`invoice:${ORDER_ID}`);
    expect(provider.sent[0].content).toMatchObject({ kind: 'invoice_receipt', language: 'he', payment: { method: 'bit' } });
    expect(store.issued[0].issued).toMatchObject({ providerDocumentId: 'doc-1', number: '17', url: 'https://docs.test/17' });
    expect(mailer.sent).toEqual([
      { order: expect.objectContaining({ language: 'ru' }), document: { number: '17', url: 'https://docs.test/17', language: 'he' } },
    ]);
    await useCase.execute(claimOf('invoice_receipt'));
    expect(mailer.sent).toHaveLength(1);
  });

  it('issues a credit note from the refund record, naming the invoice-receipt it credits, and emails its link once', async () => {
    const { provider, mailer, useCase } = setUp();
    expect(await useCase.execute(claimOf('credit_note'))).toBe('issued');
    expect(provider.sent[0]).toMatchObject({
      key: 'credit:7',
      content: { kind: 'credit_note', total: 6170, vat: 941, creditsDocumentId: 'doc-320-1', date: '2026-11-26' },
    });
    expect(mailer.sent).toEqual([
      {
        kind: 'credit_note',
        order: expect.objectContaining({ language: 'ru' }),
        document: { number: '17', url: 'https://docs.test/17', language: 'he' },
      },
    ]);
    await useCase.execute(claimOf('credit_note'));
    expect(mailer.sent).toHaveLength(1);
  });

  it('fails a credit note whose refund is not known, without asking the provider', async () => {
    const { store, provider, useCase } = setUp(ISSUED);
    expect(await useCase.execute(claimOf('credit_note', 1, null))).toBe('failed');
    expect(provider.sent).toHaveLength(0);
    expect(store.failures).toEqual([{ state: 'failed', error: 'Refund 7 was not found' }]);
  });

  it('tries again later when the provider is out of reach, and gives up after the last attempt', async () => {
    const down: IssueOutcome = { issued: false, retryable: true, error: 'Morning could not be reached' };
    const { store, useCase } = setUp(down);
    expect(await useCase.execute(claimOf('invoice_receipt', 1))).toBe('will-retry');
    expect(store.failures[0]).toMatchObject({ state: 'pending', error: 'Morning could not be reached' });
    expect(await useCase.execute(claimOf('invoice_receipt', MAX_ATTEMPTS))).toBe('failed');
  });

  it('fails at once a document the provider refuses', async () => {
    const { store, useCase } = setUp({ issued: false, retryable: false, error: 'Morning answered 400: bad client' });
    expect(await useCase.execute(claimOf('invoice_receipt'))).toBe('failed');
    expect(store.failures).toEqual([{ state: 'failed', error: 'Morning answered 400: bad client' }]);
  });

  it('writes nothing over another process that took the document over, and sends no email', async () => {
    const { store, mailer, useCase } = setUp();
    store.leaseLost = true;
    expect(await useCase.execute(claimOf('invoice_receipt'))).toBe('lost');
    expect(mailer.sent).toHaveLength(0);
  });

  it('keeps the document issued when the email cannot be sent', async () => {
    const { store, mailer, useCase } = setUp();
    mailer.failWith = new Error('SMTP down');
    expect(await useCase.execute(claimOf('invoice_receipt'))).toBe('issued');
    expect(store.issued).toHaveLength(1);
  });
});
