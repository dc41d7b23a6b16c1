import { expect, test } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openAsAdmin } from './backoffice';
import { addStaffMember, logIn, tokenStatus } from '../support/staffApi';

/** The staff screen in Hebrew: cards with each member's access, and the buttons that change it. */
test.describe('staff screen', () => {
  test('an admin adds a member of the orders desk from the form', async ({ page }) => {
    test.setTimeout(90_000);
    await openAsAdmin(page, '/staff/create');
    const email = `new-${Date.now()}@e2e.shop`;
    await page.getByLabel('אימייל').fill(email);
    await page.getByLabel('שם', { exact: false }).first().fill('נועה כהן');
    await page.getByLabel('סיסמה ראשונה').fill('short');
    await expect(page.getByText('לפחות 10 תווים', { exact: true })).toBeVisible();
    await page.getByLabel('סיסמה ראשונה').fill('a-first-password-1');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'שמירה' }).click();
    const card = page.getByRole('article', { name: 'נועה כהן' });
    await expect(card).toBeVisible();
    await expect(card.getByText('מוקד הזמנות')).toBeVisible();
    await expect(card.getByText('ללא אימות דו־שלבי')).toBeVisible();
    expect(await logIn(email, 'a-first-password-1')).toEqual(expect.any(String));
  });

  test('disabling a member asks first, then ends their session at once; enabling lets them back @phone', async ({ page }) => {
    const member = await addStaffMember('orders', `מושבת ${Date.now() % 100000}`);
    const token = await logIn(member.email, member.password);
    await openAsAdmin(page, `/staff?filter=${encodeURIComponent(JSON.stringify({ q: member.email }))}`);
    const card = page.getByRole('article', { name: member.name });
    await expect(card.getByText('פעיל', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: `השבתה: ${member.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('איש הצוות ינותק מיד');
    await dialog.getByRole('button', { name: 'השבתה' }).click();
    await expect(card.getByText('מושבת', { exact: true })).toBeVisible();
    expect(await tokenStatus(token)).toBe(401);

    await card.getByRole('button', { name: `הפעלה: ${member.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'הפעלה' }).click();
    await expect(card.getByText('פעיל', { exact: true })).toBeVisible();
    expect(await tokenStatus(await logIn(member.email, member.password))).toBe(200);
  });

  test('a new password from the dialog replaces the old one and ends the old session', async ({ page }) => {
    const member = await addStaffMember('orders');
    const token = await logIn(member.email, member.password);
    await openAsAdmin(page, `/staff?filter=${encodeURIComponent(JSON.stringify({ q: member.email }))}`);
    await page
      .getByRole('article', { name: member.name })
      .getByRole('button', { name: `סיסמה חדשה: ${member.name}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('סיסמה חדשה').fill('a-new-password-2026');
    // The demo admin has no two-factor: their own password confirms it.
    await dialog.getByLabel('הסיסמה שלכם').fill('demo-admin-2026');
    await dialog.getByRole('button', { name: 'קביעת הסיסמה' }).click();
    await expect(page.getByText(/נקבעה סיסמה חדשה עבור/)).toBeVisible();
    expect(await tokenStatus(token)).toBe(401);
    expect(await tokenStatus(await logIn(member.email, 'a-new-password-2026'))).toBe(200);
  });
});
