import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { adminToken, shopCall, uniqueName } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

/** A delete confirmation names what goes and confirms with a red Delete button, not a neutral "confirm". */
test.describe('back office delete confirmations', () => {
  test('a size template is named in its dialog, and the red Delete button deletes it (he)', async ({ page }) => {
    const name = uniqueName('E2E gloves');
    await shopCall('POST', '/api/size-templates', {
      token: await adminToken(),
      body: {
        name,
        category: 'accessories',
        variant: 'size',
        sizes: [{ size: 'S', sku_suffix: 'S', default_stock: 1, is_default_active: true }],
        colors: [],
      },
    });
    await openAsAdmin(page, '/size-templates', 'he');
    await page.getByRole('button', { name: `מחיקה: ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`מחיקת תבנית המידות "\u2068${name}\u2069"`);
    await expect(dialog.getByRole('button', { name: 'אישור' })).toHaveCount(0);
    const remove = dialog.getByRole('button', { name: 'מחיקה' });
    // Red, as a destructive action: the theme's error colour (#c62828) behind white text.
    await expect(remove).toHaveCSS('background-color', 'rgb(198, 40, 40)');
    await expect(remove).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await remove.click();
    await expect(page.getByRole('button', { name: `מחיקה: ${name}` })).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/size-templates$/);
  });

  test('an SEO record is named by its page in its dialog (ru)', async ({ page }) => {
    const slug = `e2e-${uniqueName('x').split(' ')[1]}`;
    await shopCall('POST', '/api/seo', {
      token: await adminToken(),
      body: {
        page_type: 'category',
        page_slug: slug,
        language: 'he',
        title: 'E2E',
        description: 'A record made by a browser test',
        is_active: true,
      },
    });
    await openAsAdmin(page, '/seo', 'ru');
    const row = page.getByRole('row').filter({ hasText: slug });
    await row.getByRole('button', { name: /^Удалить/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toContainText(`Удаление SEO-записи: \u2068Категория ${slug} (he)\u2069`);
    await expect(dialog.getByRole('button', { name: 'Удалить' })).toHaveCSS('background-color', 'rgb(198, 40, 40)');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(row).toHaveCount(1);
  });
});
