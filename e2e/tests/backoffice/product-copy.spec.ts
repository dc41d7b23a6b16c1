import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { aProductInput, adminToken, createProduct, shopCall, uniqueName, type Product } from '../support/shopApi';
import { openAsAdmin, type OfficeLanguage } from './backoffice';

async function productsNamed(q: string): Promise<Product[]> {
  const { data } = await shopCall<{ data: Product[] }>('GET', '/api/products/admin', {
    token: await adminToken(),
    query: { lang: 'he', filter: JSON.stringify({ q }) },
  });
  return data;
}

async function firstCategory(lang: 'he' | 'ru' = 'he'): Promise<{ id: number; localized_name: string }> {
  const { data } = await shopCall<{ data: Array<{ id: number; localized_name: string }> }>('GET', '/api/categories/admin', {
    token: await adminToken(),
    query: { lang, range: '[0,0]', sort: '["sort_order","ASC"]' },
  });
  return data[0];
}

/** A product with three variants whose SKUs carry the test's own tag. */
async function aProductWithVariants(name: string, tag: string): Promise<Product> {
  return createProduct(
    aProductInput({
      name,
      translations: [],
      category_ids: [(await firstCategory()).id],
      has_variants: true,
      variants: ['S', 'M', 'L'].map((size) => ({ sku: `${tag}-${size}`, size, stock_quantity: 2, price_modifier: 0, is_active: true })),
    }),
  );
}

const FORM_WORDS: Record<'he' | 'ru', { create: string; addVariant: string; hasVariants: string; sku: string; taken: string }> = {
  he: {
    create: 'יצירת מוצר',
    addVariant: 'הוספת וריאציה',
    hasVariants: 'יש וריאציות',
    sku: 'מק"ט',
    taken: 'וריאציה אחרת כבר משתמשת במק"ט הזה',
  },
  ru: {
    create: 'Создать товар',
    addVariant: 'Добавить вариант',
    hasVariants: 'Есть варианты',
    sku: 'Артикул',
    taken: 'Этот артикул уже занят другим вариантом',
  },
};

async function variantSku(page: Page, position: number, words: (typeof FORM_WORDS)['he']) {
  return page.getByRole('group', { name: new RegExp(`${position}$`) }).getByLabel(words.sku);
}

test.describe('back office product copy', () => {
  test('a product with variants is copied and saved at once, its variants with fresh SKUs', async ({ page }) => {
    const name = uniqueName('E2E copied sizes');
    const tag = uniqueName('COPY').replace(' ', '-');
    await aProductWithVariants(name, tag);
    await openAsAdmin(page, '/products');
    await page.getByRole('searchbox', { name: 'חיפוש לפי שם' }).fill(name);
    await expect(page.getByRole('article')).toHaveCount(1);

    await page.getByRole('button', { name: `העתקה: ${name}` }).click();
    await expect(page.getByLabel('שם המוצר (אנגלית)')).toHaveValue(`${name} (Copy)`);
    await expect(await variantSku(page, 1, FORM_WORDS.he)).toHaveValue(/^NEW-1-\d{6}$/);
    await page.getByRole('button', { name: 'יצירת מוצר' }).click();
    // Saved: back on the list (which keeps its search).
    await expect(page).toHaveURL(/\/admin\/products(\?|$)/);

    const copy = (await productsNamed(name)).find((p) => p.name === `${name} (Copy)`);
    expect(copy).toBeDefined();
    const { data: saved } = await shopCall<{ data: Product }>('GET', `/api/products/admin/${copy!.id}`, {
      token: await adminToken(),
      query: { lang: 'he' },
    });
    expect(saved.variants?.map((v) => v.size)).toEqual(['S', 'M', 'L']);
    for (const variant of saved.variants ?? []) expect(variant.sku).not.toContain(tag);
  });

  for (const language of ['he', 'ru'] as const) {
    test(`a refusal names every SKU in use at its own variant, in the interface language (${language})`, async ({ page, pageProblems }) => {
      pageProblems.allow(/409|Failed to load resource/);
      const words = FORM_WORDS[language];
      const tag = uniqueName('TAKEN').replace(' ', '-');
      await aProductWithVariants(uniqueName('E2E sku owner'), tag);
      await openAsAdmin(page, '/products/create', language as OfficeLanguage);
      await page.getByLabel(language === 'he' ? 'שם המוצר (אנגלית)' : 'Название товара (англ.)').fill(uniqueName('E2E sku clash'));
      await page.getByRole('checkbox', { name: (await firstCategory(language)).localized_name, exact: true }).check();
      await page.getByRole('switch', { name: words.hasVariants }).check();
      for (const _size of ['S', 'FREE', 'L']) {
        await page.getByRole('button', { name: words.addVariant }).click();
      }
      await (await variantSku(page, 1, words)).fill(`${tag}-S`);
      await (await variantSku(page, 2, words)).fill(`${tag}-FREE`);
      await (await variantSku(page, 3, words)).fill(`${tag}-L`);
      await page.getByRole('button', { name: words.create }).click();

      for (const position of [1, 3]) {
        await expect(page.getByRole('group', { name: new RegExp(`${position}$`) }).getByText(words.taken)).toBeVisible();
      }
      await expect(page.getByRole('group', { name: /2$/ }).getByText(words.taken)).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/products\/create$/);
    });
  }
});
