import { expect, test } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_ADMIN } from '../support/shopApi';

/** Staff login against the server: roles admin and orders enter; the messages are the spec's, in Hebrew by default. */
test.describe('back office login', () => {
  test('the demo admin logs in and lands on the dashboard', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByText('פרטי התחברות לדמו')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('אימייל').fill(DEMO_ADMIN.email);
    await page.getByLabel('סיסמה').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'כניסה' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'לוח בקרה', level: 1 })).toBeVisible();
  });

  test('the demo user is refused with the access message', async ({ page, pageProblems }) => {
    pageProblems.allow(/Failed to load resource/);
    await page.goto('/admin/login');
    await page.getByLabel('אימייל').fill('user@demo.shop');
    await page.getByLabel('סיסמה').fill('demo-user-2026');
    await page.getByRole('button', { name: 'כניסה' }).click();
    await expect(page.getByRole('alert')).toHaveText('הגישה נדחתה. נדרשות הרשאות מנהל.');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a wrong password shows the invalid credentials message, in English too', async ({ page, pageProblems }) => {
    pageProblems.allow(/Failed to load resource|401/);
    await page.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
  });

  test('an expired or refused token goes back to the login page', async ({ page, pageProblems }) => {
    pageProblems.allow(/Failed to load resource|401/);
    await page.addInitScript(() => {
      localStorage.setItem('accessToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEsImV4cCI6MX0.expired');
      localStorage.setItem('currentUser', JSON.stringify({ id: 1, email: 'admin@demo.shop', name: 'Demo Admin', role: 'admin' }));
    });
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole('button', { name: 'כניסה' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
