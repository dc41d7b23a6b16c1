import { Logger } from '@nestjs/common';
import { aPayableOrder } from '../../../../test/payments/fixtures';
import { OrderPayments, PayableOrder } from '../../ordering/application/order-payments.port';
import { notifyToken } from '../domain/notify-token';
import { ProviderUnavailableError } from '../domain/payment.errors';
import type { PaymentTransaction } from '../domain/payment-transaction';
import { TranzilaApiClient } from '../infrastructure/tranzila-api.client';
import { TranzilaPaymentProvider } from '../infrastructure/tranzila.payment-provider';
import { PaymentTransactions } from './payment-transactions.port';
import { PaymentsConfig } from './payments-config.port';
import { SettlePaymentNotificationUseCase } from './settle-payment-notification.use-case';

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

class OrdersInMemory implements OrderPayments {
  paid: string[] = [];
  failed: [string, string][] = [];
  constructor(private readonly order: PayableOrder) {}
  async findPayable(id: string) {
    return id === this.order.id ? this.order : null;
  }
  async markPaid(id: string) {
    this.paid.push(id);
    return true;
  }
  async markFailed(id: string, code: string) {
    this.failed.push([id, code]);
    return true;
  }
}

class TransactionsInMemory implements PaymentTransactions {
  rows: PaymentTransaction[] = [];
  async record(transaction: PaymentTransaction) {
    this.rows.push(transaction);
    return true;
  }
  async latest() {
    return null;
  }
}

/** The provider's lookup answer for index 98765. */
const lookupAnswer = (row: Record<string, unknown>) => async () => Response.json({ transactions: [{ index: '98765', ...row }] });

function settlement(order: PayableOrder, lookup: () => Promise<Response>) {
  const orders = new OrdersInMemory(order);
  const transactions = new TransactionsInMemory();
  const fetcher = jest.fn((_url: string | URL | Request, _init?: RequestInit) => lookup());
  const provider = new TranzilaPaymentProvider({ terminal: 'shopterm', handshake: false }, new TranzilaApiClient(settings, fetcher));
  const useCase = new SettlePaymentNotificationUseCase(orders, provider, transactions, settings);
  const notify = (fields: Record<string, string> = {}, token = notifyToken(order.id, order.total, settings.hmacSecret)) =>
    useCase.execute({
      query: { orderId: order.id, token },
      body: {
        Response: '000',
        index: '98765',
        ConfirmationCode: '0123456',
        sum: '123.40',
        currency: '1',
        ccno: '1234',
        cardtype: '2',
        ...fields,
      },
    });
  return { orders, transactions, fetcher, notify };
}

describe('settling a notification with the provider lookup', () => {
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => jest.restoreAllMocks());

  it('marks the order paid when the provider confirms code 000 and the amount', async () => {
    const { orders, transactions, fetcher, notify } = settlement(
      aPayableOrder(),
      lookupAnswer({ processor_response_code: '000', amount: 123.4 }),
    );
    await expect(notify()).resolves.toBe('paid');
    expect(orders.paid).toEqual([aPayableOrder().id]);
    expect(transactions.rows).toEqual([
      expect.objectContaining({ provider: 'tranzila', transactionIndex: '98765', authNumber: '0123456', status: 'success' }),
    ]);
    const [url, init] = fetcher.mock.calls[0];
    expect(url).toBe('https://api.tranzila.com/v1/transactions');
    expect(JSON.parse(String(init?.body))).toEqual({ terminal_name: 'shopterm', transaction_index: '98765' });
  });

  it.each([
    ['another code', { processor_response_code: '004', amount: 123.4 }],
    ['another amount', { processor_response_code: '000', amount: 1.0 }],
  ])('refuses when the provider reports %s', async (_, row) => {
    const { orders, transactions, notify } = settlement(aPayableOrder(), lookupAnswer(row));
    await expect(notify()).rejects.toMatchObject({ code: 'TRANSACTION_NOT_CONFIRMED', kind: 'unprocessable' });
    expect(orders.paid).toEqual([]);
    expect(transactions.rows).toEqual([]);
  });

  it('refuses when the provider does not know the index', async () => {
    const { orders, notify } = settlement(aPayableOrder(), async () => Response.json({ transactions: [] }));
    await expect(notify()).rejects.toMatchObject({ code: 'TRANSACTION_NOT_CONFIRMED' });
    expect(orders.paid).toEqual([]);
  });

  it('refuses an approval without an index, without asking', async () => {
    const { orders, fetcher, notify } = settlement(aPayableOrder(), lookupAnswer({}));
    await expect(notify({ index: '' })).rejects.toMatchObject({ code: 'TRANSACTION_NOT_CONFIRMED' });
    expect(fetcher).not.toHaveBeenCalled();
    expect(orders.paid).toEqual([]);
  });

  it('changes nothing and reports the provider unavailable when the lookup fails', async () => {
    const { orders, transactions, notify } = settlement(aPayableOrder(), async () => new Response('down', { status: 503 }));
    await expect(notify()).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(orders.paid).toEqual([]);
    expect(transactions.rows).toEqual([]);
  });

  it('records a decline without asking the provider', async () => {
    const { orders, fetcher, notify } = settlement(aPayableOrder(), lookupAnswer({}));
    await expect(notify({ Response: '004' })).resolves.toBe('failed');
    expect(fetcher).not.toHaveBeenCalled();
    expect(orders.failed).toEqual([[aPayableOrder().id, '004']]);
  });

  it('checks the token before anything else', async () => {
    const { fetcher, notify, orders } = settlement(aPayableOrder(), lookupAnswer({ processor_response_code: '000', amount: 123.4 }));
    const forged = notifyToken(aPayableOrder().id, 12340, 'not-the-server-key');
    await expect(notify({ sum: '1.00', currency: '2' }, forged)).rejects.toMatchObject({ code: 'INVALID_PAYMENT_TOKEN' });
    expect(fetcher).not.toHaveBeenCalled();
    expect(orders.paid).toEqual([]);
  });
});
