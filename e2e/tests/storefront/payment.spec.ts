import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  aProductInput,
  createProduct,
  futureExpiry,
  orderById,
  paymentFormUrl,
  paymentStatus,
  placeOrder,
  SANDBOX_CARDS,
  type Language,
  type Order,
} from '../support/shopApi';

/**
 * The card payment page (/payment/{orderId}) with the built-in sandbox provider in its frame, and the
 * provider's return pages. Whatever the page shows must be what the server recorded: every test reads
 * the order's payment back through the API.
 */

/** A card order of 2 × ₪61.70 = ₪123.40 for a product of its own. */
async function aCardOrder(language: Language = 'he'): Promise<Order> {
  const product = await createProduct(aProductInput({ price: 61.7, stock_quantity: 10 }));
  return placeOrder({ items: [{ product_id: product.id, quantity: 2 }], payment_method: 'credit_card', language });
}

/** The sandbox form's words in the order's language (the frame speaks the order's language). */
const FORM = {
  he: { frame: 'טופס תשלום מאובטח בכרטיס אשראי', card: 'מספר כרטיס', expiry: 'תוקף (MM/YY)', pay: 'לתשלום ₪123.40' },
  ru: { frame: 'Защищённая форма оплаты картой', card: 'Номер карты', expiry: 'Срок действия (ММ/ГГ)', pay: 'Оплатить ₪123.40' },
} as const;

/** Types the card into the provider's frame inside the payment page and pays. */
async function payInFrame(page: Page, language: Language, cardNumber: string): Promise<void> {
  const words = FORM[language];
  const frame = page.frameLocator(`iframe[title="${words.frame}"]`);
  await frame.getByLabel(words.card).fill(cardNumber);
  await frame.getByLabel(words.expiry).fill(futureExpiry());
  await frame.getByLabel('CVV').fill('123');
  await frame.getByRole('button', { name: words.pay }).click();
}

test.describe('card payment page', () => {
  test(
    'shows the order and pays it with the approval card; the server records it and the confirmation opens',
    { tag: '@phone' },
    async ({ page }) => {
      const order = await aCardOrder('he');
      await page.goto(`/payment/${order.id}`);

      await expect(page.getByRole('heading', { level: 1, name: 'תשלום בכרטיס אשראי' })).toBeVisible();
      const summary = page.getByRole('complementary', { name: 'סיכום הזמנה' });
      await expect(summary.getByText(order.order_number)).toBeVisible();
      await expect(summary.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
      await expect(summary.getByText(order.items[0].product_name)).toBeVisible();
      await expect(summary.getByText('כמות: 2')).toBeVisible();
      await expect(summary.getByText('תשלום מאובטח')).toBeVisible();
      await expect(page.getByTitle(FORM.he.frame)).toHaveAttribute(
        'sandbox',
        'allow-scripts allow-forms allow-same-origin allow-top-navigation allow-popups',
      );
      await expect(page.frameLocator(`iframe[title="${FORM.he.frame}"]`).getByRole('heading', { name: 'תשלום מאובטח' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await payInFrame(page, 'he', SANDBOX_CARDS.approved);

      await expect(page.getByRole('heading', { name: 'התשלום בוצע בהצלחה!' })).toBeVisible();
      const record = await paymentStatus(order.id);
      expect(record.status).toBe('success');
      await expect(page.getByText(`מספר עסקה: ${record.transactionId}`)).toBeVisible();
      expect(await orderById(order.id)).toMatchObject({ payment_status: 'paid', status: 'paid' });
      await expect(page.getByTitle(FORM.he.frame)).toHaveCount(0);

      // After 3 seconds the order confirmation opens, told the payment succeeded.
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === '/order-success' &&
          url.searchParams.get('orderId') === order.id &&
          url.searchParams.get('paymentSuccess') === 'true' &&
          url.searchParams.get('transactionId') === record.transactionId &&
          url.searchParams.get('orderNumber') === order.order_number,
      );
    },
  );

  test('a declined card shows the provider message; retry opens a new form and the approval card pays', async ({ page }) => {
    const order = await aCardOrder('ru');
    await page.goto(`/ru/payment/${order.id}`);

    await payInFrame(page, 'ru', '4580 0000 0000 0006');
    const failure = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Оплата не прошла' }) });
    await expect(failure).toBeVisible();
    await expect(failure.getByText('Неверный номер удостоверения личности или CVV')).toBeVisible();
    expect(await paymentStatus(order.id)).toMatchObject({ status: 'failed', errorCode: '006' });
    await expect(failure.getByRole('link', { name: 'Вернуться к заказу' })).toHaveAttribute(
      'href',
      `/ru/order-tracking?orderNumber=${encodeURIComponent(order.order_number)}&customerEmail=${encodeURIComponent(order.customer_email)}`,
    );

    await failure.getByRole('button', { name: 'Попробовать снова' }).click();
    await expect(page.frameLocator(`iframe[title="${FORM.ru.frame}"]`).getByRole('heading', { name: 'Безопасная оплата' })).toBeVisible();
    await payInFrame(page, 'ru', SANDBOX_CARDS.approved);

    await expect(page.getByRole('heading', { name: 'Оплата прошла успешно!' })).toBeVisible();
    expect(await paymentStatus(order.id)).toMatchObject({ status: 'success', errorCode: null });
  });

  test('an order already paid shows the success panel and no card form', async ({ page }) => {
    const order = await aCardOrder('he');
    // Paid the way a shopper would, through the provider's form on its own.
    await page.goto(await paymentFormUrl(order.id));
    await page.getByLabel('מספר כרטיס').fill(SANDBOX_CARDS.approved);
    await page.getByLabel('תוקף (MM/YY)').fill(futureExpiry());
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'לתשלום ₪123.40' }).click();
    await expect.poll(async () => (await paymentStatus(order.id)).status).toBe('success');

    await page.goto(`/payment/${order.id}`);
    await expect(page.getByRole('heading', { name: 'התשלום בוצע בהצלחה!' })).toBeVisible();
    await expect(page.getByTitle(FORM.he.frame)).toHaveCount(0);
  });

  test('an order paid in the store cannot open the card form: the frame error with its reload button', async ({ page, pageProblems }) => {
    pageProblems.allow(/status of 409/);
    const product = await createProduct(aProductInput({ price: 20, stock_quantity: 5 }));
    const order = await placeOrder({ items: [{ product_id: product.id, quantity: 1 }], payment_method: 'cash' });
    await page.goto(`/payment/${order.id}`);
    const problem = page.getByRole('alert');
    await expect(problem.getByText('שגיאה באתחול התשלום')).toBeVisible();
    await problem.getByRole('button', { name: 'טעינה מחדש של טופס התשלום' }).click();
    await expect(problem.getByText('שגיאה באתחול התשלום')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'סיכום הזמנה' }).getByText(order.order_number)).toBeVisible();
  });

  test('an unknown order shows the error state with a retry, and back leads home', async ({ page }) => {
    await page.goto(`/payment/${randomUUID()}`);
    const error = page.getByRole('alert');
    await expect(error.getByText('ההזמנה לא נמצאה או שאירעה שגיאה')).toBeVisible();
    await error.getByRole('button', { name: 'נסו שוב' }).click();
    await expect(error.getByText('ההזמנה לא נמצאה או שאירעה שגיאה')).toBeVisible();
    await page.getByRole('link', { name: 'חזרה', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test.describe('provider return pages', () => {
  const orderId = '3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b';

  test("an error return explains the provider's code and tries again on the order's payment page", async ({ page }) => {
    await page.goto(`/payment-error?orderId=${orderId}&sum=10.00&currency=978&Response=447&index=55`);
    await expect(page.getByRole('heading', { level: 1, name: 'התשלום נכשל' })).toBeVisible();
    await expect(page.getByText('מספר כרטיס שגוי')).toBeVisible();
    await expect(page.getByText('447', { exact: true })).toBeVisible();
    await expect(page.getByText(orderId)).toBeVisible();
    await expect(page.getByText(/10\.00.*€|€.*10\.00/)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'נסו שוב' })).toHaveAttribute('href', `/payment/${orderId}`);
    await expect(page.getByRole('link', { name: 'חזרה לדף הבית' })).toHaveAttribute('href', '/');
  });

  test('an error return without an order tries again at the checkout; an empty code is an unknown error', async ({ page }) => {
    await page.goto('/ru/payment-error?Response=&Tempref=123');
    await expect(page.getByRole('heading', { level: 1, name: 'Оплата не прошла' })).toBeVisible();
    await expect(page.getByText('Неизвестная ошибка')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Попробовать снова' })).toHaveAttribute('href', '/ru/checkout');
  });

  test('a success return shows the authorization number, then goes home with the payment', async ({ page }) => {
    await page.goto(`/payment-success?orderId=${orderId}&sum=123.40&currency=1&Response=000&ConfirmationCode=0123456&index=987654`);
    await expect(page.getByRole('heading', { level: 1, name: 'התשלום בוצע בהצלחה!' })).toBeVisible();
    await expect(page.getByText('0123456')).toBeVisible();
    await expect(page.getByText('987654')).toBeVisible();
    await expect(page.getByRole('link', { name: 'המשך קנייה' })).toBeVisible();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/' &&
        url.searchParams.get('paymentSuccess') === 'true' &&
        url.searchParams.get('orderId') === orderId &&
        url.searchParams.get('transactionId') === '987654',
    );
  });

  test('an address without the provider markers goes home', async ({ page }) => {
    await page.goto(`/payment-success?orderId=${orderId}`);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  });
});
