import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { categoryBySlug, createCategory, createNamedProduct, uniqueToken, variantsOf } from './catalog-data';

/**
 * The catalog as a Hebrew shopper uses it: home, a category with its filters, a product with
 * variants, the cart in the header. Every test makes its own products (names carry a token of its
 * own), so the tests share one shop without reading each other's data.
 */

const GLOVES = { he: 'כפפות', ru: 'Перчатки', en: 'Gloves' };

const cartButton = (page: Page, count: number) =>
  page.getByRole('button', { name: count === 1 ? 'עגלת קניות, פריט אחד' : `עגלת קניות, ${count} פריטים` });
const filters = (page: Page) => page.getByRole('form', { name: 'סינון' });
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });

test.describe('catalog', () => {
  test('home, a category and a product with variants lead to a cart line that survives a reload', async ({ page }) => {
    const token = uniqueToken();
    const boxing = await categoryBySlug('boxing');
    const { he } = await createNamedProduct(token, GLOVES, {
      price: 100,
      has_variants: true,
      category_ids: [boxing.id],
      variants: variantsOf(token, [
        { size: 'S', stock: 5 },
        { size: 'M', color: 'Red', stock: 5, modifier: 10 },
      ]),
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'מוצרים חדשים' })).toBeVisible();
    await page.getByRole('region', { name: 'בחרו את התחום שלכם' }).getByRole('link', { name: /אגרוף/ }).click();
    await expect(page).toHaveURL(/\/category\/boxing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'אגרוף' })).toBeVisible();

    await filters(page).getByLabel('חיפוש').fill(token);
    await filters(page).getByLabel('חיפוש').press('Enter');
    await page.getByRole('link', { name: he, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: he })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'נתיב ניווט' }).getByRole('link', { name: 'אגרוף' })).toHaveAttribute(
      'href',
      '/category/boxing',
    );

    await page.getByRole('radio', { name: /M \/ אדום/ }).check();
    await expect(
      page
        .locator('main')
        .getByText(/110\.00/)
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'הגדלת כמות' }).click();
    await expect(page.getByRole('spinbutton', { name: 'כמות' })).toHaveValue('2');
    await page.getByRole('button', { name: 'הוספה לעגלה', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'נוסף לעגלה' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'המשך קנייה' })).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'מעבר לתשלום' })).toHaveAttribute('href', '/checkout');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await expect(cartButton(page, 2)).toBeVisible();
    await cartButton(page, 2).click();
    const cart = page.getByRole('region', { name: 'עגלת קניות' });
    await expect(cart.getByText(he)).toBeVisible();
    await expect(cart.getByText('M / אדום')).toBeVisible();
    await expect(cart.getByText(/110\.00/).first()).toBeVisible();

    await page.reload();
    await expect(cartButton(page, 2)).toBeVisible();
    await cartButton(page, 2).click();
    await expect(page.getByRole('region', { name: 'עגלת קניות' }).getByText('M / אדום')).toBeVisible();
  });

  test('the category filters change the address and the products', async ({ page }) => {
    const token = uniqueToken();
    const boxing = await categoryBySlug('boxing');
    const cheap = await createNamedProduct(token, { he: 'אלפא', ru: 'Альфа', en: 'Alpha' }, { price: 50, category_ids: [boxing.id] });
    const dear = await createNamedProduct(token, { he: 'בטא', ru: 'Бета', en: 'Beta' }, { price: 150, category_ids: [boxing.id] });

    await page.goto('/category/boxing');
    await filters(page).getByLabel('חיפוש').fill(token);
    await filters(page).getByRole('button', { name: 'החלה' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${token}$`));
    await expect(cardNames(page)).toHaveText([cheap.he, dear.he]);

    await filters(page).getByLabel('מיון לפי').selectOption({ label: 'מחיר: מהגבוה לנמוך' });
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(cardNames(page)).toHaveText([dear.he, cheap.he]);

    await filters(page).getByLabel('מחיר מינימלי').fill('100');
    await filters(page).getByRole('button', { name: 'החלה' }).click();
    await expect(page).toHaveURL(/min_price=100/);
    await expect(cardNames(page)).toHaveText([dear.he]);

    await filters(page).getByLabel('מחיר מקסימלי').fill('20');
    await filters(page).getByRole('button', { name: 'החלה' }).click();
    await expect(filters(page).getByText('המחיר המרבי לא יכול להיות נמוך מהמחיר המזערי')).toBeVisible();
    await expect(filters(page).getByLabel('מחיר מקסימלי')).toHaveValue('20');
    await expect(page).not.toHaveURL(/max_price/);

    await filters(page).getByLabel('חיפוש').fill(`${token}-nothing`);
    await filters(page).getByLabel('מחיר מקסימלי').fill('');
    await filters(page).getByRole('button', { name: 'החלה' }).click();
    await expect(page.getByRole('heading', { name: 'אין מוצרים התואמים לסינון' })).toBeVisible();

    await filters(page).getByRole('button', { name: 'איפוס סינון' }).click();
    await expect(page).toHaveURL(/\/category\/boxing$/);
    await expect(filters(page).getByLabel('חיפוש')).toHaveValue('');
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a large category shows 24 products and more on demand', async ({ page }) => {
    const token = uniqueToken();
    const category = await createCategory(token);
    for (let i = 1; i <= 25; i += 1) {
      await createNamedProduct(token, { he: `מוצר ${i}`, ru: `Товар ${i}`, en: `Item ${i}` }, { category_ids: [category.id] });
    }

    await page.goto(`/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `קטגוריה ${token}` })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(24);
    await expect(page.getByText('מוצגים 24 מתוך 25 מוצרים')).toBeVisible();
    await page.getByRole('button', { name: 'הצגת מוצרים נוספים' }).click();
    await expect(page.getByRole('article')).toHaveCount(25);
    await expect(page.getByText('מוצגים 25 מתוך 25 מוצרים')).toBeVisible();
    await expect(page.getByRole('button', { name: 'הצגת מוצרים נוספים' })).toHaveCount(0);

    // The shown pages are kept in the address: back from a product, and after a reload, all 25 show again.
    await expect(page).toHaveURL(new RegExp(`/category/${category.slug}\\?pages=2$`));
    await page.getByRole('article').last().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await page.goBack();
    await expect(page.getByText('מוצגים 25 מתוך 25 מוצרים')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(25);
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'הצגת מוצרים נוספים' })).toHaveCount(0);
  });

  test('a category linked by its name moves to the address of its slug', async ({ page }) => {
    await page.goto('/category/Boxing');
    await expect(page).toHaveURL(/\/category\/boxing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'אגרוף' })).toBeVisible();
  });

  test('the header search box lists the matches and their count', async ({ page }) => {
    const token = uniqueToken();
    const first = await createNamedProduct(token, { he: 'כדור', ru: 'Мяч', en: 'Ball' });
    const second = await createNamedProduct(token, { he: 'רשת', ru: 'Сетка', en: 'Net' });

    await page.goto('/');
    await page.getByRole('searchbox', { name: 'חיפוש בחנות' }).fill(token);
    await page.getByRole('searchbox', { name: 'חיפוש בחנות' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}$`));
    await expect(page.getByText('נמצאו 2 מוצרים')).toBeVisible();
    await expect(cardNames(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: first.he, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: second.he, exact: true })).toBeVisible();

    await page.goto(`/search?q=${token}-nothing`);
    await expect(page.getByRole('heading', { name: 'לא נמצאו מוצרים התואמים לחיפוש' })).toBeVisible();
  });

  test('the home page and a category page pass the accessibility check', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'מוצרים חדשים' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/category/boxing');
    // On a phone the filters open from their button, after the products.
    const filtersButton = page.getByRole('button', { name: 'סינון', exact: true });
    if (await filtersButton.isVisible()) await filtersButton.click();
    await expect(filters(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
