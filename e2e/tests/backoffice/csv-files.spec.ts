import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { adminToken, aProductInput, createProduct, placeOrder, shopCall, uniqueName, type Product } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

type Row = Record<string, string>;

/** The downloaded file as a spreadsheet reads it: its first bytes (the BOM) and its rows by column name. */
function opened(download: Download, path: string): { bom: boolean; rows: Row[]; name: string } {
  const bytes = readFileSync(path);
  return {
    bom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf,
    rows: parse(bytes, { bom: true, columns: true }) as Row[],
    name: download.suggestedFilename(),
  };
}

async function downloadBy(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await download.path();
  if (!path) throw new Error('the download was not saved');
  return opened(download, path);
}

/** A products file row: only the columns the test cares about, the rest left to their defaults. */
const PRODUCT_COLUMNS = ['slug', 'name', 'name_he', 'name_ru', 'categories', 'price', 'stock_quantity', 'is_active'];
const productsFile = (rows: string[][]) => Buffer.from('\uFEFF' + [PRODUCT_COLUMNS, ...rows].map((r) => r.join(',')).join('\r\n') + '\r\n');

test.describe('CSV files in the back office', () => {
  test('the orders desk downloads the orders its filters show, per order and per line, for Excel in Hebrew and Russian', async ({
    page,
  }) => {
    const tag = uniqueName('csv').split(' ')[1];
    const product = await createProduct(aProductInput({ price: 61.7, stock_quantity: 10 }));
    const noa = await placeOrder({ items: [{ product_id: product.id, quantity: 2 }], customer: { name: `נועה כהן ${tag}` } });
    const anna = await placeOrder({
      items: [{ product_id: product.id, quantity: 1 }],
      customer: { name: `Анна Иванова ${tag}` },
      language: 'ru',
    });

    await openAsAdmin(page, '/orders');
    await page.getByRole('searchbox', { name: 'חיפוש' }).fill(tag);
    await page.getByRole('button', { name: 'החלה' }).click();
    await expect(page.getByText('מוצגות 2 מתוך')).toBeVisible();

    const orders = await downloadBy(page, 'ייצוא הזמנות');
    expect(orders.bom).toBe(true);
    expect(orders.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    // Newest first; the two were placed within the same second, so their order is the desk's tie-break.
    const byNumber = (a: string[], b: string[]) => a[0].localeCompare(b[0]);
    expect(orders.rows.map((r) => [r.order_number, r.customer_name, r.total_amount]).sort(byNumber)).toEqual(
      [
        [anna.order_number, `Анна Иванова ${tag}`, '61.70'],
        [noa.order_number, `נועה כהן ${tag}`, '123.40'],
      ].sort(byNumber),
    );
    expect(orders.rows[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const lines = await downloadBy(page, 'ייצוא שורות הזמנה');
    expect(lines.rows.map((r) => [r.order_number, r.product_name, r.quantity, r.unit_price, r.line_total]).sort(byNumber)).toEqual(
      [
        // Each line keeps the name the shopper saw, in the order's language.
        [anna.order_number, `Мяч ${product.name}`, '1', '61.70', '61.70'],
        [noa.order_number, `כדור ${product.name}`, '2', '61.70', '123.40'],
      ].sort(byNumber),
    );
  });

  test('an import shows the broken row and column in Russian and changes nothing; the fixed file is applied', async ({ page }) => {
    const tag = uniqueName('imp').split(' ')[1].toLowerCase();
    const slug = `csv-ball-${tag}`;
    const good = [slug, `CSV ball ${tag}`, `כדור ${tag}`, `Мяч ${tag}`, 'football', '79.90', '5', 'yes'];
    const broken = [`csv-net-${tag}`, `CSV net ${tag}`, `רשת ${tag}`, `Сетка ${tag}`, 'football', 'abc', '2', 'yes'];

    await openAsAdmin(page, '/products', 'ru');
    await page.getByRole('link', { name: 'Импорт CSV' }).click();
    await expect(page.getByRole('heading', { name: 'Импорт товаров', level: 1 })).toBeVisible();

    await page.getByLabel('Файл CSV').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: productsFile([good, broken]) });
    await page.getByRole('button', { name: 'Проверить файл' }).click();
    const problems = page.getByRole('table', { name: /Что исправить/ });
    const problem = problems.getByRole('row').filter({ hasText: '«abc» — не сумма' });
    await expect(problem).toContainText('3');
    await expect(problem).toContainText('price');
    await expect(page.getByRole('button', { name: 'Применить к каталогу' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    const found = async () =>
      (
        await shopCall<{ data: Array<{ slug: string }> }>('GET', '/api/products/admin', {
          token: await adminToken(),
          query: { filter: JSON.stringify({ q: tag }) },
        })
      ).data;
    expect(await found()).toEqual([]);

    broken[5] = '129.00';
    await page
      .getByLabel('Файл CSV')
      .setInputFiles({ name: 'products-fixed.csv', mimeType: 'text/csv', buffer: productsFile([good, broken]) });
    await page.getByRole('button', { name: 'Проверить файл' }).click();
    await expect(page.getByText('Проблем не найдено')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Что изменит файл' })).toBeVisible();
    await page.getByRole('button', { name: 'Применить к каталогу' }).click();
    const confirm = page.getByRole('dialog', { name: 'Применить файл к каталогу?' });
    await expect(confirm).toContainText('Изменятся 2 товара (новых: 2, обновлённых: 0), все сразу.');
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Изменить 2 товара' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Готово: создано товаров — 2, обновлено — 0' }).first()).toBeVisible();
    expect((await found()).map((p) => p.slug).sort()).toEqual([slug, `csv-net-${tag}`]);
  });

  test('an import of some columns shows each field it changes in Hebrew, asks to confirm, and keeps pictures and translations', async ({
    page,
  }) => {
    const product = await createProduct(
      aProductInput({
        price: 149.9,
        has_discount: true,
        discount_price: 119.9,
        images: [{ url: '/uploads/e2e-ball.jpg', is_primary: true }, { url: '/uploads/e2e-ball-2.jpg' }],
      }),
    );
    const file = productsFile([[product.slug, product.name, '', '', 'football', '139.90', '50', 'yes']]);
    const stored = async () =>
      (await shopCall<{ data: Product }>('GET', `/api/products/admin/${product.id}`, { token: await adminToken() })).data;

    await openAsAdmin(page, '/products/import');
    await page.getByLabel('קובץ CSV').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: file });
    await page.getByRole('button', { name: 'בדיקת הקובץ' }).click();
    await expect(page.getByText('0 חדשים, 1 לעדכון, 0 ללא שינוי')).toBeVisible();
    const changes = page.getByRole('table', { name: new RegExp(product.name) });
    await expect(changes.getByRole('row').filter({ hasText: 'price' })).toContainText(/149\.90\s*139\.90/);
    await expect(changes.getByRole('row').filter({ hasText: 'discount_percentage' })).toContainText(/20\s*14/);
    // The product had no category: the file gives it one.
    await expect(changes.getByRole('row').filter({ hasText: 'categories' })).toContainText(/\(ריק\)\s*football/);
    await expect(changes.getByRole('row')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'החלה על הקטלוג' }).click();
    const confirm = page.getByRole('dialog', { name: 'להחיל את הקובץ על הקטלוג?' });
    await expect(confirm).toContainText('הפעולה משנה מוצר אחד (0 חדשים, 1 לעדכון).');
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'ביטול' }).click();
    expect((await stored()).price).toBe(149.9);

    await page.getByRole('button', { name: 'החלה על הקטלוג' }).click();
    await confirm.getByRole('button', { name: 'שינוי מוצר אחד' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'בוצע: נוצרו 0 מוצרים ועודכנו 1' }).first()).toBeVisible();
    const after = await stored();
    expect(after).toMatchObject({ price: 139.9, discount_price: 119.9, has_discount: true });
    expect(after.translations.map((t) => t.name).sort()).toEqual(product.translations.map((t) => t.name).sort());
    expect(after.images.map((i) => i.url)).toEqual(['/uploads/e2e-ball.jpg', '/uploads/e2e-ball-2.jpg']);
  });
});
