import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { atFreshStep, authenticatorCode } from '../support/authenticator';
import { addStaffMember, type StaffMember } from '../support/staffApi';

/** The login page's first step, in Hebrew. */
async function enterPassword(page: Page, member: StaffMember) {
  await page.goto('/admin/login');
  await page.getByLabel('אימייל').fill(member.email);
  await page.getByLabel('סיסמה').fill(member.password);
  await page.getByRole('button', { name: 'כניסה', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'פרופיל' }).click();
  await page.getByRole('menuitem', { name: 'יציאה' }).click();
  await expect(page.getByRole('button', { name: 'כניסה', exact: true })).toBeVisible();
}

/** Two-factor login in Hebrew: enrolment from the account page, then logins with a code and with a recovery code. */
test.describe('two-factor login', () => {
  test('a staff member enrols with the key on the page and then logs in with the app code or a recovery code', async ({ page }) => {
    test.setTimeout(150_000);
    const member = await addStaffMember('orders');
    await enterPassword(page, member);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole('button', { name: 'פרופיל' }).click();
    await page.getByRole('menuitem', { name: 'החשבון שלי' }).click();
    await expect(page.getByRole('heading', { name: 'החשבון שלי', level: 1 })).toBeVisible();
    await expect(page.getByText('האימות הדו־שלבי כבוי.')).toBeVisible();
    await page.getByRole('button', { name: 'הגדרת אימות דו־שלבי' }).click();

    await expect(page.getByRole('img', { name: 'קוד QR לאפליקציית האימות' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'העתקת המפתח' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const secret = (await page.getByLabel('מפתח לאפליקציית האימות').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('קוד מהאפליקציה').fill('000000');
    await page.getByRole('button', { name: 'אישור' }).click();
    await expect(page.getByText('הקוד לא תואם. בדקו את השעה בטלפון ונסו את הקוד החדש.')).toBeVisible();

    await atFreshStep();
    await page.getByLabel('קוד מהאפליקציה').fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'אישור' }).click();
    await expect(page.getByText('האימות הדו־שלבי פעיל.')).toBeVisible();
    const codes = page.getByRole('list', { name: 'קודי שחזור' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().textContent())!.trim();
    expect(recoveryCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await expect(page.getByRole('button', { name: 'העתקת הקודים' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'שמרתי אותם, אפשר להמשיך' }).click();
    await expect(page.getByRole('heading', { name: 'לוח בקרה', level: 1 })).toBeVisible();

    // The next login asks for the code: the app's next one (the one used to enrol cannot come again).
    await logOut(page);
    await enterPassword(page, member);
    await expect(page.getByRole('heading', { name: 'אימות דו־שלבי', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('קוד אימות').fill(authenticatorCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'אימות', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'לוח בקרה', level: 1 })).toBeVisible();

    // A recovery code logs in once.
    await logOut(page);
    await enterPassword(page, member);
    await page.getByRole('button', { name: 'כניסה עם קוד שחזור' }).click();
    await page.getByLabel('קוד שחזור').fill(recoveryCode.toLowerCase());
    await page.getByRole('button', { name: 'אימות', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'לוח בקרה', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'פרופיל' }).click();
    await page.getByRole('menuitem', { name: 'החשבון שלי' }).click();
    await expect(page.getByText('נשארו 9 קודי שחזור')).toBeVisible();

    await logOut(page);
    await enterPassword(page, member);
    await page.getByRole('button', { name: 'כניסה עם קוד שחזור' }).click();
    await page.getByLabel('קוד שחזור').fill(recoveryCode);
    await page.getByRole('button', { name: 'אימות', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('הקוד שגוי. נסו שוב.');
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});
