import { expect, test } from '../support/fixtures';
import { adminToken, shopCall } from '../support/shopApi';
import { createCategory, createNamedProduct, uniqueToken } from './catalog-data';

/** What the storefront says back to a shopper: adds from a card, a category gone meanwhile, searches with nothing to show. */

const BOTTLE = { he: 'בקבוק', ru: 'Бутылка', en: 'Bottle' };

test.describe('what the shop says back', () => {
  test('adding from a product card is confirmed for a few seconds, naming the product, in the page language', async ({ page }) => {
    const token = uniqueToken();
    const bottle = await createNamedProduct(token, BOTTLE);

    await page.goto(`/search?q=${token}`);
    await expect(page.getByText('נמצא מוצר אחד')).toBeVisible();
    await page.getByRole('button', { name: `הוספה לעגלה: ${bottle.he}` }).click();
    const confirmation = page.getByRole('status').filter({ hasText: `המוצר "${bottle.he}" נוסף לעגלה` });
    await expect(confirmation).toBeVisible();
    await expect(page.getByRole('button', { name: 'עגלת קניות, פריט אחד' })).toBeVisible();
    await expect(confirmation).toHaveCount(0, { timeout: 8_000 });

    await page.goto(`/ru/search?q=${token}`);
    await expect(page.getByText('Найден 1 товар')).toBeVisible();
    await page.getByRole('button', { name: `В корзину: ${bottle.ru}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Товар «${bottle.ru}» добавлен в корзину` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Корзина, 2 товара' })).toBeVisible();
  });

  test('a category removed after the menu was drawn opens the not-found page, as its address does', async ({ page }) => {
    const category = await createCategory(uniqueToken());
    await page.goto('/');
    await shopCall('DELETE', `/api/categories/${category.id}`, { token: await adminToken() });

    const menu = page.getByRole('navigation', { name: 'תפריט ראשי' });
    await menu.getByRole('button', { name: 'קטגוריות' }).click();
    await menu.getByRole('link', { name: `קטגוריה ${category.slug.replace('e2e-', '')}` }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${category.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('העמוד לא נמצא');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('העמוד לא נמצא');
  });

  test('a search without words says its heading once; one without matches says so under its own', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'חיפוש', exact: true })).toHaveCount(1);
    await expect(page.getByText('הקלידו בתיבת החיפוש את מה שאתם מחפשים.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'חזרה לדף הבית' }).first()).toBeVisible();

    await page.goto('/ru/search?q=');
    await expect(page.getByRole('heading', { name: 'Поиск', exact: true })).toHaveCount(1);

    const nothing = uniqueToken();
    await page.goto(`/search?q=${nothing}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`תוצאות עבור "${nothing}"`);
    await expect(page.getByRole('heading', { name: 'לא נמצאו מוצרים התואמים לחיפוש' })).toHaveCount(1);
  });
});
