import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { aProductInput, adminToken, createProduct, productOnSale, shopCall, uniqueName, type Product } from '../support/shopApi';
import { ONE_PIXEL_PNG, openAsAdmin } from './backoffice';

interface StaffCategory {
  id: number;
  name: string;
  localized_name: string;
}

async function firstCategories(count: number): Promise<StaffCategory[]> {
  const { data } = await shopCall<{ data: StaffCategory[] }>('GET', '/api/categories/admin', {
    token: await adminToken(),
    query: { lang: 'he', range: '[0,49]', sort: '["sort_order","ASC"]' },
  });
  return data.slice(0, count);
}

async function productsNamed(q: string): Promise<Product[]> {
  const { data } = await shopCall<{ data: Product[] }>('GET', '/api/products/admin', {
    token: await adminToken(),
    query: { lang: 'he', filter: JSON.stringify({ q }) },
  });
  return data;
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'חיפוש לפי שם' }).fill(text);
}

test.describe('back office products', () => {
  test('creates a product with two translations, template variants and an uploaded image, seen by shoppers in both languages', async ({
    page,
  }) => {
    // Many steps and two accessibility scans of a form with 18 variants.
    test.slow();
    const [category] = await firstCategories(1);
    const name = uniqueName('E2E trail shirt');
    await openAsAdmin(page, '/products/create');
    await expect(page.getByRole('heading', { name: 'מידע בסיסי' })).toBeVisible();

    await page.getByLabel('שם המוצר (אנגלית)').fill(name);
    await page.getByRole('checkbox', { name: category.localized_name, exact: true }).check();
    await page.getByLabel('מחיר', { exact: false }).first().fill('200');
    await page.getByLabel('כמות במלאי').first().fill('3');
    await page.getByRole('switch', { name: 'הפעלת הנחה' }).check();
    await page.getByLabel('אחוז הנחה').fill('25');
    await expect(page.getByLabel('מחיר לאחר הנחה')).toHaveValue('150');
    await page.getByLabel('שם (רוסית)').fill(`Футболка ${name}`);
    await page.getByLabel('שם (עברית)').fill(`חולצה ${name}`);

    await page.getByLabel('הוספת תמונות').setInputFiles({ name: 'shirt.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect(page.getByRole('img', { name: 'תמונות נוספות 1' })).toBeVisible();

    await page.getByRole('switch', { name: 'יש וריאציות' }).check();
    await page.getByRole('button', { name: 'שימוש בתבנית' }).click();
    const picker = page.getByRole('dialog', { name: 'בחירת תבנית מידות' });
    await expect(picker.getByText('תבניות מומלצות')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await picker.getByRole('button', { name: /ביגוד/ }).first().click();
    await picker.getByRole('button', { name: 'החלת התבנית' }).click();
    await expect(page.getByRole('group', { name: 'וריאציה 18' })).toBeVisible();

    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'יצירת מוצר' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);

    const [created] = await productsNamed(name);
    expect(created).toBeDefined();
    const inRussian = await productOnSale(created.id, 'ru');
    const inHebrew = await productOnSale(created.id, 'he');
    expect(inRussian.localized_name).toBe(`Футболка ${name}`);
    expect(inHebrew.localized_name).toBe(`חולצה ${name}`);
    expect(inHebrew.variants).toHaveLength(18);
    expect(inHebrew.effective_price).toBe(150);
    expect(inHebrew.images?.[0]?.url).toMatch(/^\/uploads\//);
  });

  test('copies a product and deletes the copy after the confirmation', async ({ page }) => {
    const [category] = await firstCategories(1);
    const name = uniqueName('E2E copy ball');
    await createProduct(aProductInput({ name, translations: [], category_ids: [category.id] }));
    await openAsAdmin(page, '/products');
    await search(page, name);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `העתקה: ${name}` }).click();
    await expect(page.getByLabel('שם המוצר (אנגלית)')).toHaveValue(`${name} (Copy)`);
    await page.getByRole('button', { name: 'יצירת מוצר' }).click();
    await expect(page).toHaveURL(/\/admin\/products/);
    expect((await productsNamed(name)).map((p) => p.slug).sort()).toEqual([expect.stringMatching(/copy$/), expect.any(String)].sort());

    await search(page, `${name} (Copy)`);
    await expect(page.getByRole('article', { name: `${name} (Copy)` })).toBeVisible();
    await page.getByRole('button', { name: `מחיקה: ${name} (Copy)` }).click();
    await expect(page.getByText('האם אתם בטוחים שברצונכם למחוק את המוצר? לא ניתן לבטל פעולה זו.')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`מחיקת המוצר "\u2068${name} (Copy)\u2069"`);
    await dialog.getByRole('button', { name: 'מחיקה' }).click();
    await expect(page.getByRole('article', { name: `${name} (Copy)` })).toHaveCount(0);
    expect((await productsNamed(name)).map((p) => p.name)).toEqual([name]);
  });

  test('filters by category and status together, done by the API', async ({ page }) => {
    const [first, second] = await firstCategories(2);
    const tag = uniqueName('E2E filter');
    await createProduct(aProductInput({ name: `${tag} shown`, translations: [], category_ids: [first.id] }));
    await createProduct(aProductInput({ name: `${tag} hidden`, translations: [], category_ids: [first.id], is_visible: false }));
    await openAsAdmin(page, '/products');
    await search(page, tag);
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.getByRole('combobox', { name: 'קטגוריה' }).click();
    await page.getByRole('option', { name: `${first.localized_name} (מזהה: ${first.id})` }).click();
    await expect(page.getByText(`סינון נוכחי: ${first.localized_name}`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.getByRole('combobox', { name: 'הצג' }).click();
    await page.getByRole('option', { name: 'מוסתרים בלבד' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: `${tag} hidden` })).toContainText('מוסתר');

    await page.getByRole('combobox', { name: 'קטגוריה' }).click();
    await page.getByRole('option', { name: `${second.localized_name} (מזהה: ${second.id})` }).click();
    await expect(page.getByText('לא נמצאו מוצרים בקטגוריה שנבחרה')).toBeVisible();

    await page.getByRole('button', { name: 'ניקוי סינון' }).click();
    await page.getByRole('button', { name: 'ניקוי', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'ניקוי סינון' })).toBeDisabled();
  });
});
