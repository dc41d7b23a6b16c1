import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { aProductInput, adminToken, createProduct, shopCall, uniqueName } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

/** The audit log in Hebrew: a price changed in the product form is found with both values, on the screen and in the product's history. */
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
});
