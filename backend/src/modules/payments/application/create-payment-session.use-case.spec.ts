import { Logger } from '@nestjs/common';
import { aPayableOrder } from '../../../../test/payments/fixtures';
import { DomainError } from '../../../shared/domain/domain-error';
import { OrderPayments, PayableOrder } from '../../ordering/application/order-payments.port';
import { isValidNotifyToken } from '../domain/notify-token';
import { ProviderUnavailableError } from '../domain/payment.errors';
import { DEFAULT_INSTALLMENT_RULE } from 'shop-rules';
import type { InstallmentRuleSource } from './installment-rule.port';
import { TranzilaApiClient } from '../infrastructure/tranzila-api.client';
import { TranzilaPaymentProvider } from '../infrastructure/tranzila.payment-provider';
import { CreatePaymentSessionUseCase } from './create-payment-session.use-case';
import { PaymentProvider } from './payment-provider.port';
import { PaymentsConfig } from './payments-config.port';

/** The shop rules' default rule, as the shop settings answer it on a fresh shop. */
const defaultRule: InstallmentRuleSource = { current: () => Promise.resolve(DEFAULT_INSTALLMENT_RULE) };

const settings: PaymentsConfig = {
  provider: 'tranzila',
  publicUrl: 'https://shop.example',
  sandboxOnPageOrigin: false,
  hmacSecret: 'k'.repeat(48),
  terminal: 'shopterm',
  api: { appKey: 'app', secret: 'sec', timeUnit: 'seconds' },
  handshake: false,
  transactionPassword: null,
  extraFrameSources: [],
};

const ordersHolding = (order: PayableOrder | null): OrderPayments => ({
  findPayable: async () => order,
  markPaid: async () => true,
  markFailed: async () => true,
});

const fakeFetch = (answer: () => Promise<Response>) => jest.fn((_url: string | URL | Request, _init?: RequestInit) => answer());

async function sessionUrl(
  order: PayableOrder,
  provider: PaymentProvider,
  overrides: Partial<PaymentsConfig> = {},
  installments?: number,
): Promise<URL> {
  const useCase = new CreatePaymentSessionUseCase(ordersHolding(order), provider, { ...settings, ...overrides }, defaultRule);
  return new URL((await useCase.execute({ orderId: order.id, installments })).url);
}

const tranzila = (fetcher = fakeFetch(async () => new Response('{}')), handshake = false) =>
  new TranzilaPaymentProvider({ terminal: 'shopterm', handshake }, new TranzilaApiClient(settings, fetcher));

describe('payment session', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('points at the Tranzila frame with the spec parameters, amount from the order', async () => {
    const url = await sessionUrl(aPayableOrder(), tranzila());
    expect(`${url.origin}${url.pathname}`).toBe('https://direct.tranzila.com/shopterm/iframenew.php');
    const p = url.searchParams;
    expect(p.get('sum')).toBe('123.40');
    expect(p.get('currency')).toBe('1');
    expect(p.get('cred_type')).toBe('1');
    expect(p.get('tranmode')).toBe('A');
    expect(p.get('lang')).toBe('il');
    expect(p.get('orderId')).toBe(aPayableOrder().id);
    expect(p.get('u71')).toBe('1');
    expect(p.get('pdesc')).toBe('הזמנה ORD-1700000000000-42');
    expect(p.get('contact')).toBe('Dana Levi');
    expect(p.get('email')).toBe('dana@example.com');
    expect(p.get('phone')).toBe('+972 50-123-4567');
    expect(p.get('company')).toBe('NA');
    expect(p.get('city')).toBe('NA');
    expect(p.get('thtk')).toBeNull();
  });

  it('sends the lines as URL-encoded JSON', async () => {
    const url = await sessionUrl(aPayableOrder(), tranzila());
    const raw = url.searchParams.get('json_purchase_data')!;
    expect(raw).toMatch(/^%5B/);
    expect(JSON.parse(decodeURIComponent(raw))).toEqual([{ product_name: 'Ball (Size 5)', product_quantity: 2, product_price: 61.7 }]);
  });

  it('asks the provider for payments: cred_type 8, npay, fpay and spay adding up to the sum', async () => {
    const order = aPayableOrder({ total: 34_990, items: [{ productName: 'Bike', variantName: '', quantity: 1, unitPrice: 34_990 }] });
    const p = (await sessionUrl(order, tranzila(), {}, 3)).searchParams;
    expect([p.get('sum'), p.get('cred_type'), p.get('npay'), p.get('fpay'), p.get('spay'), p.get('bit')]).toEqual([
      '349.90',
      '8',
      '2',
      '116.64',
      '116.63',
      null,
    ]);
    const notify = new URL(p.get('notify_url_address')!);
    expect(notify.searchParams.get('installments')).toBe('3');
    expect(isValidNotifyToken(notify.searchParams.get('token'), order.id, 34_990, settings.hmacSecret, 3)).toBe(true);
    expect(isValidNotifyToken(notify.searchParams.get('token'), order.id, 34_990, settings.hmacSecret, 1)).toBe(false);
  });

  it('offers Bit with its flag and a regular charge', async () => {
    const p = (await sessionUrl(aPayableOrder({ paymentMethod: 'bit' }), tranzila())).searchParams;
    expect([p.get('bit'), p.get('cred_type'), p.get('npay')]).toEqual(['1', '1', null]);
  });

  it('lists the delivery fee as a line, and the order as one line when the lines do not make the total', async () => {
    const lines = async (order: PayableOrder) =>
      JSON.parse(decodeURIComponent((await sessionUrl(order, tranzila())).searchParams.get('json_purchase_data')!)) as unknown[];
    expect(await lines(aPayableOrder({ total: 15_340, deliveryFee: 3_000 }))).toEqual([
      { product_name: 'Ball (Size 5)', product_quantity: 2, product_price: 61.7 },
      { product_name: 'משלוח', product_quantity: 1, product_price: 30 },
    ]);
    expect(await lines(aPayableOrder({ total: 11_106, discountAmount: 1_234 }))).toEqual([
      { product_name: 'הזמנה ORD-1700000000000-42', product_quantity: 1, product_price: 111.06 },
    ]);
  });

  it('uses ru for a Russian order and the company name when given', async () => {
    const url = await sessionUrl(aPayableOrder({ language: 'ru', companyName: 'Sport Ltd' }), tranzila());
    expect(url.searchParams.get('lang')).toBe('ru');
    expect(url.searchParams.get('company')).toBe('Sport Ltd');
    expect(url.searchParams.get('pdesc')).toBe('Заказ ORD-1700000000000-42');
  });

  it('returns to the shop pages and notifies with a token bound to order and amount', async () => {
    const order = aPayableOrder();
    const p = (await sessionUrl(order, tranzila())).searchParams;
    expect(p.get('success_url_address')).toBe(`https://shop.example/payment-success?orderId=${order.id}`);
    expect(p.get('fail_url_address')).toBe(`https://shop.example/payment-error?orderId=${order.id}`);
    const notify = new URL(p.get('notify_url_address')!);
    expect(`${notify.origin}${notify.pathname}`).toBe('https://shop.example/api/payment/notify');
    expect(notify.searchParams.get('orderId')).toBe(order.id);
    const token = notify.searchParams.get('token');
    expect(isValidNotifyToken(token, order.id, 12340, settings.hmacSecret)).toBe(true);
    expect(isValidNotifyToken(token, order.id, 12341, settings.hmacSecret)).toBe(false);
  });

  it("returns to the shop pages in the order's language", async () => {
    const order = aPayableOrder({ language: 'ru' });
    const p = (await sessionUrl(order, tranzila())).searchParams;
    expect(p.get('success_url_address')).toBe(`https://shop.example/ru/payment-success?orderId=${order.id}`);
    expect(p.get('fail_url_address')).toBe(`https://shop.example/ru/payment-error?orderId=${order.id}`);
    expect(new URL(p.get('notify_url_address')!).pathname).toBe('/api/payment/notify');
  });

  it('locks the amount with a handshake token when configured', async () => {
    const fetcher = fakeFetch(async () => Response.json({ thtk: 'handshake-token-1' }));
    const url = await sessionUrl(aPayableOrder(), tranzila(fetcher, true));
    expect(url.searchParams.get('thtk')).toBe('handshake-token-1');
    const [calledUrl, init] = fetcher.mock.calls[0];
    expect(calledUrl).toBe('https://api.tranzila.com/v2/handshake/create');
    expect(JSON.parse(String(init?.body))).toEqual({ terminal_name: 'shopterm', sum: 123.4 });
    expect(Object.keys(init?.headers as object)).toEqual(expect.arrayContaining(['X-tranzila-api-access-token', 'X-tranzila-api-nonce']));
  });

  it.each([
    ['unreachable', async () => Promise.reject(new Error('ECONNREFUSED'))],
    ['an error status', async () => new Response('nope', { status: 500 })],
    ['no token', async () => Response.json({ error: 'x' })],
    ['no JSON', async () => new Response('<html>')],
  ])('reports the provider unavailable when the handshake is %s', async (_, answer) => {
    await expect(sessionUrl(aPayableOrder(), tranzila(fakeFetch(answer as () => Promise<Response>), true))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it.each([
    ['unknown', null, 'ORDER_NOT_FOUND'],
    ['paid', aPayableOrder({ paymentStatus: 'paid', status: 'paid' }), 'ORDER_ALREADY_PAID'],
    ['cash', aPayableOrder({ paymentMethod: 'cash' }), 'PAYMENT_METHOD_NOT_CARD'],
    ['cancelled', aPayableOrder({ status: 'cancelled' }), 'ORDER_CANCELLED'],
  ])('refuses a session for a %s order', async (_, order, code) => {
    const useCase = new CreatePaymentSessionUseCase(ordersHolding(order), tranzila(), settings, defaultRule);
    await expect(useCase.execute({ orderId: aPayableOrder().id })).rejects.toMatchObject({ code });
    await expect(useCase.execute({ orderId: aPayableOrder().id })).rejects.toBeInstanceOf(DomainError);
  });
});
