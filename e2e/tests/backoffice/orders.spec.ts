import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { adminToken, aProductInput, createProduct, orderById, placeOrder, shopCall, uniqueName, type Order } from '../support/shopApi';
import { aTelAvivAddress, createDiscountCode, placeCheckoutOrder, uniqueCode } from '../support/checkoutApi';
import { statusNotice } from '../support/outbox';
import { openAsAdmin } from './backoffice';

/**
 * The orders desk against the real API: each test places its own order (a cash order of 2 × ₪61.70
 * for a product of its own) under a customer name no other test uses, and finds it by that name.
 */

async function anOrderOf(customerName: string): Promise<Order> {
  const product = await createProduct(aProductInput({ price: 61.7, stock_quantity: 10 }));
  return placeOrder({ items: [{ product_id: product.id, quantity: 2 }], customer: { name: customerName }, notes: 'לתאם איסוף' });
}

async function setStatusThroughApi(order: Order, status: string): Promise<void> {
  await shopCall('PATCH', `/api/orders/${order.id}/status`, { body: { status }, token: await adminToken() });
}

/** The figure on one statistics card (the cards are groups named by their term). */
async function statistic(page: Page, term: string): Promise<number> {
  const card = page.getByRole('region', { name: 'סטטיסטיקת הזמנות' }).getByRole('group', { name: term, exact: true });
  await expect(card).toContainText(/\d/);
  return Number((await card.innerText()).replace(/[^\d]/g, ''));
}

/** Types part of the name into the filter panel's search and applies it. */
async function searchFor(page: Page, text: string, labels = { search: 'חיפוש', apply: 'החלה' }): Promise<void> {
  await page.getByRole('searchbox', { name: labels.search }).fill(text);
  await page.getByRole('button', { name: labels.apply }).click();
}

const statusSelect = (page: Page, order: Order, label = 'סטטוס הזמנה'): Locator =>
  page.getByRole('combobox', { name: `${label} ${order.order_number}` });

test.describe('back office orders', () => {
  test('finds an order by part of the name, changes its status from the list and the cards follow', async ({ page }) => {
    const tag = uniqueName('Orit').split(' ')[1];
    const order = await anOrderOf(`Orit Ben-David ${tag}`);
    await openAsAdmin(page, '/orders');
    const newBefore = await statistic(page, 'חדשות');
    const preparingBefore = await statistic(page, 'בהכנה');

    await searchFor(page, tag);
    expect(decodeURIComponent(page.url())).toContain(`"q":"${tag}"`);
    await expect(page.getByText('מוצגות 1 מתוך')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: order.order_number });
    await expect(row).toContainText(`Orit Ben-David ${tag}`);
    await expect(row).toContainText(order.customer_email);
    await expect(row).toContainText(/123\.40/);
    await expectNoSeriousA11yViolations(page);

    // The server refuses paid from staff, so the select does not offer it.
    const select = statusSelect(page, order);
    await expect(select.locator('option')).toHaveText(['לא שולם', 'חדש', 'בהכנה', 'מוכן', 'הושלם', 'בוטל']);
    await select.selectOption({ label: 'בהכנה' });
    await expect(page.getByText('סטטוס ההזמנה עודכן')).toBeVisible();
    await expect(select).toHaveValue('preparing');
    expect((await orderById(order.id)).status).toBe('preparing');
    await expect.poll(() => statistic(page, 'בהכנה')).toBeGreaterThanOrEqual(preparingBefore + 1);
    await expect.poll(() => statistic(page, 'חדשות')).toBeLessThanOrEqual(newBefore);

    // The filter lives in the URL: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'חיפוש' })).toHaveValue(tag);
    await expect(page.getByRole('row').filter({ hasText: order.order_number })).toBeVisible();
  });

  test('setting a Russian order to ready from the list emails the shopper in Russian: where, when and the tracking link', async ({
    page,
  }) => {
    const tag = uniqueName('Irina').split(' ')[1];
    const product = await createProduct(aProductInput({ price: 61.7, stock_quantity: 10 }));
    const order = await placeOrder({
      items: [{ product_id: product.id, quantity: 2 }],
      customer: { name: `Ирина ${tag}` },
      language: 'ru',
    });
    await openAsAdmin(page, '/orders');
    await searchFor(page, tag);
    const select = statusSelect(page, order);
    await select.selectOption({ label: 'מוכן' });
    await expect(page.getByText('סטטוס ההזמנה עודכן')).toBeVisible();

    const email = await statusNotice(order.order_number, 'ready');
    expect(email).toMatchObject({ to: order.customer_email, language: 'ru', subject: `Заказ ${order.order_number} готов к выдаче` });
    expect(email.text).toContain('Адрес магазина: ул. Герцль 120, Ришон-ле-Цион');
    expect(email.text).toContain('Вс–Чт: 09:00–20:00');
    expect(email.text).toContain('К оплате при получении: ₪123.40');
    expect(email.text).toContain(`/ru/order-tracking?orderNumber=${order.order_number}`);
  });

  test('a change the server refuses (the order was completed meanwhile) reverts with the alert', async ({ page }) => {
    const tag = uniqueName('Pavel').split(' ')[1];
    const order = await anOrderOf(`Павел Орлов ${tag}`);
    await openAsAdmin(page, '/orders', 'ru');
    await searchFor(page, tag, { search: 'Поиск', apply: 'Применить' });
    const select = statusSelect(page, order, 'Статус заказа');
    await expect(select).toHaveValue('new');

    // Another staff member completes the order just before this change reaches the server, which refuses it.
    // (Completing it earlier would race with the list's own reloads, which already show 'completed'.)
    await page.route(
      `**/api/orders/${order.id}/status`,
      async (route) => {
        await setStatusThroughApi(order, 'completed');
        await route.continue();
      },
      { times: 1 },
    );
    await select.selectOption({ label: 'Готов' });

    await expect(page.getByRole('alert').filter({ hasText: 'Не удалось обновить статус заказа. Попробуйте еще раз.' })).toBeVisible();
    await expect(select).not.toHaveValue('ready');
    // Read again, the row shows the server's final status, and a final status offers no change.
    await expect(select).toHaveValue('completed');
    await expect(select).toBeDisabled();
    expect((await orderById(order.id)).status).toBe('completed');
  });

  test('shows the details of an order and deletes it after the confirmation', async ({ page }) => {
    const tag = uniqueName('Noa').split(' ')[1];
    const order = await anOrderOf(`Noa Katz ${tag}`);
    await openAsAdmin(page, '/orders');
    await searchFor(page, tag);

    await page.getByRole('button', { name: `פרטי הזמנה ${order.order_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `הזמנה ${order.order_number}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Noa Katz ${tag}`);
    await expect(dialog).toContainText(order.customer_email);
    await expect(dialog).toContainText('מזומן בחנות');
    await expect(dialog).toContainText('לתאם איסוף');
    const line = dialog.getByRole('row').filter({ hasText: order.items[0].product_name });
    await expect(line).toContainText(`מזהה: ${order.items[0].product_id}`);
    await expect(line.getByRole('cell').nth(1)).toHaveText('-');
    await expect(line).toContainText(/61\.70/);
    await expect(dialog.getByRole('row').last()).toContainText(/123\.40/);
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'סגירה' }).last().click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `מחיקת הזמנה ${order.order_number}` }).click();
    await expect(page.getByText('האם אתם בטוחים שברצונכם למחוק את ההזמנה?')).toBeVisible();
    const confirmation = page.getByRole('dialog');
    await expect(confirmation.getByRole('heading')).toHaveText(`מחיקת הזמנה ${order.order_number}`);
    await confirmation.getByRole('button', { name: 'מחיקה' }).click();
    await expect(page.getByText('לא נמצאו הזמנות')).toBeVisible();
    await expect(orderById(order.id)).rejects.toMatchObject({ status: 404 });
  });

  test('asks the Russian delete confirmation in Russian', async ({ page }) => {
    const tag = uniqueName('Olga').split(' ')[1];
    const order = await anOrderOf(`Ольга ${tag}`);
    await openAsAdmin(page, '/orders', 'ru');
    await searchFor(page, tag, { search: 'Поиск', apply: 'Применить' });
    await page.getByRole('button', { name: `Удалить заказ ${order.order_number}` }).click();
    await expect(page.getByText('Вы уверены, что хотите удалить этот заказ?')).toBeVisible();
    await page.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByRole('row').filter({ hasText: order.order_number })).toBeVisible();
  });

  test('corrects the customer details of an order', async ({ page }) => {
    const tag = uniqueName('Yael').split(' ')[1];
    const order = await anOrderOf(`Yael ${tag}`);
    await openAsAdmin(page, `/orders/${order.id}`);
    const email = page.getByRole('textbox', { name: /^אימייל/ });
    await expect(email).toHaveValue(order.customer_email);
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('הזינו כתובת אימייל תקינה')).toBeVisible();
    await expect(page.getByRole('button', { name: 'שמירה' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await email.fill(`yael.${tag}@example.com`);
    await page.getByRole('textbox', { name: /^שם/ }).fill(`Yael Mizrahi ${tag}`);
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    const saved = await orderById(order.id);
    expect(saved).toMatchObject({ customer_name: `Yael Mizrahi ${tag}`, customer_email: `yael.${tag}@example.com`, total_amount: 123.4 });
  });

  test('the details of a discounted courier order paid with Bit show the items, the discount, the delivery and the payment', async ({
    page,
  }) => {
    const tag = uniqueName('Tamar').split(' ')[1];
    const product = await createProduct(aProductInput({ price: 100, stock_quantity: 10 }));
    const code = await createDiscountCode({ code: uniqueCode('DESK'), kind: 'percent', value: 10 });
    const order = await placeCheckoutOrder({
      items: [{ product_id: product.id, quantity: 2 }],
      customer: { name: `Tamar Azulay ${tag}` },
      delivery_method: 'courier',
      delivery_address: aTelAvivAddress(),
      discount_code: code.code.toLowerCase(),
      payment_method: 'bit',
    });
    // 2 × ₪100 less 10%, and the courier's fee (whatever the shop's settings are at this moment).
    expect(order).toMatchObject({ items_total: 200, discount_code: code.code, discount_amount: 20, delivery_method: 'courier' });
    const fee = order.delivery_fee;
    expect(order.total_amount).toBeCloseTo(180 + fee, 2);

    await openAsAdmin(page, '/orders');
    await searchFor(page, tag);
    const row = page.getByRole('row').filter({ hasText: order.order_number });
    await expect(row).toContainText('ביט');
    await page.getByRole('button', { name: `פרטי הזמנה ${order.order_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `הזמנה ${order.order_number}` });
    await expect(dialog.getByRole('row').filter({ hasText: 'פריטים' })).toContainText(/200\.00/);
    await expect(dialog.getByRole('row').filter({ hasText: 'הנחה' })).toContainText(`הנחה (קוד \u2068${code.code}\u2069)`);
    await expect(dialog.getByRole('row').filter({ hasText: 'הנחה' })).toContainText(/-20\.00/);
    const delivery = dialog.getByRole('row').filter({ hasText: 'משלוח: משלוח עד הבית' });
    await expect(delivery).toContainText(fee > 0 ? fee.toFixed(2) : 'חינם');
    await expect(dialog.getByRole('row').last()).toContainText((180 + fee).toFixed(2));
    await expect(dialog).toContainText('דיזנגוף 50, דירה 4, תל אביב 6433201');
    await expect(dialog).toContainText('לשליח: קומה 2, אין מעלית');
    await expect(dialog).toContainText('\u2068ביט\u2069, טרם שולם');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  });

  test('a pickup order without a code shows its items, no discount line, pickup at no charge and cash not paid yet', async ({ page }) => {
    const tag = uniqueName('Moshe').split(' ')[1];
    const order = await anOrderOf(`Moshe Peretz ${tag}`);
    await openAsAdmin(page, '/orders');
    await searchFor(page, tag);
    await page.getByRole('button', { name: `פרטי הזמנה ${order.order_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `הזמנה ${order.order_number}` });
    await expect(dialog.getByRole('row').filter({ hasText: 'פריטים' })).toContainText(/123\.40/);
    await expect(dialog.getByRole('row').filter({ hasText: 'הנחה' })).toHaveCount(0);
    await expect(dialog.getByRole('row').filter({ hasText: 'משלוח: איסוף מהחנות' })).toContainText(/0\.00/);
    await expect(dialog).toContainText('\u2068מזומן בחנות\u2069, טרם שולם');
  });
});
