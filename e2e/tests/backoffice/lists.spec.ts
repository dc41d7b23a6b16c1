import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { aProductInput, adminToken, createProduct, shopCall, uniqueName } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

async function aCategoryWithProducts(name: string, products: number): Promise<void> {
  const { data: category } = await shopCall<{ data: { id: number } }>('POST', '/api/categories', {
    token: await adminToken(),
    body: {
      name,
      translations: [
        { language: 'he', name: `עברית ${name}` },
        { language: 'ru', name: `Русский ${name}` },
      ],
    },
  });
  for (let i = 0; i < products; i += 1) await createProduct(aProductInput({ translations: [], category_ids: [category.id] }));
}

/** How the lists read: an empty search, counts with their nouns, the pagination in both directions. */
test.describe('back office lists', () => {
  test('a search that matches nothing says so and clears at a click', async ({ page }) => {
    await openAsAdmin(page, '/products');
    await expect(page.getByRole('article').first()).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'חיפוש לפי שם' });
    await search.fill('zzz-nothing-like-this');
    await expect(page.getByRole('heading', { name: 'אין מוצרים שתואמים לחיפוש "\u2068zzz-nothing-like-this\u2069"' })).toBeVisible();
    await expect(page.getByText('התחילו בהוספת המוצר הראשון')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'ניקוי החיפוש' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(search).toHaveValue('');
  });

  test('counts take the plural forms of Hebrew and Russian', async ({ page }) => {
    const one = uniqueName('E2E one product');
    const two = uniqueName('E2E two products');
    await aCategoryWithProducts(one, 1);
    await aCategoryWithProducts(two, 2);
    const single = await createProduct(
      aProductInput({
        translations: [],
        has_variants: true,
        variants: [{ sku: uniqueName('ONE').replace(' ', '-'), size: 'M', stock_quantity: 1, price_modifier: 0, is_active: true }],
      }),
    );

    await openAsAdmin(page, '/categories', 'he');
    await expect(page.getByRole('article', { name: `עברית ${one}` })).toContainText('מוצר אחד');
    await expect(page.getByRole('article', { name: `עברית ${two}` })).toContainText('2 מוצרים');
    await page.goto('/admin/products');
    await page.getByRole('searchbox', { name: 'חיפוש לפי שם' }).fill(single.name);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('וריאציה אחת');
    await expect(page.getByRole('article')).not.toContainText('1 וריאציות');

    await page.getByRole('button', { name: 'עברית' }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await page.goto('/admin/categories');
    await expect(page.getByRole('article', { name: `Русский ${one}` })).toContainText('1 товар');
    await expect(page.getByRole('article', { name: `Русский ${two}` })).toContainText('2 товара');
  });

  test('the active order filters are counted with a plural form', async ({ page }) => {
    await openAsAdmin(page, '/orders?filter=' + encodeURIComponent(JSON.stringify({ status: 'new' })), 'he');
    await expect(page.getByRole('button', { name: /מסננים \(מסנן אחד פעיל\)$/ })).toBeVisible();
  });

  for (const [language, names, nextSide] of [
    ['he', { previous: 'מעבר לעמוד הקודם', next: 'מעבר לעמוד הבא' }, 'left'],
    ['ru', { previous: 'Предыдущая', next: 'Следующая' }, 'right'],
  ] as const) {
    test(`@phone the pagination arrows point the reading way and are named in the language (${language})`, async ({ page }) => {
      await openAsAdmin(page, '/products', language);
      await expect(page.getByRole('article').first()).toBeVisible();
      const previous = page.getByRole('button', { name: names.previous, exact: true });
      const next = page.getByRole('button', { name: names.next, exact: true });
      await expect(next).toBeVisible();
      const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
      expect(nextBox!.x < previousBox!.x ? 'left' : 'right').toBe(nextSide);
      expect(await pointing(next)).toBe(nextSide);
      expect(await pointing(previous)).toBe(nextSide === 'left' ? 'right' : 'left');
    });
  }
});

/** Which way a button's chevron points on the screen: its middle row is filled on the side of its tip. */
function pointing(button: import('@playwright/test').Locator): Promise<'left' | 'right'> {
  return button.locator('svg path').evaluate((element) => {
    const path = element as SVGPathElement;
    const box = path.getBBox();
    const meanX = (y: number) => {
      const xs: number[] = [];
      for (let x = box.x; x <= box.x + box.width; x += 0.25) if (path.isPointInFill(new DOMPoint(x, y))) xs.push(x);
      return xs.reduce((sum, x) => sum + x, 0) / xs.length;
    };
    const drawnLeft = meanX(box.y + box.height / 2) < meanX(box.y + 1);
    // A mirrored drawing (a negative horizontal scale on the way to the screen) turns it around.
    const mirrored = (path.getScreenCTM()?.a ?? 1) < 0;
    return drawnLeft !== mirrored ? 'left' : 'right';
  });
}
