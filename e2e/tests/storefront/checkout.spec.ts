import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  adminToken,
  aProductInput,
  createProduct,
  orderById,
  shopCall,
  uniqueName,
  type Product,
  type ProductInput,
} from '../support/shopApi';

/**
 * Cart, checkout, confirmation and tracking as a Hebrew (and a Russian) shopper goes through them.
 * Every test makes its own products and orders under an email no other test uses.
 */

const CART_STORAGE_KEY = 'sports-shop.cart';

interface OwnProduct {
  product: Product;
  input: ProductInput;
}

async function anOwnProduct(overrides: Partial<ProductInput> = {}): Promise<OwnProduct> {
  const input = aProductInput({ price: 61.7, stock_quantity: 10, ...overrides });
  return { input, product: await createProduct(input, 'he') };
}

/** Staff change the product (PUT /api/products/{id} with the whole product). */
async function changeProduct({ product, input }: OwnProduct, change: Partial<ProductInput>): Promise<void> {
  await shopCall('PUT', `/api/products/${product.id}`, { body: { ...input, ...change }, token: await adminToken(), query: { lang: 'he' } });
}

/** The cart as the product page leaves it in the browser (the stored price is the one seen then). */
async function putInCart(page: Page, lines: { product: Product; quantity: number; price?: number }[], prefix = ''): Promise<void> {
  const items = lines.map(({ product, quantity, price }) => ({
    id: product.id,
    product_id: product.id,
    name: product.localized_name,
    price: price ?? product.effective_price,
    image: product.image_url,
    variant_name: '',
    quantity,
  }));
  await page.goto(`${prefix}/about`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [CART_STORAGE_KEY, JSON.stringify(items)]);
}

async function fillCheckout(page: Page, customer: { name: string; phone: string; email: string }): Promise<void> {
  await page.getByLabel('שם מלא').fill(customer.name);
  await page.getByLabel('טלפון').fill(customer.phone);
  await page.getByLabel('אימייל').fill(customer.email);
}

const anEmail = () => `${uniqueName('shopper').replace(' ', '.')}@example.com`;

/** Orders staff see for this email (admin GET /api/orders?search=). */
async function ordersOf(email: string): Promise<number> {
  const answer = await shopCall<{ total: number }>('GET', '/api/orders', { token: await adminToken(), query: { search: email } });
  return answer.total;
}

test.describe('checkout', () => {
  test(
    'a cash order: the cart, the form, the confirmation with its number, then the order in tracking',
    { tag: '@phone' },
    async ({ page }) => {
      const { product } = await anOwnProduct();
      const email = anEmail();
      await putInCart(page, [{ product, quantity: 2 }]);

      await page.goto('/cart');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: product.localized_name })).toBeVisible();
      await expect(main.getByRole('group', { name: `כמות: ${product.localized_name}` })).toContainText('2');
      await expect(main.getByRole('complementary')).toContainText('123.40');
      await main.getByRole('link', { name: 'לתשלום' }).click();

      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('heading', { name: 'השלמת הזמנה', level: 1 })).toBeVisible();
      const summary = page.getByRole('complementary', { name: 'סיכום הזמנה' });
      await expect(summary).toContainText(product.localized_name);
      await expect(summary).toContainText('2 פריטים');
      await expect(summary).toContainText('123.40');
      await expect(page.getByRole('radio', { name: /תשלום בחנות/ })).toBeChecked();
      await expectNoSeriousA11yViolations(page);

      await fillCheckout(page, { name: 'Dana Levi', phone: '050-123-4567', email });
      await page.getByLabel('הערות להזמנה').fill('לתאם איסוף');
      await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();

      await expect(page).toHaveURL(/\/order-success\?/);
      await expect(page.getByRole('heading', { name: 'תודה על ההזמנה!' })).toBeVisible();
      const number = (await page.getByText(/ORD-\d+-\d+/).innerText()).trim();
      const orderId = new URL(page.url()).searchParams.get('orderId')!;
      await expect(page.getByRole('button', { name: 'עגלת קניות, 0 פריטים' })).toBeVisible();

      // What the shop recorded: the server's price, the pickup address, the notes.
      const order = await orderById(orderId);
      expect(order).toMatchObject({
        order_number: number,
        status: 'new',
        payment_method: 'cash',
        total_amount: 123.4,
        customer_email: email,
      });
      expect(order.items).toEqual([expect.objectContaining({ product_id: product.id, quantity: 2, unit_price: 61.7 })]);

      await page.getByRole('button', { name: 'צפייה בהזמנה' }).click();
      await expect(page).toHaveURL(/\/order-tracking\?orderNumber=/);
      const tracked = page.getByRole('article', { name: `הזמנה ${number}` });
      await expect(tracked).toBeVisible();
      await expect(tracked.getByText('לתשלום בחנות', { exact: true })).toBeVisible();
      await expect(tracked.getByRole('listitem').filter({ hasText: 'הוזמן' })).toHaveAttribute('aria-current', 'step');
      await expect(tracked.getByRole('region', { name: 'פריטים' })).toContainText(product.localized_name);
      await expect(tracked.getByRole('region', { name: 'פריטים' })).toContainText('123.40');
      await expect(tracked.getByRole('region', { name: 'פרטי הלקוח' })).toContainText('לתאם איסוף');
      await expect(page.getByLabel('מספר הזמנה')).toHaveValue(number);
    },
  );

  test('a card order goes on to the payment page of that order', async ({ page }) => {
    const { product } = await anOwnProduct();
    await putInCart(page, [{ product, quantity: 1 }]);
    await page.goto('/checkout');
    await fillCheckout(page, { name: 'Dana Levi', phone: '+972 50-123-4567', email: anEmail() });
    await page.getByRole('radio', { name: /כרטיס אשראי/ }).check();
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();

    await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
    const order = await orderById(page.url().split('/').pop()!);
    expect(order).toMatchObject({ status: 'unpaid', payment_method: 'credit_card', payment_status: 'pending', total_amount: 61.7 });
  });

  test('a double click and a retry after a lost answer make exactly one order', async ({ page }) => {
    const { product } = await anOwnProduct();
    const email = anEmail();
    await putInCart(page, [{ product, quantity: 1 }]);
    await page.goto('/checkout');
    await expect(page.getByRole('complementary', { name: 'סיכום הזמנה' })).toContainText(product.localized_name);
    await fillCheckout(page, { name: 'Dana Levi', phone: '050-123-4567', email });

    // The first order reaches the shop, but its answer is lost on the way back.
    let lostAnswers = 0;
    await page.route('**/api/orders', async (route) => {
      if (route.request().method() !== 'POST' || lostAnswers > 0) return route.continue();
      lostAnswers += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).dblclick();
    await expect(page.getByRole('alert').filter({ hasText: 'אירעה שגיאה ביצירת ההזמנה. נסו שוב.' })).toBeVisible();
    await expect(page.getByLabel('אימייל')).toHaveValue(email);
    expect(await ordersOf(email)).toBe(1);

    // Trying again sends the same request under the same key: the shop answers the first order.
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).dblclick();
    await expect(page).toHaveURL(/\/order-success\?/);
    expect(lostAnswers).toBe(1);
    expect(await ordersOf(email)).toBe(1);
  });

  test('place order on an invalid form shows every problem beside its field, announces them, and keeps what was typed', async ({
    page,
  }) => {
    const { product } = await anOwnProduct();
    await putInCart(page, [{ product, quantity: 1 }]);
    await page.goto('/checkout');
    const placeOrder = page.getByRole('button', { name: 'ביצוע הזמנה' });
    const name = page.getByLabel('שם מלא');
    const phone = page.getByLabel('טלפון');
    const email = page.getByLabel('אימייל');

    // Nothing is held against a field the shopper has not reached; the button can be pressed at once.
    await expect(placeOrder).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await name.fill('D');
    await expect(page.getByText('השם המלא חייב להכיל לפחות 2 תווים')).toHaveCount(0);
    await phone.focus(); // leaving the name field
    await expect(page.getByText('השם המלא חייב להכיל לפחות 2 תווים')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('יש להזין מספר טלפון')).toHaveCount(0);

    await phone.fill('050-12');
    await placeOrder.click();
    await expect(page.getByRole('alert')).toHaveText('יש לתקן 3 שדות כדי לבצע את ההזמנה:');
    await expect(name).toBeFocused();
    for (const [field, message] of [
      [name, 'השם המלא חייב להכיל לפחות 2 תווים'],
      [phone, 'יש להזין מספר טלפון תקין (לפחות 10 ספרות)'],
      [email, 'יש להזין כתובת אימייל'],
    ] as const) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(name).toHaveValue('D');
    await expect(phone).toHaveValue('050-12');

    // The summary leads to a field; Enter in a field presses the button too.
    await page.getByRole('button', { name: 'יש להזין מספר טלפון תקין (לפחות 10 ספרות)' }).click();
    await expect(phone).toBeFocused();
    await name.fill('Dana Levi');
    await phone.fill('(050) 123-4567');
    await email.fill('dana@');
    await email.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('יש לתקן שדה אחד כדי לבצע את ההזמנה:');
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('dana@');

    await page.getByLabel('שם החברה (לא חובה)').fill('X');
    await page.getByLabel('הערות להזמנה').focus();
    await expect(page.getByLabel('שם החברה (לא חובה)')).toHaveAccessibleDescription('שם החברה חייב להכיל לפחות 2 תווים');
    await page.getByLabel('שם החברה (לא חובה)').fill('');
    await email.fill('dana@example.com');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('יש להזין כתובת אימייל תקינה')).toHaveCount(0);
  });

  test('the Russian checkout says the same in Russian', async ({ page }) => {
    const { product } = await anOwnProduct();
    await putInCart(page, [{ product, quantity: 1 }], '/ru');
    await page.goto('/ru/checkout');
    await page.getByLabel('Полное имя').fill('Дана Леви');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page.getByRole('alert')).toHaveText('Исправьте 2 поля, чтобы оформить заказ:');
    const phone = page.getByLabel('Телефон');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Полное имя')).toHaveValue('Дана Леви');
    await expectNoSeriousA11yViolations(page);
  });

  test('an empty cart has no form to fill: the checkout says the cart is empty and leads back to the shop', async ({ page }) => {
    for (const [prefix, empty, back] of [
      ['/ru', 'Ваша корзина пуста', 'Перейти к покупкам'],
      ['', 'עגלת הקניות שלך ריקה', 'להתחיל לקנות'],
    ] as const) {
      await page.goto(`${prefix}/about`);
      await page.evaluate((key) => window.localStorage.removeItem(key), CART_STORAGE_KEY);
      await page.goto(`${prefix}/checkout`);
      await expect(page.getByRole('heading', { name: empty })).toBeVisible();
      await expect(page.getByLabel('Полное имя').or(page.getByLabel('שם מלא'))).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Оформить заказ|ביצוע הזמנה/ })).toHaveCount(0);
      await page.getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(prefix ? /\/ru$/ : /^https?:\/\/[^/]+\/$/);
    }
  });
});

test.describe('cart checked against the shop', () => {
  test('a changed price, a product that ran out and one no longer sold are marked, and the total is what the shop charges', async ({
    page,
  }) => {
    const ball = await anOwnProduct({ price: 61.7 });
    const net = await anOwnProduct({ price: 20 });
    const cone = await anOwnProduct({ price: 15 });
    await putInCart(page, [
      { product: ball.product, quantity: 2, price: 55 },
      { product: net.product, quantity: 1 },
      { product: cone.product, quantity: 1 },
    ]);
    await changeProduct(net, { stock_quantity: 0 });
    await changeProduct(cone, { is_active: false });

    await page.goto('/cart');
    const rows = page.getByRole('main').getByRole('listitem');
    const row = (product: Product) => rows.filter({ has: page.getByRole('link', { name: product.localized_name }) });
    await expect(row(ball.product)).toContainText('המחיר השתנה, היה');
    await expect(row(ball.product)).toContainText('123.40');
    await expect(row(net.product)).toContainText('אזל מהמלאי');
    await expect(row(net.product)).toContainText('לא נכלל בסכום');
    await expect(row(cone.product)).toContainText('המוצר אינו נמכר עוד');
    await expect(page.getByRole('alert')).toContainText('חלק מהפריטים אינם זמינים להזמנה');
    await expect(page.getByRole('main').getByRole('complementary')).toContainText('123.40');

    // The shopper drops the two lines; the cart can be ordered again.
    await row(net.product).getByRole('button', { name: /הסרה/ }).click();
    await row(cone.product).getByRole('button', { name: /הסרה/ }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(rows).toHaveCount(1);
  });

  test('a line that runs out during checkout is refused next to that line, and nothing typed is lost', async ({ page }) => {
    const ball = await anOwnProduct({ stock_quantity: 5 });
    const net = await anOwnProduct({ price: 20, stock_quantity: 5 });
    const email = anEmail();
    await putInCart(page, [
      { product: ball.product, quantity: 1 },
      { product: net.product, quantity: 3 },
    ]);
    await page.goto('/checkout');
    const summary = page.getByRole('complementary', { name: 'סיכום הזמנה' });
    await expect(summary).toContainText('121.70');
    await fillCheckout(page, { name: 'Dana Levi', phone: '050-123-4567', email });
    await page.getByLabel('הערות להזמנה').fill('please call first');

    await changeProduct(net, { stock_quantity: 2 });
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'חלק מהפריטים אינם זמינים להזמנה' })).toBeVisible();
    const netLine = summary.getByRole('listitem').filter({ hasText: net.product.localized_name });
    await expect(netLine).toContainText('נותרו רק 2 יחידות במלאי');
    await expect(summary.getByRole('listitem').filter({ hasText: ball.product.localized_name })).not.toContainText('במלאי');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('שם מלא')).toHaveValue('Dana Levi');
    await expect(page.getByLabel('אימייל')).toHaveValue(email);
    await expect(page.getByLabel('הערות להזמנה')).toHaveValue('please call first');
    expect(await ordersOf(email)).toBe(0);

    // Lowered to what is left in the cart, the same details order it.
    await page.getByRole('link', { name: 'עריכת העגלה' }).click();
    await page.getByRole('button', { name: 'שינוי ל-2' }).click();
    await page.getByRole('main').getByRole('link', { name: 'לתשלום' }).click();
    await fillCheckout(page, { name: 'Dana Levi', phone: '050-123-4567', email });
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await expect(page).toHaveURL(/\/order-success\?/);
    expect(await ordersOf(email)).toBe(1);
  });

  test('the empty cart page offers to start shopping', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/about');
    await page.evaluate((key) => window.localStorage.removeItem(key), CART_STORAGE_KEY);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'עגלת הקניות שלך ריקה' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'להתחיל לקנות' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
