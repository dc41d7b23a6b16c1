import type { TaxDocumentContent } from '../domain/document-content';
import { MorningDocumentProvider } from './morning.document-provider';

/** An invoice-receipt of ₪231.06 paid by card in 3 payments, with a code and the courier. */
const anInvoiceReceipt = (overrides: Partial<TaxDocumentContent> = {}): TaxDocumentContent => ({
  kind: 'invoice_receipt',
  date: '2026-11-25',
  language: 'he',
  client: { name: 'Dana Levi', email: 'dana@example.com', phone: '050-123-4567', address: 'Herzl 12', taxId: null },
  lines: [
    { description: 'Ball (Size 5)', quantity: 2, unitPrice: 6170, total: 12340 },
    { description: 'Pump', quantity: 1, unitPrice: 10000, total: 10000 },
    { description: 'משלוח עם שליח', quantity: 1, unitPrice: 3000, total: 3000 },
  ],
  discount: 2234,
  total: 23106,
  vatRate: 18,
  vat: 3525,
  payment: { method: 'card', amount: 23106, date: '2026-11-25', installments: 3, firstPayment: 7704, laterPayment: 7701 },
  creditsDocumentId: null,
  remarks: 'הזמנה ORD-1 · קוד הנחה SPORT10',
  orderNumber: 'ORD-1',
  ...overrides,
});

interface Call {
  url: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

/** A scripted Morning: answers each call in turn, and records what it was sent. */
function scriptedMorning(...answers: Array<{ status: number; body?: unknown } | Error>) {
  const calls: Call[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      body: JSON.parse(String(init.body)),
      authorization: (init.headers as Record<string, string>).Authorization,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers scripted');
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status });
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

const API = { baseUrl: 'https://morning.test/api/v1', keyId: 'key-id', secret: 'key-secret' };
const token = (value = 'token-1') => ({ status: 200, body: { token: value } });
const document = {
  status: 200,
  body: { id: 'doc-1', number: 10042, url: { he: 'https://morning.test/he.pdf', origin: 'https://morning.test/o.pdf' } },
};

describe('the Morning adapter', () => {
  it('takes a token with the API key, then asks for the document with it', async () => {
    const morning = scriptedMorning(token(), document);
    const outcome = await new MorningDocumentProvider(API, morning.fetchFn).issue(anInvoiceReceipt(), 'invoice:order-1');
    expect(outcome).toEqual({ issued: true, providerDocumentId: 'doc-1', number: '10042', url: 'https://morning.test/he.pdf' });
    expect(morning.calls.map((c) => c.url)).toEqual(['https://morning.test/api/v1/account/token', 'https://morning.test/api/v1/documents']);
    expect(morning.calls[0].body).toEqual({ id: 'key-id', secret: 'key-secret' });
    expect(morning.calls[1].authorization).toBe('Bearer token-1');
  });

  it('sends the buyer’s company number as the client’s taxId only when there is one', async () => {
    const b2b = scriptedMorning(token(), document);
    const client = { name: 'Sport Ltd', email: 'buy@sport.test', phone: '03-1234567', address: null, taxId: '514000003' };
    await new MorningDocumentProvider(API, b2b.fetchFn).issue(anInvoiceReceipt({ client }), 'invoice:order-2');
    expect((b2b.calls[1].body as { client: object }).client).toEqual({
      name: 'Sport Ltd',
      emails: ['buy@sport.test'],
      phone: '03-1234567',
      taxId: '514000003',
      country: 'IL',
      add: false,
    });
    const privateBuyer = scriptedMorning(token(), document);
    await new MorningDocumentProvider(API, privateBuyer.fetchFn).issue(anInvoiceReceipt(), 'invoice:order-1');
    expect((privateBuyer.calls[1].body as { client: object }).client).not.toHaveProperty('taxId');
  });

  it('sends the document in Morning’s shape: type 320, prices with VAT, the discount, card payments, the key', async () => {
    const morning = scriptedMorning(token(), document);
    await new MorningDocumentProvider(API, morning.fetchFn).issue(anInvoiceReceipt(), 'invoice:order-1');
    expect(morning.calls[1].body).toEqual({
      type: 320,
      date: '2026-11-25',
      lang: 'he',
      currency: 'ILS',
      vatType: 1,
      description: 'ORD-1',
      remarks: 'הזמנה ORD-1 · קוד הנחה SPORT10',
      client: { name: 'Dana Levi', emails: ['dana@example.com'], phone: '050-123-4567', address: 'Herzl 12', country: 'IL', add: false },
      income: [
        { description: 'Ball (Size 5)', quantity: 2, price: 61.7, currency: 'ILS', vatType: 1 },
        { description: 'Pump', quantity: 1, price: 100, currency: 'ILS', vatType: 1 },
        { description: 'משלוח עם שליח', quantity: 1, price: 30, currency: 'ILS', vatType: 1 },
      ],
      discount: { amount: 22.34, type: 'sum' },
      payment: [{ type: 3, price: 231.06, currency: 'ILS', date: '2026-11-25', dealType: 2, numPayments: 3, firstPayment: 77.04 }],
      custom: 'invoice:order-1',
    });
  });

  it('sends Bit and cash with their payment types, and a credit note with its invoice and no payment', async () => {
    const morning = scriptedMorning(token(), document, document, document);
    const provider = new MorningDocumentProvider(API, morning.fetchFn);
    await provider.issue(anInvoiceReceipt({ payment: { method: 'bit', amount: 23106, date: '2026-11-25' } }), 'invoice:a');
    await provider.issue(anInvoiceReceipt({ payment: { method: 'cash', amount: 23106, date: '2026-11-25' } }), 'invoice:b');
    await provider.issue(anInvoiceReceipt({ kind: 'credit_note', payment: null, creditsDocumentId: 'doc-1' }), 'credit:7');
    expect(morning.calls.slice(1).map((c) => (c.body.payment as Array<{ type: number }> | undefined)?.[0]?.type)).toEqual([
      10,
      1,
      undefined,
    ]);
    expect(morning.calls[3].body).toMatchObject({ type: 330, linkedDocumentIds: ['doc-1'], custom: 'credit:7' });
    // One token for all three.
    expect(morning.calls.filter((c) => c.url.endsWith('/account/token'))).toHaveLength(1);
  });

  it('takes a new token once when the one it kept is refused', async () => {
    const morning = scriptedMorning(token('old'), { status: 401, body: { errorMessage: 'expired' } }, token('new'), document);
    const outcome = await new MorningDocumentProvider(API, morning.fetchFn).issue(anInvoiceReceipt(), 'invoice:order-1');
    expect(outcome.issued).toBe(true);
    expect(morning.calls.map((c) => c.authorization)).toEqual([undefined, 'Bearer old', undefined, 'Bearer new']);
  });

  it('asks for a new token when the kept one is old', async () => {
    let now = 0;
    const morning = scriptedMorning(token('a'), document, token('b'), document);
    const provider = new MorningDocumentProvider(API, morning.fetchFn, () => now);
    await provider.issue(anInvoiceReceipt(), 'invoice:a');
    now = 31 * 60 * 1000;
    await provider.issue(anInvoiceReceipt(), 'invoice:b');
    expect(morning.calls[3].authorization).toBe('Bearer b');
  });

  it('reports Morning out of reach, or failing on its side, as worth retrying', async () => {
    const down = scriptedMorning(Object.assign(new TypeError('fetch failed'), { cause: new Error('connect ECONNREFUSED') }));
    expect(await new MorningDocumentProvider(API, down.fetchFn).issue(anInvoiceReceipt(), 'k')).toEqual({
      issued: false,
      retryable: true,
      error: 'Morning could not be reached: Error: connect ECONNREFUSED',
    });
    const failing = scriptedMorning(token(), { status: 503, body: { errorCode: 503, errorMessage: 'Maintenance' } });
    expect(await new MorningDocumentProvider(API, failing.fetchFn).issue(anInvoiceReceipt(), 'k')).toEqual({
      issued: false,
      retryable: true,
      error: 'Morning answered 503: Maintenance (code 503)',
    });
    const wrongKey = scriptedMorning({ status: 401, body: { errorMessage: 'Bad key' } });
    expect(await new MorningDocumentProvider(API, wrongKey.fetchFn).issue(anInvoiceReceipt(), 'k')).toMatchObject({
      issued: false,
      retryable: true,
      error: 'No API token: Morning answered 401: Bad key',
    });
  });

  it('reports a refused document as not worth retrying, with Morning’s reason', async () => {
    const morning = scriptedMorning(token(), { status: 400, body: { errorCode: 1003, errorMessage: 'Client name is missing' } });
    expect(await new MorningDocumentProvider(API, morning.fetchFn).issue(anInvoiceReceipt(), 'k')).toEqual({
      issued: false,
      retryable: false,
      error: 'Morning answered 400: Client name is missing (code 1003)',
    });
  });

  it('takes a plain link too, and retries an answer without id, number or link', async () => {
    const plain = scriptedMorning(token(), { status: 201, body: { id: 7, number: '55', url: 'https://morning.test/d.pdf' } });
    expect(await new MorningDocumentProvider(API, plain.fetchFn).issue(anInvoiceReceipt(), 'k')).toEqual({
      issued: true,
      providerDocumentId: '7',
      number: '55',
      url: 'https://morning.test/d.pdf',
    });
    const partial = scriptedMorning(token(), { status: 200, body: { id: 'x' } });
    expect(await new MorningDocumentProvider(API, partial.fetchFn).issue(anInvoiceReceipt(), 'k')).toMatchObject({
      issued: false,
      retryable: true,
    });
  });
});
