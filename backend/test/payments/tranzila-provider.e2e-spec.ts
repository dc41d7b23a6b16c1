import { startTestApp, TestApp } from '../support/test-app';
import { aCardOrder, notifyPath, providerResult, readOrder, TEST_HMAC_SECRET, transactionRows } from './fixtures';

type Answer = () => Promise<Response>;

describe('the Tranzila adapter with handshake and transaction lookup (payments)', () => {
  let shop: TestApp;
  const answers: { handshake: Answer; lookup: Answer } = {
    handshake: async () => Response.json({ thtk: 'thtk-123' }),
    lookup: async () => Response.json({ transactions: [] }),
  };
  const realFetch = globalThis.fetch;
  let providerCalls: { url: string; body: unknown; headers: Record<string, string> }[] = [];

  beforeAll(async () => {
    // Stands in for api.tranzila.com; the app runs in this process and looks fetch up at call time.
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (!url.startsWith('https://api.tranzila.com/')) return realFetch(input, init);
      providerCalls.push({ url, body: JSON.parse(String(init?.body)), headers: init?.headers as Record<string, string> });
      return url.includes('/handshake/') ? answers.handshake() : answers.lookup();
    });
    shop = await startTestApp({
      env: {
        PAYMENT_PROVIDER: 'tranzila',
        TRANZILA_TERMINAL: 'shopterm',
        TRANZILA_APP_KEY: 'app-key',
        TRANZILA_SECRET: 'api-secret',
        TRANZILA_HANDSHAKE: 'true',
        PAYMENT_HMAC_SECRET: TEST_HMAC_SECRET,
        PUBLIC_URL: 'https://shop.test',
      },
    });
  });
  afterAll(async () => {
    await shop.close();
    jest.restoreAllMocks();
  });
  beforeEach(() => {
    providerCalls = [];
  });

  it('answers the Tranzila frame URL locked by a handshake token', async () => {
    const order = await aCardOrder(shop);
    const url = new URL((await shop.http().post(`/api/payment/session/${order.id}`).expect(200)).body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://direct.tranzila.com/shopterm/iframenew.php');
    expect(url.searchParams.get('thtk')).toBe('thtk-123');
    expect(providerCalls).toEqual([
      expect.objectContaining({ url: 'https://api.tranzila.com/v2/handshake/create', body: { terminal_name: 'shopterm', sum: 123.4 } }),
    ]);
    expect(providerCalls[0].headers['X-tranzila-api-app-key']).toBe('app-key');
    expect(providerCalls[0].headers['X-tranzila-api-nonce']).toMatch(/^[0-9a-f]{80}$/);
  });

  it('answers 502 PROVIDER_UNAVAILABLE when the handshake fails', async () => {
    answers.handshake = async () => new Response('maintenance', { status: 503 });
    const order = await aCardOrder(shop);
    const res = await shop.http().post(`/api/payment/session/${order.id}`).expect(502);
    expect(res.body).toEqual({
      statusCode: 502,
      code: 'PROVIDER_UNAVAILABLE',
      message: expect.any(String),
      requestId: res.headers['x-request-id'],
    });
    answers.handshake = async () => Response.json({ thtk: 'thtk-123' });
  });

  it('marks the order paid only when the lookup confirms code 000 and the amount', async () => {
    answers.lookup = async () => Response.json({ transactions: [{ index: '98765', processor_response_code: '000', amount: '123.40' }] });
    const order = await aCardOrder(shop);
    await shop.http().post(notifyPath(order)).type('form').send(providerResult(order)).expect(200);
    expect(providerCalls).toEqual([
      expect.objectContaining({
        url: 'https://api.tranzila.com/v1/transactions',
        body: { terminal_name: 'shopterm', transaction_index: '98765' },
      }),
    ]);
    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect((await transactionRows(shop, order.id))[0]).toMatchObject({ provider: 'tranzila' });
  });

  it('refuses a notify the provider does not confirm with 422 and changes nothing', async () => {
    answers.lookup = async () => Response.json({ transactions: [{ index: '98765', processor_response_code: '004', amount: '123.40' }] });
    const order = await aCardOrder(shop);
    const res = await shop.http().post(notifyPath(order)).type('form').send(providerResult(order)).expect(422);
    expect(res.body.code).toBe('TRANSACTION_NOT_CONFIRMED');
    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await transactionRows(shop, order.id)).toHaveLength(0);
  });

  it('answers 502 when the lookup is unavailable, so the notify can be retried', async () => {
    answers.lookup = async () => Promise.reject(new Error('ECONNRESET'));
    const order = await aCardOrder(shop);
    expect((await shop.http().post(notifyPath(order)).type('form').send(providerResult(order)).expect(502)).body.code).toBe(
      'PROVIDER_UNAVAILABLE',
    );
    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'pending' });
  });
});
