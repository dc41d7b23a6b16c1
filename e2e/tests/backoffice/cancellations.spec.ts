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
  uniqueName,
  type Order,
} from '../support/shopApi';
import { openAsAdmin } from './backoffice';

/**
 * Cancellation requests in the back office against the real API: each test places and pays its own
 * order (2 × ₪200 of a product of its own) and asks to cancel it through the public API, as the
 * storefront's cancellation page does; staff decide in the back office.
 */

/** Pays the order on the sandbox provider's card form, as a shopper does, and waits for the server's verdict. */
async function payByCard(page: Page, order: Order): Promise<void> {
  await page.goto(await paymentFormUrl(order.id));
  await page.getByLabel('מספר כרטיס').fill(SANDBOX_CARDS.approved);
  await page.getByLabel('תוקף (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /לתשלום/ }).click();
  await expect.poll(async () => (await orderById(order.id)).payment_status).toBe('paid');
}

async function stockOf(productId: number): Promise<number> {
  const product = await shopCall<{ data: { stock_quantity: number } }>('GET', `/api/products/${productId}`, { token: await adminToken() });
  return product.data.stock_quantity;
}

/** A paid card order of 2 × ₪200 with a cancellation request of the whole of it, made through the public API. */
async function aRequestedOrder(page: Page, customerName: string) {
  const product = await createProduct(aProductInput({ price: 200, stock_quantity: 10 }));
  const order = await placeOrder({
    items: [{ product_id: product.id, quantity: 2 }],
    payment_method: 'credit_card',
    customer: { name: customerName },
  });
  await payByCard(page, order);
  const asked = await shopCall<{ data: { request_number: string; refund_amount: number } }>('POST', '/api/cancellations', {
    body: { order_number: order.order_number, email: order.customer_email, reason: 'changed_mind', reason_details: 'המידה גדולה מדי' },
  });
  return { product, order, requestNumber: asked.data.request_number };
}

test.describe('back office cancellation requests', () => {
  test('a request made through the API is approved in the desk: the refund shows in the order and the stock is back', async ({ page }) => {
    // A card payment, the dashboard, the list, the request, the order: many pages, each checked by axe.
    test.slow();
    const customer = uniqueName('Noa Cohen');
    const { product, order, requestNumber } = await aRequestedOrder(page, customer);
    expect(await stockOf(product.id)).toBe(8);

    // The dashboard counts the open requests and leads to them.
    await openAsAdmin(page, '/dashboard');
    const card = page.getByRole('group', { name: 'בקשות ביטול פתוחות' });
    await expect(card).toContainText(/[1-9]/);
    await card.getByRole('link', { name: 'לבקשות הפתוחות' }).click();
    await expect(page.getByRole('heading', { name: 'בקשות ביטול' }).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'מצב' })).toContainText('פתוחה');
    const row = page.getByRole('row').filter({ hasText: requestNumber });
    await expect(row).toContainText(customer);
    await expect(row).toContainText(/380\.00/);
    await expect(row).toContainText('שינוי דעה');
    await expectNoSeriousA11yViolations(page);

    await row.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(requestNumber);
    const lines = page.getByRole('region', { name: 'פריטים לביטול' });
    await expect(lines).toContainText(product.name);
    await expect(lines.getByRole('row', { name: /דמי ביטול/ })).toContainText(/20\.00/);
    await expect(lines.getByRole('row', { name: /להחזר/ })).toContainText(/380\.00/);
    await expect(page.getByText('המידה גדולה מדי')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'אישור וזיכוי' }).click();
    await expect(page.getByText(/הבקשה אושרה: זוכו/)).toBeVisible();
    await expect(page.getByText('אושרה', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'אישור וזיכוי' })).toHaveCount(0);

    // The order: cancelled, refunded, its refund listed in its details.
    await page.getByRole('link', { name: `פתיחת ההזמנה ${order.order_number}` }).click();
    const orderRow = page.getByRole('row').filter({ hasText: order.order_number });
    await expect(orderRow).toContainText('זוכה');
    await orderRow.getByRole('button', { name: `פרטי הזמנה ${order.order_number}` }).click();
    const details = page.getByRole('dialog');
    const afterSale = details.getByRole('region', { name: 'ביטולים וזיכויים' });
    await expect(afterSale).toContainText(requestNumber);
    await expect(afterSale).toContainText(/380\.00/);
    await expect(afterSale).toContainText('כרטיס אשראי');
    await expect(afterSale.getByText('זוכה', { exact: true })).toBeVisible();
    await expect(details).toContainText('בוטלו 2 מתוך 2');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

    expect(await stockOf(product.id)).toBe(10);
    expect(await orderById(order.id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refunded_amount: 380 });
  });

  test('staff refund one unit from the order’s details, without the fee', async ({ page }) => {
    test.slow();
    const customer = uniqueName('Avi Mizrahi');
    const product = await createProduct(aProductInput({ price: 200, stock_quantity: 10 }));
    const order = await placeOrder({
      items: [{ product_id: product.id, quantity: 2 }],
      payment_method: 'credit_card',
      customer: { name: customer },
    });
    await payByCard(page, order);

    await openAsAdmin(page, `/orders?filter=${encodeURIComponent(JSON.stringify({ q: order.order_number }))}`);
    await page.getByRole('button', { name: `פרטי הזמנה ${order.order_number}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'זיכוי', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `זיכוי הזמנה ${order.order_number}` });
    await dialog.getByRole('radio', { name: 'פריטים נבחרים' }).check();
    await dialog.getByRole('checkbox', { name: new RegExp(product.name) }).check();
    await dialog.getByRole('spinbutton').fill('1');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'זיכוי', exact: true }).click();
    await expect(page.getByText(/זוכו .*200\.00/)).toBeVisible();

    await expect.poll(async () => (await orderById(order.id)).payment_status).toBe('partly_refunded');
    expect(await stockOf(product.id)).toBe(9);
    await expect(page.getByRole('region', { name: 'ביטולים וזיכויים' })).toContainText(/200\.00/);
  });

  test('lists the requests in Russian: cards on a phone, a table on a desktop', { tag: '@phone' }, async ({ page }) => {
    test.slow();
    const { requestNumber } = await aRequestedOrder(page, uniqueName('Ольга Смирнова'));
    await openAsAdmin(page, '/cancellation-requests', 'ru');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const phone = page.viewportSize()!.width < 600;
    const request = phone ? page.getByRole('article', { name: requestNumber }) : page.getByRole('row').filter({ hasText: requestNumber });
    await expect(request).toContainText('Передумал');
    await expect(request).toContainText('Открыта');
    await expectNoSeriousA11yViolations(page);
    if (phone) await request.getByRole('link', { name: `Открыть ${requestNumber}` }).click();
    else await request.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(requestNumber);
    await expect(page.getByRole('button', { name: 'Одобрить и вернуть деньги' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
