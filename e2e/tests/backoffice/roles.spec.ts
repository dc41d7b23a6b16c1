import { expect, test } from '../support/fixtures';
import { DEMO_ADMIN } from '../support/shopApi';
import { DEMO_ORDERS_DESK } from '../support/staffApi';

const ADMIN_ONLY_MENUS = ['מוצרים', 'קטגוריות', 'קודי הנחה', 'מאמרים', 'SEO', 'תבניות מידות', 'צוות', 'הגדרות החנות', 'וובהוקים'];

/** Each role sees only what it may open: the orders desk has the dashboard and the orders, nothing else. */
test.describe('back-office roles', () => {
  test('the demo orders-desk account sees the dashboard and the orders only', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/admin/login');
    await expect(page.getByText('מוקד הזמנות')).toBeVisible();
    await expect(page.getByText(`${DEMO_ORDERS_DESK.email} / ${DEMO_ORDERS_DESK.password}`)).toBeVisible();
    await page.getByLabel('אימייל').fill(DEMO_ORDERS_DESK.email);
    await page.getByLabel('סיסמה').fill(DEMO_ORDERS_DESK.password);
    await page.getByRole('button', { name: 'כניסה', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'לוח בקרה', level: 1 })).toBeVisible();

    await expect(page.getByRole('menuitem', { name: 'לוח בקרה' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'הזמנות' })).toBeVisible();
    for (const name of ADMIN_ONLY_MENUS) await expect(page.getByRole('menuitem', { name, exact: true })).toHaveCount(0);
    // The dashboard's totals without the catalog's.
    const totals = page.getByRole('region', { name: 'נתוני החנות' });
    await expect(totals.getByRole('group')).toHaveCount(3);
    await expect(totals.getByText('סה"כ מוצרים')).toHaveCount(0);

    await page.getByRole('menuitem', { name: 'הזמנות' }).click();
    await expect(page).toHaveURL(/\/admin\/orders/);
    await expect(page.getByRole('button', { name: /^מחיקת הזמנה/ })).toHaveCount(0);

    // An address of a screen the role has no part in shows nothing of it, and says the screen is for admins.
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'המסך הזה פתוח למנהלי החנות בלבד' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'מוצרים' })).toHaveCount(0);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'המסך הזה פתוח למנהלי החנות בלבד' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'צוות' })).toHaveCount(0);
    await page.getByRole('link', { name: 'למסך הפתיחה שלי' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'לוח בקרה', level: 1 })).toBeVisible({ timeout: 30_000 });
    // An address of no screen at all is still the not-found page, its sentence ending once.
    await page.goto('/admin/no-such-screen');
    await expect(page.getByText('הקלדתם כתובת שגויה, או שהגעתם מקישור פגום.', { exact: true })).toBeVisible();
  });

  test('an admin sees every screen, the staff screen too', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('אימייל').fill(DEMO_ADMIN.email);
    await page.getByLabel('סיסמה').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'כניסה', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'לוח בקרה', level: 1 })).toBeVisible();
    for (const name of ADMIN_ONLY_MENUS) await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'נתוני החנות' }).getByRole('group')).toHaveCount(4);
  });
});
