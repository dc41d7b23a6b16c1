import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { aProductInput, adminToken, createProduct, placeOrder, shopCall, uniqueName } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

/**
 * The audit log in Hebrew: a price changed in the product form is found with both values, on the screen
 * and in the product's history; an order's status changed in the desk shows in the order's details.
 */
test.describe('audit log', () => {
  test('a price change shows on the audit screen with the price before and after, and in the product history', async ({ page }) => {
    test.slow();
    const name = uniqueName('E2E audit ball');
    const { data: categories } = await shopCall<{ data: Array<{ id: number }> }>('GET', '/api/categories/admin', {
      token: await adminToken(),
      query: { lang: 'he', range: '[0,0]' },
    });
    const product = await createProduct(aProductInput({ name, price: 129.9, translations: [], category_ids: [categories[0].id] }));

    await openAsAdmin(page, `/products/${product.id}`);
    const price = page.getByLabel('מחיר', { exact: false }).first();
    await expect(price).toHaveValue('129.9');
    await price.fill('99.9');
    await page.getByRole('button', { name: 'עדכון מוצר' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);

    await page.getByRole('menuitem', { name: 'יומן ביקורת' }).click();
    await expect(page.getByRole('heading', { name: 'יומן ביקורת' }).first()).toBeVisible();
    const record = page.getByRole('article', { name: `שונה · מוצר #${product.id}` });
    await expect(record).toBeVisible();
    const table = record.getByRole('table');
    const priceRow = (scope: typeof page | typeof record) =>
      scope.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'מחיר', exact: true }) });
    await expect(priceRow(table)).toContainText('129.9');
    await expect(priceRow(table)).toContainText('99.9');
    await expect(table.getByRole('columnheader', { name: 'לפני' })).toBeVisible();
    await expect(record).toContainText('admin@demo.shop');
    await expectNoSeriousA11yViolations(page);

    await record.getByRole('link', { name: 'פרטים' }).click();
    await expect(page.getByRole('heading', { name: /רשומת ביקורת #\d+/ })).toBeVisible();
    await expect(priceRow(page)).toContainText('99.9');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'לפתיחת הפריט' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${product.id}$`));

    const history = page.getByRole('region', { name: 'היסטוריה' });
    const change = history.getByRole('article', { name: `שונה · מוצר #${product.id}` });
    await expect(priceRow(change)).toContainText('129.9');
    await expect(priceRow(change)).toContainText('99.9');
    await expect(history.getByRole('article', { name: `נוצר · מוצר #${product.id}` })).toBeVisible();
  });

  test("a status changed in the orders desk shows in the order's history with both values, and opening the details is recorded", async ({
    page,
  }) => {
    test.slow();
    const customer = uniqueName('Audit Dana');
    const product = await createProduct(aProductInput({ price: 61.7, stock_quantity: 10 }));
    const order = await placeOrder({ items: [{ product_id: product.id, quantity: 1 }], customer: { name: customer } });

    await openAsAdmin(page, '/orders');
    await page.getByRole('searchbox', { name: 'חיפוש' }).fill(customer.split(' ')[2]);
    await page.getByRole('button', { name: 'החלה' }).click();
    const select = page.getByRole('combobox', { name: `סטטוס הזמנה ${order.order_number}` });
    await select.selectOption({ label: 'בהכנה' });
    await expect(page.getByText('סטטוס ההזמנה עודכן')).toBeVisible();

    await page.getByRole('button', { name: `פרטי הזמנה ${order.order_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `הזמנה ${order.order_number}` });
    const history = dialog.getByRole('region', { name: 'היסטוריה' });
    const change = history.getByRole('article', { name: `הסטטוס שונה · הזמנה #${order.id}` });
    const statusRow = change.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'סטטוס', exact: true }) });
    await expect(statusRow).toContainText('new');
    await expect(statusRow).toContainText('preparing');
    await expect(change).toContainText('admin@demo.shop');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

    // Opening the details read the customer's data from the server: recorded with who opened it.
    const { data: reads } = await shopCall<{ data: Array<{ staff_email: string | null }> }>('GET', '/api/admin/audit-log', {
      token: await adminToken(),
      query: { filter: JSON.stringify({ entity_type: 'order', entity_id: order.id, action: 'read' }) },
    });
    expect(reads.map((r) => r.staff_email)).toContain('admin@demo.shop');
  });
});
