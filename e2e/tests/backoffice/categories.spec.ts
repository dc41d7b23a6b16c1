import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { uniqueName } from '../support/shopApi';
import { ONE_PIXEL_PNG, openAsAdmin } from './backoffice';

test.describe('back office categories', () => {
  test('creates a category with translations, sees its lit badges, and deletes it after the confirmation', async ({ page }) => {
    const name = uniqueName('E2E Climbing');
    await openAsAdmin(page, '/categories/create');
    const nameInput = page.getByRole('textbox', { name: /^שם( \*)?$/ });
    await nameInput.fill('A');
    await nameInput.blur();
    await expect(page.getByText('שם הקטגוריה הוא שדה חובה')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await nameInput.fill(name);
    await page.getByLabel('שם (רוסית)').fill(`Скалолазание ${name}`);
    await page.getByLabel('שם (עברית)').fill(`טיפוס ${name}`);
    await page.getByLabel('העלאת תמונה').setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect(page.getByRole('img', { name: 'תצוגה מקדימה של תמונת הקטגוריה' })).toBeVisible();
    await page.getByRole('button', { name: 'שמירה' }).click();

    await expect(page).toHaveURL(/\/admin\/categories$/);
    const card = page.getByRole('article', { name: `טיפוס ${name}` });
    await expect(card).toBeVisible();
    await expect(card.getByLabel('תרגום לרוסית: כן')).toBeVisible();
    await expect(card.getByLabel('תרגום לעברית: כן')).toBeVisible();
    await expect(card).toContainText('0 מוצרים');
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: `מחיקה: טיפוס ${name}` }).click();
    await expect(page.getByText('האם אתם בטוחים שברצונכם למחוק את הקטגוריה? פעולה זו תמחק גם את כל התרגומים.')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`מחיקת הקטגוריה "\u2068טיפוס ${name}\u2069"`);
    await dialog.getByRole('button', { name: 'מחיקה' }).click();
    await expect(card).toHaveCount(0);
  });
});
