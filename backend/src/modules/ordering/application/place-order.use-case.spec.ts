import type { OrderableProduct } from '../domain/order-lines';
import { CatalogForOrdering } from './catalog-for-ordering.port';
import { CheckoutPricing } from './checkout-pricing.service';
import { CheckoutSettings } from './checkout-settings.port';
import { DiscountCodes } from './discount-codes.port';
import { OrderMailer } from './order-mailer.port';
import { IdempotencyKeys, KeyClaim, StoredKey, StoredRefusal } from './idempotency-keys.port';
import { IdempotentCheckout } from './idempotent-checkout.service';
import { KeyAnswer, KeyClaimLost, NewOrder, OrderNumberTaken, OrderStore } from './order-store.port';
import { PlaceOrderInput, PlaceOrderUseCase } from './place-order.use-case';

const aBall = (): OrderableProduct => ({
  id: 1,
  name: 'Ball',
  isActive: true,
  isVisible: true,
  hasVariants: false,
  price: 5_000,
  hasDiscount: false,
  discountPrice: 0,
  stockQuantity: 10,
  imageUrl: null,
  variants: [],
});

class FakeCatalog extends CatalogForOrdering {
  findOrderable = async () => [aBall()];
  findImages = async () => new Map<number, string | null>();
  countProducts = async () => 1;
}

/** The keys table in memory: one claim per key, answered only by its holder. */
class FakeKeys extends IdempotencyKeys {
  rows = new Map<string, StoredKey & { token: string }>();
  async claim(claim: KeyClaim, requestHash: string, leaseUntil: Date, now: Date) {
    if (this.rows.has(claim.key)) return false;
    this.rows.set(claim.key, { state: 'in_progress', requestHash, leaseUntil, createdAt: now, token: claim.token });
    return true;
  }
  async takeOver(claim: KeyClaim, leaseUntil: Date, now: Date) {
    const row = this.rows.get(claim.key);
    if (row?.state !== 'in_progress' || row.leaseUntil >= now) return false;
    this.rows.set(claim.key, { ...row, leaseUntil, token: claim.token });
    return true;
  }
  find = async (key: string) => this.rows.get(key) ?? null;
  async refuse(claim: KeyClaim, refusal: StoredRefusal) {
    const row = this.held(claim);
    if (row)
      this.rows.set(claim.key, { state: 'refused', refusal, requestHash: row.requestHash, createdAt: row.createdAt, token: row.token });
  }
  release = async (claim: KeyClaim) => void (this.held(claim) && this.rows.delete(claim.key));
  forget = async (key: string) => void this.rows.delete(key);
  answer(claim: KeyClaim, status: number, body: string): boolean {
    const row = this.held(claim);
    if (!row) return false;
    this.rows.set(claim.key, {
      state: 'placed',
      responseStatus: status,
      responseBody: body,
      requestHash: row.requestHash,
      createdAt: row.createdAt,
      token: row.token,
    });
    return true;
  }
  private held(claim: KeyClaim) {
    const row = this.rows.get(claim.key);
    return row?.state === 'in_progress' && row.token === claim.token ? row : null;
  }
}

class FakeStore extends OrderStore {
  placed: NewOrder[] = [];
  numberClashes = 0;
  failure: Error | null = null;
  constructor(private readonly keys: FakeKeys) {
    super();
  }
  async place(newOrder: NewOrder, keyAnswer?: KeyAnswer) {
    if (this.numberClashes-- > 0) throw new OrderNumberTaken();
    if (this.failure) throw this.failure;
    // As the database does: each line gets its id, and the key keeps the answer made with them.
    newOrder.order.items.forEach((item, index) => (item.id = this.placed.length * 100 + index + 1));
    if (keyAnswer && !this.keys.answer(keyAnswer.claim, keyAnswer.status, keyAnswer.body())) throw new KeyClaimLost();
    this.placed.push(structuredClone(newOrder));
  }
  changeStatus = async () => true;
  recordCashPayment = async () => true;
  updateDetails = async () => true;
  delete = async () => true;
}

class FakeMailer extends OrderMailer {
  sent: string[] = [];
  failing = false;
  async sendConfirmation(order: { orderNumber: string }) {
    if (this.failing) throw new Error('smtp down');
    this.sent.push(order.orderNumber);
  }
  async sendStatusNotice() {}
}

class FakeSettings extends CheckoutSettings {
  current = async () => ({
    delivery: { courierEnabled: true, courierFee: 3_000, freeDeliveryFrom: 40_000 },
    installmentRule: [{ from: 0, maxPayments: 1 }],
  });
}

class FakeCodes extends DiscountCodes {
  check = async () => ({ granted: true as const, discount: { codeId: 7, code: 'SPORT10', amount: 1_000, maxUsesPerEmail: 1 } });
}

const anInput = (over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  customer: { name: 'Dana Levi', email: 'dana@example.com', phone: '0501234567', companyName: null },
  paymentMethod: 'cash',
  deliveryMethod: 'pickup',
  deliveryAddress: null,
  discountCode: null,
  notes: null,
  language: 'he',
  items: [{ productId: 1, variantId: null, quantity: 2 }],
  ...over,
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('placing an order', () => {
  let keys: FakeKeys;
  let store: FakeStore;
  let mailer: FakeMailer;
  let placeOrder: PlaceOrderUseCase;
  beforeEach(() => {
    keys = new FakeKeys();
    store = new FakeStore(keys);
    mailer = new FakeMailer();
    placeOrder = new PlaceOrderUseCase(
      new FakeCatalog(),
      store,
      mailer,
      new CheckoutPricing(new FakeSettings(), new FakeCodes()),
      new IdempotentCheckout(keys),
    );
  });

  it('stores the priced order with its stock demand and mails the shopper afterwards', async () => {
    const answer = await placeOrder.execute(anInput());
    expect(answer).toMatchObject({ status: 201, replayed: false, body: { data: { status: 'new', total_amount: 100 } } });
    expect(store.placed[0].stock).toEqual([{ source: { kind: 'product', id: 1 }, quantity: 2, lines: [0] }]);
    await settle();
    expect(mailer.sent).toEqual([answer.body.data.order_number]);
  });

  it('prices a courier and a code, and hands the code use to the order transaction', async () => {
    const address = {
      city: 'Haifa',
      street: 'Herzl',
      houseNumber: '12',
      entrance: null,
      floor: null,
      apartment: null,
      zip: null,
      notes: null,
    };
    const answer = await placeOrder.execute(anInput({ deliveryMethod: 'courier', deliveryAddress: address, discountCode: 'sport10' }));
    expect(answer.body.data).toMatchObject({
      items_total: 100,
      discount_code: 'SPORT10',
      discount_amount: 10,
      delivery_fee: 30,
      total_amount: 120,
      customer_address: 'Herzl 12, Haifa',
    });
    expect(store.placed[0].discountUse).toEqual({ codeId: 7, customerEmail: 'dana@example.com', maxUsesPerEmail: 1 });
  });

  it('tries a new order number when one is taken, up to five times', async () => {
    store.numberClashes = 4;
    await expect(placeOrder.execute(anInput())).resolves.toMatchObject({ status: 201 });
    store.numberClashes = 5;
    await expect(placeOrder.execute(anInput())).rejects.toMatchObject({ code: 'ORDER_NUMBER_UNAVAILABLE', kind: 'conflict' });
    expect(store.placed).toHaveLength(1);
  });

  it('replays the first answer for a retried key and refuses the key for another request', async () => {
    const first = await placeOrder.execute(anInput({ idempotency: { key: 'k1', requestHash: 'a' } }));
    const again = await placeOrder.execute(anInput({ idempotency: { key: 'k1', requestHash: 'a' } }));
    expect(again).toEqual({ ...first, replayed: true });
    expect(store.placed).toHaveLength(1);
    await expect(placeOrder.execute(anInput({ idempotency: { key: 'k1', requestHash: 'b' } }))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      kind: 'unprocessable',
    });
  });

  it('keeps a refusal as the key’s answer and tells it again without placing anything', async () => {
    const retry = anInput({ idempotency: { key: 'k2', requestHash: 'a' } });
    const refusing = new PlaceOrderUseCase(
      { findOrderable: async () => [{ ...aBall(), stockQuantity: 1 }] } as unknown as CatalogForOrdering,
      store,
      mailer,
      new CheckoutPricing(new FakeSettings(), new FakeCodes()),
      new IdempotentCheckout(keys),
    );
    await expect(refusing.execute(retry)).rejects.toMatchObject({ code: 'OUT_OF_STOCK', kind: 'conflict' });
    // The shelf is full again, yet the key answers what it answered.
    await expect(placeOrder.execute(retry)).rejects.toMatchObject({ code: 'OUT_OF_STOCK', kind: 'conflict' });
    expect(store.placed).toHaveLength(0);
  });

  it('gives the key up when the shop fails, so a retry places the order', async () => {
    const retry = anInput({ idempotency: { key: 'k3', requestHash: 'a' } });
    store.failure = new Error('connection lost');
    await expect(placeOrder.execute(retry)).rejects.toThrow('connection lost');
    expect(keys.rows.has('k3')).toBe(false);
    store.failure = null;
    await expect(placeOrder.execute(retry)).resolves.toMatchObject({ status: 201, replayed: false });
  });

  it('a retry waits for the first request still placing and answers its order', async () => {
    const retry = anInput({ idempotency: { key: 'k4', requestHash: 'a' } });
    const [first, second] = await Promise.all([placeOrder.execute(retry), placeOrder.execute(retry)]);
    expect(second).toEqual({ ...first, replayed: true });
    expect(store.placed).toHaveLength(1);
  });

  it('answers IDEMPOTENCY_KEY_IN_PROGRESS with a time to come back when the first request is still running after the wait', async () => {
    jest.useFakeTimers();
    try {
      const leaseUntil = new Date(Date.now() + 60_000);
      keys.rows.set('k6', { state: 'in_progress', requestHash: 'a', leaseUntil, createdAt: new Date(), token: 'busy' });
      const answer = placeOrder.execute(anInput({ idempotency: { key: 'k6', requestHash: 'a' } }));
      const settled = expect(answer).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_PROGRESS', kind: 'conflict', retryAfterSeconds: 2 });
      await jest.advanceTimersByTimeAsync(9_900);
      expect(store.placed).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(200);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes over a claim whose holder stopped, once its lease is over', async () => {
    keys.rows.set('k5', {
      state: 'in_progress',
      requestHash: 'a',
      leaseUntil: new Date(Date.now() - 1),
      createdAt: new Date(),
      token: 'gone',
    });
    await expect(placeOrder.execute(anInput({ idempotency: { key: 'k5', requestHash: 'a' } }))).resolves.toMatchObject({ status: 201 });
    expect(keys.rows.get('k5')).toMatchObject({ state: 'placed' });
  });

  it('keeps the order when the email cannot be sent', async () => {
    mailer.failing = true;
    await expect(placeOrder.execute(anInput())).resolves.toMatchObject({ status: 201 });
    await settle();
    expect(store.placed).toHaveLength(1);
  });

  it('refuses an empty cart before reading the catalog', async () => {
    await expect(placeOrder.execute(anInput({ items: [] }))).rejects.toMatchObject({ code: 'EMPTY_CART', kind: 'invalid' });
  });
});
