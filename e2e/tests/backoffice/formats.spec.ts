import { expect, test } from '../support/fixtures';
import { aProductInput, createProduct, placeOrder, uniqueName } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

/** Signed numbers, colours, template stock and times as Hebrew-speaking staff read them. */

test.describe('back office formats in Hebrew', () => {
  test('a negative price modifier is written minus first, and a colour field shows what shoppers read', async ({ page }) => {
    const product = await createProduct(
      aProductInput({
        name: uniqueName('E2E modifier shirt'),
        has_variants: true,
        variants: [
          {
            sku: uniqueName('E2E-MOD').replace(' ', '-'),
            size: 'M',
            color: 'Navy',
            stock_quantity: 2,
            price_modifier: -15,
            is_active: true,
          },
        ],
      }),
    );
    await openAsAdmin(page, `/products/${product.id}`);
    const row = page.getByRole('group', { name: 'וריאציה 1', exact: true });
    // The edit page reads the product, its categories and the templates first.
    await expect(row).toBeVisible({ timeout: 30_000 });
    const modifier = row.getByLabel('תוספת מחיר');
    await expect(modifier).toHaveValue('-15');
    // In a right-to-left form a neutral minus would sit after the digits ("15-"): the figure runs left to right.
    expect(await modifier.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    await expect(row.getByText('בעברית: כחול כהה · ברוסית: Тёмно-синий')).toBeVisible();
    await row.getByLabel('צבע').fill('Neon Lime');
    await expect(row.getByText('צבע שאינו ברשימה: יוצג כפי שהוקלד')).toBeVisible();
  });

  test('a size template gives no stock unless staff type some', async ({ page }) => {
    await openAsAdmin(page, '/products/create');
    await page.getByRole('switch', { name: 'יש וריאציות' }).check();
    await page.getByRole('button', { name: 'שימוש בתבנית' }).click();
    const picker = page.getByRole('dialog', { name: 'בחירת תבנית מידות' });
    await picker.getByRole('button', { name: /ביגוד/ }).first().click();
    await picker.getByRole('button', { name: 'החלת התבנית' }).click();
    const first = page.getByRole('group', { name: 'וריאציה 1', exact: true });
    await expect(first.getByLabel('כמות במלאי')).toHaveValue('0');
    await expect(page.getByRole('group', { name: 'וריאציה 18' }).getByLabel('כמות במלאי')).toHaveValue('0');
    await expect(first.getByText('בעברית: שחור · ברוסית: Чёрный')).toBeVisible();
  });
});

test.describe("times on the shop's clock, whatever the browser's", () => {
  // A browser in New York: the orders desk still shows Israeli time.
  test.use({ timezoneId: 'America/New_York' });

  test("the orders desk and today's orders show the order's time in Israel", async ({ page }) => {
    const customer = uniqueName('Noa Peretz');
    const product = await createProduct(aProductInput({ price: 20, stock_quantity: 5 }));
    const order = await placeOrder({ items: [{ product_id: product.id, quantity: 1 }], customer: { name: customer } });
    const israeli = new Intl.DateTimeFormat('he-IL', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Jerusalem',
    }).format(new Date(order.created_at));

    await openAsAdmin(page, '/orders');
    await page.getByRole('searchbox', { name: 'חיפוש' }).fill(customer.split(' ')[2]);
    await page.getByRole('button', { name: 'החלה' }).click();
    await expect(page.getByRole('row').filter({ hasText: order.order_number })).toContainText(israeli);

    await openAsAdmin(page, '/dashboard');
    await expect(page.getByRole('table', { name: 'הזמנות היום' }).getByRole('row').filter({ hasText: order.order_number })).toContainText(
      israeli,
    );
  });
});
