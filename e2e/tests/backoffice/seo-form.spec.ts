import { expect, test } from '../support/fixtures';
import { openAsAdmin } from './backoffice';

test.describe('back office SEO form', () => {
  test('the robots field is named in Hebrew', async ({ page }) => {
    await openAsAdmin(page, '/seo/create', 'he');
    await expect(page.getByRole('combobox', { name: 'הנחיות לסורקים (robots)' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Robots', exact: true })).toHaveCount(0);
  });
});
