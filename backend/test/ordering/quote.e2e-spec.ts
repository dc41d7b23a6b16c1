import { startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, aProduct, orderCount, placeOrder, stockOf } from './fixtures';

/** The cart priced before checkout (POST /api/orders/quote): what placing the order would charge or refuse. */
describe('quoting a cart (POST /api/orders/quote)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const quote = (body: object, expected = 200) => shop.http().post('/api/orders/quote').send(body).expect(expected);

  it('prices every line as placing the order does, ignoring browser prices, and reserves nothing', async () => {
    const ball = await aProduct(shop, {
      name: 'Ball',
      price: 120,
      hasDiscount: true,
      discountPrice: 99.9,
      stockQuantity: 5,
      translations: [{ language: 'ru', name: 'Мяч' }],
    });
    const shoe = await aProduct(shop, {
      name: 'Shoe',
      price: 300,
      stockQuantity: 0,
      variants: [{ size: '42', color: 'Red', priceModifier: 15.5, stockQuantity: 4 }],
    });
    const items = [
      aLine(ball, { quantity: 3, unit_price: 0.01, total_price: 0.03 }),
      aLine(shoe, { variant_id: shoe.variants[0].id, quantity: 2 }),
    ];
    const ordersBefore = await orderCount(shop);

    const res = await quote({ language: 'ru', items });

    expect(res.body.data).toEqual({
      lines: [
        {
          product_id: ball.id,
          variant_id: null,
          product_name: 'Мяч',
          variant_name: '',
          image_url: ball.imageUrl,
          quantity: 3,
          unit_price: 99.9,
          total_price: 299.7,
          available: 5,
          problem: null,
          message: null,
        },
        expect.objectContaining({
          product_name: 'Shoe',
          variant_id: shoe.variants[0].id,
          variant_name: '42 / Red',
          unit_price: 315.5,
          total_price: 631,
          available: 4,
          problem: null,
        }),
      ],
      items_total: 930.7,
      discount: null,
      discount_error: null,
      delivery_method: 'pickup',
      delivery_fee: 0,
      free_delivery_from: 400,
      amount_to_free_delivery: 0,
      courier_available: true,
      total: 930.7,
      total_amount: 930.7,
      max_installments: 3,
      item_count: 5,
      orderable: true,
    });
    expect(await stockOf(shop, ball)).toBe(5);
    expect(await orderCount(shop)).toBe(ordersBefore);

    // The order placed from the same cart charges what the quote said.
    const order = await placeOrder(shop, aCheckout(items, { language: 'ru' }));
    expect(order.total_amount).toBe(930.7);
  });

  it('marks a line asking for more than is left, with the stock left, and leaves it out of the total', async () => {
    const ball = await aProduct(shop, { price: 50, stockQuantity: 2 });
    const sold = await aProduct(shop, { price: 10, stockQuantity: 0 });
    const net = await aProduct(shop, { price: 80, stockQuantity: 9 });

    const res = await quote({ items: [aLine(ball, { quantity: 3 }), aLine(sold), aLine(net)] });

    expect(res.body.data.lines.map((l: { problem: string | null; available: number | null }) => [l.problem, l.available])).toEqual([
      ['OUT_OF_STOCK', 2],
      ['OUT_OF_STOCK', 0],
      [null, 9],
    ]);
    expect(res.body.data.lines[0]).toMatchObject({ unit_price: 50, total_price: 150 });
    expect(res.body.data).toMatchObject({ total_amount: 80, item_count: 1, orderable: false });
  });

  it('names the reason of every line the catalog refuses', async () => {
    const hidden = await aProduct(shop, { isVisible: false });
    const inactive = await aProduct(shop, { isActive: false });
    const shoe = await aProduct(shop, { variants: [{ size: '40' }, { size: '41', isActive: false }] });
    const other = await aProduct(shop, { variants: [{ size: '39' }] });

    const res = await quote({
      items: [
        aLine({ id: 999_999 }),
        aLine(hidden),
        aLine(inactive),
        aLine(shoe),
        aLine(shoe, { variant_id: other.variants[0].id }),
        aLine(shoe, { variant_id: shoe.variants[1].id }),
      ],
    });

    expect(res.body.data.lines.map((l: { problem: string }) => l.problem)).toEqual([
      'PRODUCT_NOT_FOUND',
      'PRODUCT_NOT_AVAILABLE',
      'PRODUCT_NOT_AVAILABLE',
      'VARIANT_REQUIRED',
      'VARIANT_NOT_FOUND',
      'VARIANT_NOT_AVAILABLE',
    ]);
    expect(res.body.data.lines[1]).toMatchObject({
      product_id: hidden.id,
      product_name: null,
      unit_price: null,
      total_price: null,
      available: null,
    });
    expect(res.body.data).toMatchObject({ total_amount: 0, item_count: 0, orderable: false });
  });

  it('quotes an empty cart as empty', async () => {
    const res = await quote({ items: [] });
    expect(res.body.data).toMatchObject({ lines: [], items_total: 0, total: 0, total_amount: 0, item_count: 0, orderable: false });
  });

  it('refuses a malformed request with 400 naming the field', async () => {
    const ball = await aProduct(shop);
    const res = await quote({ items: [aLine(ball, { quantity: 100 })] }, 400);
    expect(res.body).toMatchObject({ statusCode: 400, errors: [expect.objectContaining({ field: 'items.0.quantity' })] });
    await quote({ items: [aLine(ball)], language: 'en' }, 400);
    await quote({}, 400);
  });
});
