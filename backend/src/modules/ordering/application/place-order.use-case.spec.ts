import type { OrderableProduct } from '../domain/order-lines';
import { CatalogForOrdering } from './catalog-for-ordering.port';
import { CheckoutPricing } from './checkout-pricing';
import { CheckoutSettings } from './checkout-settings.port';
import { DiscountCodes } from './discount-codes.port';
import { OrderMailer } from './order-mailer.port';
import { IdempotencyRecord, NewOrder, OrderNumberTaken, OrderStore } from './order-store.port';
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

class FakeStore extends OrderStore {
  placed: NewOrder[] = [];
  records = new Map<string, IdempotencyRecord>();
  numberClashes = 0;
  async place(newOrder: NewOrder, remember?: IdempotencyRecord, answerOf?: () => string) {
    if (this.numberClashes-- > 0) throw new OrderNumberTaken();
    // As the database does: each line gets its id, and the record keeps the answer made with them.
    newOrder.order.items.forEach((item, index) => (item.id = this.placed.length * 100 + index + 1));
    this.placed.push(structuredClone(newOrder));
    if (remember) this.records.set(remember.key, { ...remember, responseBody: answerOf ? answerOf() : remember.responseBody });
  }
  findIdempotencyRecord = async (key: string) => this.records.get(key) ?? null;
  forgetIdempotencyKey = async (key: string) => void this.records.delete(key);
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
  let store: FakeStore;
  let mailer: FakeMailer;
  let placeOrder: PlaceOrderUseCase;
  beforeEach(() => {
    store = new FakeStore();
    mailer = new FakeMailer();
    placeOrder = new PlaceOrderUseCase(new FakeCatalog(), store, mailer, new CheckoutPricing(new FakeSettings(), new FakeCodes()));
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
