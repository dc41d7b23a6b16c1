import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  adminToken,
  aProductInput,
  createProduct,
  futureExpiry,
  orderById,
  paymentFormUrl,
  placeOrder,
  SANDBOX_CARDS,
  shopCall,
  type Order,
  type PaymentMethod,
} from '../support/shopApi';

/** Order tracking by number and email; each test places its own order (2 × ₪61.70) through the API. */

async function anOrder(paymentMethod: PaymentMethod = 'cash', language: 'he' | 'ru' = 'he'): Promise<Order> {
  const product = await createProduct(aProductInput({ price: 61.7, stock_quantity: 10 }));
  return placeOrder({ items: [{ product_id: product.id, quantity: 2 }], payment_method: paymentMethod, language, notes: 'לתאם איסוף' });
}

async function track(page: Page, orderNumber: string, email: string): Promise<void> {
  await page.getByLabel('מספר הזמנה').fill(orderNumber);
  await page.getByLabel('אימייל').fill(email);
  await page.getByLabel('אימייל').press('Enter');
}

test.describe('order tracking', () => {
  test('a wrong email is told apart from an unknown order; try again clears the message; the right email in any case finds it', async ({
    page,
  }) => {
    const order = await anOrder();
    await page.goto('/order-tracking');
    const search = page.getByRole('button', { name: 'איתור הזמנה' });
    await expect(search).toBeDisabled();
    await page.getByLabel('מספר הזמנה').fill(order.order_number);
    await expect(search).toBeDisabled();

    await track(page, order.order_number, 'someone.else@example.com');
    await expect(page.getByRole('alert')).toContainText('כתובת האימייל אינה תואמת להזמנה');
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('button', { name: 'נסו שוב' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('מספר הזמנה')).toBeFocused();

    await track(page, 'ORD-1-1', order.customer_email);
    await expect(page.getByRole('alert')).toContainText('ההזמנה לא נמצאה או שאירעה שגיאה');

    await track(page, order.order_number, order.customer_email.toUpperCase());
    const tracked = page.getByRole('article', { name: `הזמנה ${order.order_number}` });
    await expect(tracked).toBeVisible();
    await expect(tracked.getByRole('region', { name: 'פריטים' })).toContainText('123.40');
    await expect(page).toHaveURL(new RegExp(`orderNumber=${order.order_number}`));
  });

  test(
    'the address with both values looks the order up at once, in Russian, with pay now for an unpaid card order',
    { tag: '@phone' },
    async ({ page }) => {
      const order = await anOrder('credit_card', 'ru');
      const query = new URLSearchParams({ orderNumber: order.order_number, customerEmail: order.customer_email });
      await page.goto(`/ru/order-tracking?${query}`);

      const tracked = page.getByRole('article', { name: `Заказ ${order.order_number}` });
      await expect(tracked).toBeVisible();
      await expect(tracked.getByText('Не оплачен', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Номер заказа')).toHaveValue(order.order_number);
      await expectNoSeriousA11yViolations(page);

      await tracked.getByRole('link', { name: 'Оплатить сейчас' }).click();
      await expect(page).toHaveURL(new RegExp(`/ru/payment/${order.id}$`));
    },
  );

  test('refresh status shows what staff changed: the badge and the timeline move to ready', async ({ page }) => {
    const order = await anOrder();
    const query = new URLSearchParams({ orderNumber: order.order_number, customerEmail: order.customer_email });
    await page.goto(`/order-tracking?${query}`);
    const tracked = page.getByRole('article', { name: `הזמנה ${order.order_number}` });
    await expect(tracked.getByText('לתשלום בחנות', { exact: true })).toBeVisible();
    await expect(tracked.getByRole('link', { name: 'לתשלום עכשיו' })).toHaveCount(0);

    await shopCall('PATCH', `/api/orders/${order.id}/status`, { body: { status: 'ready' }, token: await adminToken() });
    await tracked.getByRole('button', { name: 'רענון סטטוס' }).click();

    await expect(tracked.getByText('מוכנה לאיסוף', { exact: true })).toBeVisible();
    const steps = tracked.getByRole('list').first().getByRole('listitem');
    await expect(steps).toHaveText([/הוזמן.*\(הושלם\)/, /בהכנה.*\(הושלם\)/, /מוכן לאיסוף.*\(הושלם\)/, /הושלם.*\(טרם\)/]);
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  });

  test('a cash order reads "pay at the store" in a calm badge, not as unpaid', { tag: '@phone' }, async ({ page }) => {
    const order = await anOrder('cash');
    const query = new URLSearchParams({ orderNumber: order.order_number, customerEmail: order.customer_email });
    await page.goto(`/order-tracking?${query}`);
    const tracked = page.getByRole('article', { name: `הזמנה ${order.order_number}` });
    const badge = tracked.getByText('לתשלום בחנות', { exact: true });
    await expect(badge).toBeVisible();
    await expect(tracked.getByText('לא שולם', { exact: true })).toHaveCount(0);
    // Not the red of bad news (cancelled, payment failed).
    await expect(badge).not.toHaveCSS('color', 'rgb(185, 28, 28)');
    await expect(badge).not.toHaveCSS('background-color', 'rgb(254, 226, 226)');

    await page.goto(`/ru/order-tracking?${query}`);
    await expect(
      page.getByRole('article', { name: `Заказ ${order.order_number}` }).getByText('Оплата при получении', { exact: true }),
    ).toBeVisible();
  });

  test('a card order paid in the sandbox shows paid with its first step done', async ({ page }) => {
    const order = await anOrder('credit_card');
    await page.goto(await paymentFormUrl(order.id));
    await page.getByLabel('מספר כרטיס').fill(SANDBOX_CARDS.approved);
    await page.getByLabel('תוקף (MM/YY)').fill(futureExpiry());
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'לתשלום ₪123.40' }).click();
    await expect.poll(async () => (await orderById(order.id)).payment_status).toBe('paid');

    const query = new URLSearchParams({ orderNumber: order.order_number, customerEmail: order.customer_email });
    await page.goto(`/order-tracking?${query}`);
    const tracked = page.getByRole('article', { name: `הזמנה ${order.order_number}` });
    await expect(tracked.getByText('שולם', { exact: true })).toBeVisible();
    const steps = tracked.getByRole('list').first().getByRole('listitem');
    await expect(steps).toHaveText([/הוזמן.*\(הושלם\)/, /\(טרם\)/, /\(טרם\)/, /\(טרם\)/]);
    await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  });
});
