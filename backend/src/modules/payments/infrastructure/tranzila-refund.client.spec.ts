import type { RefundRequest } from '../application/payment-provider.port';
import { TranzilaRefundClient } from './tranzila-refund.client';
import { TRANZILA_REFUND_URL } from './tranzila.constants';

const aRefund = (over: Partial<RefundRequest> = {}): RefundRequest => ({
  orderId: '3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b',
  transactionIndex: '98765',
  authNumber: '0123456',
  cardLast4: '1234',
  bit: false,
  amount: 12_340,
  ...over,
});

function providerAnswering(answer: () => Promise<Response>) {
  const calls: { url: string; body: URLSearchParams }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, body: new URLSearchParams(String(init?.body)) });
    return answer();
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('Tranzila refund (credit transaction)', () => {
  it('credits the charge by its index and authorisation number, with the terminal password', async () => {
    const { calls, fetcher } = providerAnswering(async () => new Response('Response=000&index=55501&ConfirmationCode=7654321'));
    const client = new TranzilaRefundClient({ terminal: 'shopterm', transactionPassword: 'pw-1' }, fetcher);
    expect(await client.refund(aRefund())).toEqual({ outcome: 'refunded', reference: '55501' });
    expect(calls[0].url).toBe(TRANZILA_REFUND_URL);
    expect(Object.fromEntries(calls[0].body)).toEqual({
      supplier: 'shopterm',
      TranzilaPW: 'pw-1',
      tranmode: 'C98765',
      authnr: '0123456',
      sum: '123.40',
      currency: '1',
      cred_type: '1',
    });
  });

  it('reports a refusal with the provider’s code and its meaning', async () => {
    const { fetcher } = providerAnswering(async () => new Response('Response=004&index=0'));
    const client = new TranzilaRefundClient({ terminal: 'shopterm', transactionPassword: 'pw-1' }, fetcher);
    expect(await client.refund(aRefund())).toEqual({ outcome: 'declined', code: '004', message: 'העסקה סורבה' });
  });

  const failedFetch = (code: string) =>
    Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) }));

  it.each([
    ['no transaction password', null, async () => new Response('Response=000')],
    ['a refused request (HTTP 4xx)', 'pw-1', async () => new Response('bad', { status: 403 })],
    ['the provider refusing the connection', 'pw-1', () => failedFetch('ECONNREFUSED')],
    ['the provider’s name not found', 'pw-1', () => failedFetch('ENOTFOUND')],
  ])('is unavailable (nothing was made) with %s', async (_, password, answer) => {
    const { calls, fetcher } = providerAnswering(answer);
    const client = new TranzilaRefundClient({ terminal: 'shopterm', transactionPassword: password }, fetcher);
    expect((await client.refund(aRefund())).outcome).toBe('unavailable');
    if (!password) expect(calls).toHaveLength(0);
  });

  it.each([
    ['a server error', async () => new Response('busy', { status: 503 })],
    ['a timeout', async () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))],
    ['a connection broken after sending', () => failedFetch('ECONNRESET')],
    ['an answer without a code', async () => new Response('<html>maintenance</html>')],
  ])('does not know whether the credit was made after %s', async (_, answer) => {
    const { fetcher } = providerAnswering(answer);
    const client = new TranzilaRefundClient({ terminal: 'shopterm', transactionPassword: 'pw-1' }, fetcher);
    expect((await client.refund(aRefund())).outcome).toBe('unknown');
  });
});
