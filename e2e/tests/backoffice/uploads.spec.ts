import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { ONE_PIXEL_PNG, openAsAdmin } from './backoffice';

const A_PRICE_LIST = { name: 'price-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a picture') };

/** Picture inputs of the back office: a file that is not a picture is refused aloud; the main image uploads too. */
test.describe('back office picture uploads', () => {
  test('the product form says why a file that is not a picture was refused (he)', async ({ page }) => {
    await openAsAdmin(page, '/products/create', 'he');
    await page.getByLabel('הוספת תמונות').setInputFiles([A_PRICE_LIST, { name: 'ball.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG }]);
    await expect(
      page.getByRole('alert').filter({ hasText: 'הקובץ "\u2068price-list.pdf\u2069" לא הועלה: אפשר להעלות רק תמונות.' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'תמונות נוספות 1' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'תמונות נוספות 2' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the main image is uploaded like the other pictures, and a wrong file is refused aloud (ru)', async ({ page }) => {
    await openAsAdmin(page, '/products/create', 'ru');
    const upload = page.getByLabel('Загрузить основное изображение');
    await upload.setInputFiles(A_PRICE_LIST);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Файл «\u2068price-list.pdf\u2069» не загружен: загружать можно только изображения.' }),
    ).toBeVisible();
    await upload.setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect(page.getByRole('textbox', { name: 'Адрес основного изображения' })).toHaveValue(/^\/uploads\//);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a category picture refuses a file that is not a picture, next to the field (he)', async ({ page }) => {
    await openAsAdmin(page, '/categories/create', 'he');
    await page.getByLabel('העלאת תמונה').setInputFiles(A_PRICE_LIST);
    await expect(page.getByRole('alert').filter({ hasText: 'price-list.pdf' })).toBeVisible();
  });
});
