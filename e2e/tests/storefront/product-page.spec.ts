import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { categoryBySlug, createNamedProduct, uniqueToken, variantsOf } from './catalog-data';

/** The product page as a Hebrew shopper uses it; every test makes the product it looks at. */

const SHIRT = { he: 'חולצה', ru: 'Футболка', en: 'Shirt' };

test.describe('product page', () => {
  test('the quantity stays within 1..99: minus is disabled at 1, a typed value outside is ignored', async ({ page }) => {
    const { product } = await createNamedProduct(uniqueToken(), SHIRT);
    await page.goto(`/product/${product.id}`);

    const quantity = page.getByRole('spinbutton', { name: 'כמות' });
    const minus = page.getByRole('button', { name: 'הפחתת כמות' });
    await expect(quantity).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await page.getByRole('button', { name: 'הגדלת כמות' }).click();
    await expect(quantity).toHaveValue('2');
    await expect(minus).toBeEnabled();

    await quantity.fill('150');
    await quantity.blur();
    await expect(quantity).toHaveValue('2');
    await quantity.fill('99');
    await expect(page.getByRole('button', { name: 'הגדלת כמות' })).toBeDisabled();
  });

  test('a description with a script shows its text and runs nothing', async ({ page }) => {
    const token = uniqueToken();
    const description = [
      'Plain words about the **grip**.',
      '',
      '<script>window.__hacked = true; alert("script")</script>',
      '<img src="x" onerror="window.__hacked = true; alert(\'image\')">',
      '[a link](javascript:window.__hacked=true)',
    ].join('\n');
    const { product } = await createNamedProduct(token, SHIRT, { description });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(`/product/${product.id}`);
    const text = page.getByRole('region', { name: 'תיאור' });
    await expect(text.getByText('Plain words about the')).toBeVisible();
    await expect(text.getByText('grip')).toBeVisible();
    await text.getByText('a link').click();

    expect(await page.evaluate(() => (window as unknown as { __hacked?: boolean }).__hacked)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('more than 6 variants are tabs by size; the badge, price and cart line follow the chosen one', async ({ page }) => {
    const token = uniqueToken();
    const variants = ['S', 'M', 'L', 'XL'].flatMap((size) => [
      { size, color: 'Black', stock: 4 },
      { size, color: 'Navy', stock: size === 'L' ? 0 : 4, modifier: 5 },
    ]);
    const { product } = await createNamedProduct(token, SHIRT, { price: 80, has_variants: true, variants: variantsOf(token, variants) });

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('tab', { name: 'S', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'L', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'L', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('radio', { name: /כחול כהה/ }).check();
    await expect(page.getByText('אזל מהמלאי').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'הוספה לעגלה', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'קנייה מהירה', exact: true })).toBeDisabled();

    await page.getByRole('tab', { name: 'L', exact: true }).press('ArrowLeft'); // right to left: the next tab is on the left
    await expect(page.getByRole('tab', { name: 'XL', exact: true })).toBeFocused();
    await page.getByRole('radio', { name: /כחול כהה/ }).check();
    await expect(page.getByText('האפשרות שנבחרה: XL / כחול כהה')).toBeVisible();
    await expect(page.getByRole('button', { name: 'הוספה לעגלה', exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'הוספה לעגלה', exact: true }).click();
    await page.getByRole('dialog', { name: 'נוסף לעגלה' }).getByRole('button', { name: 'המשך קנייה' }).click();
    await page.getByRole('button', { name: 'עגלת קניות, פריט אחד' }).click();
    const cart = page.getByRole('region', { name: 'עגלת קניות' });
    await expect(cart.getByText('XL / כחול כהה')).toBeVisible();
    await expect(cart.getByText(/85\.00/).first()).toBeVisible();
  });

  test('buy now puts the product in the cart and opens the checkout', async ({ page }) => {
    const { product, he } = await createNamedProduct(uniqueToken(), SHIRT, { price: 42 });
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'הגדלת כמות' }).click();
    await page.getByRole('button', { name: 'קנייה מהירה', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: 'עגלת קניות, 2 פריטים' })).toBeVisible();
    await page.getByRole('button', { name: 'עגלת קניות, 2 פריטים' }).click();
    await expect(page.getByRole('region', { name: 'עגלת קניות' }).getByText(he)).toBeVisible();
  });

  test('an address without a usable id shows "not found" without asking the API', async ({ page }) => {
    const productCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/products/')) productCalls.push(request.url());
    });
    for (const id of ['abc', '0']) {
      await page.goto(`/product/${id}`);
      await expect(page.getByRole('heading', { name: 'המוצר לא נמצא' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'חזרה לדף הבית' })).toHaveAttribute('href', '/');
    }
    expect(productCalls).toEqual([]);

    await page.goto('/product/2147483000');
    await expect(page.getByRole('heading', { name: 'המוצר לא נמצא' })).toBeVisible();
  });

  test(
    'the product page shows the breadcrumb, related products and passes the accessibility check',
    { tag: '@phone' },
    async ({ page }) => {
      const token = uniqueToken();
      const boxing = await categoryBySlug('boxing');
      const { product, he } = await createNamedProduct(token, SHIRT, {
        category_ids: [boxing.id],
        has_variants: true,
        variants: variantsOf(token, [
          { size: 'S', stock: 3 },
          { size: 'M', stock: 3 },
        ]),
      });
      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: he })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(he));
      const breadcrumb = page.getByRole('navigation', { name: 'נתיב ניווט' });
      await expect(breadcrumb.getByRole('link', { name: 'דף הבית' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.getByRole('link', { name: 'אגרוף' })).toHaveAttribute('href', '/category/boxing');
      await expect(page.getByRole('heading', { name: 'מוצרים דומים' })).toBeVisible();
      await expect(page.getByText('במלאי', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    },
  );
});
