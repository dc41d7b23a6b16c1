import { expect, test } from '../support/fixtures';
import { DEMO_ADMIN } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

/** Counts the app's own history moves, from the first script of the page on. */
async function countHistoryMoves(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    const moves = { push: 0 };
    (window as unknown as { historyMoves: typeof moves }).historyMoves = moves;
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      moves.push += 1;
      return push(...args);
    };
  });
}

/** How staff reach the back office: the login form at once, and the page named in their language. */
test.describe('back office entry', () => {
  test('/admin without a session shows the login form at once, with one history entry', async ({ page }) => {
    await countHistoryMoves(page);
    await page.goto('/admin');
    await expect(page.getByLabel('אימייל')).toBeVisible({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/admin\/login$/);
    // A fresh tab holds its blank start page and the back office: nothing more.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { historyMoves: { push: number } }).historyMoves.push)).toBe(0);
  });

  test('a deep address without a session comes back after the login', async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page.getByLabel('אימייל')).toBeVisible({ timeout: 3_000 });
    await page.getByLabel('אימייל').fill(DEMO_ADMIN.email);
    await page.getByLabel('סיסמה').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'כניסה' }).click();
    await expect(page).toHaveURL(/\/admin\/orders/);
  });

  test('an expired token reaches the login form quickly too', async ({ page, pageProblems }) => {
    pageProblems.allow(/Failed to load resource|401/);
    await countHistoryMoves(page);
    await page.addInitScript(() => {
      localStorage.setItem('accessToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEsImV4cCI6MX0.expired');
      localStorage.setItem('currentUser', JSON.stringify({ id: 1, email: 'admin@demo.shop', name: 'Demo Admin', role: 'admin' }));
    });
    await page.goto('/admin');
    await expect(page.getByLabel('אימייל')).toBeVisible({ timeout: 3_000 });
    expect(await page.evaluate(() => (window as unknown as { historyMoves: { push: number } }).historyMoves.push)).toBeLessThanOrEqual(2);
  });

  test("the back office has the shop's icon and a title in the interface language, following a switch", async ({ page, request }) => {
    await openAsAdmin(page, '/products', 'he');
    await expect(page).toHaveTitle('ניהול חנות הספורט');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBeTruthy();
    const answer = await request.get(new URL(icon!, page.url()).toString());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('image/svg+xml');

    await page.getByRole('button', { name: 'עברית' }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect(page).toHaveTitle('Управление спортивным магазином');
    await page.goto('/admin/login');
    await expect(page).toHaveTitle('Управление спортивным магазином');
  });
});
