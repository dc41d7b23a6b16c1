import { expect, test } from '../support/fixtures';
import { openAsAdmin } from './backoffice';

/** Hebrew is right to left throughout (document, theme, menu side); Russian is left to right. */
test.describe('back office direction', () => {
  test('Hebrew is right to left with the menu on the right', async ({ page }) => {
    await openAsAdmin(page, '/categories', 'he');
    await expect(page.getByText(/\d+ קטגוריות/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    const menu = await page.getByRole('menuitem', { name: 'מוצרים' }).boundingBox();
    const viewport = page.viewportSize()!;
    expect(menu!.x).toBeGreaterThan(viewport.width / 2);
  });

  test('Russian is left to right with the menu on the left, and the language menu switches back', async ({ page }) => {
    await openAsAdmin(page, '/categories', 'ru');
    await expect(page.getByRole('menuitem', { name: 'Товары' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const menu = await page.getByRole('menuitem', { name: 'Товары' }).boundingBox();
    expect(menu!.x).toBeLessThan(page.viewportSize()!.width / 2);

    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('menuitem', { name: 'עברית' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('menuitem', { name: 'מוצרים' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
