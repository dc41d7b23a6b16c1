import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { categoryBySlug, createNamedProduct, uniqueToken } from './catalog-data';

/**
 * Two languages with addresses of their own (DESIGN departure 9): Hebrew at the spec's paths, right to
 * left; Russian under /ru, left to right. The header's language dropdown moves to the same page.
 */

async function chooseLanguage(page: Page, current: string, next: string): Promise<void> {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('button', { name: next, exact: true }).click();
}

test.describe('languages', () => {
  test('the language dropdown moves a product page between Hebrew and Russian', async ({ page }) => {
    const token = uniqueToken();
    const boxing = await categoryBySlug('boxing');
    const { product, he, ru } = await createNamedProduct(
      token,
      { he: 'כפפות', ru: 'Перчатки', en: 'Gloves' },
      { category_ids: [boxing.id] },
    );

    await page.goto(`/product/${product.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: he })).toBeVisible();

    await chooseLanguage(page, 'שפה: עברית', 'Русский');
    await expect(page).toHaveURL((url) => url.pathname === `/ru/product/${product.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: ru })).toBeVisible();
    await expect(page.getByRole('button', { name: 'В корзину', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Бокс' })).toHaveAttribute(
      'href',
      '/ru/category/boxing',
    );

    await chooseLanguage(page, 'Язык: Русский', 'עברית');
    await expect(page).toHaveURL((url) => url.pathname === `/product/${product.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: he })).toBeVisible();
  });

  test('a filtered category keeps its filters in the other language', async ({ page }) => {
    await page.goto('/category/boxing?sort=price_desc');
    await expect(page.getByRole('heading', { level: 1, name: 'אגרוף' })).toBeVisible();
    await chooseLanguage(page, 'שפה: עברית', 'Русский');
    await expect(page).toHaveURL(/\/ru\/category\/boxing\?sort=price_desc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Бокс' })).toBeVisible();
    await expect(page.getByLabel('Сортировка')).toHaveValue('price_desc');
  });

  test('the Russian home page speaks Russian, left to right', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/ru');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Выберите свой вид спорта' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Новинки' })).toBeVisible();
    await page.getByRole('region', { name: 'Выберите свой вид спорта' }).getByRole('link', { name: /Бокс/ }).click();
    await expect(page).toHaveURL(/\/ru\/category\/boxing$/);
  });

  test('an unknown address is a not-found page, with status 404, in both languages', async ({ page }) => {
    const hebrew = await page.goto(`/no-such-page-${uniqueToken()}`);
    expect(hebrew?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'העמוד לא נמצא' })).toBeVisible();

    const russian = await page.goto(`/ru/no-such-page-${uniqueToken()}`);
    expect(russian?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
