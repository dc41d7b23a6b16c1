import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { atFreshStep, authenticatorCode } from '../support/authenticator';
import { shopCall } from '../support/shopApi';
import { addStaffMember, logIn, tokenStatus, type StaffMember } from '../support/staffApi';
import type { OfficeLanguage } from './backoffice';

/** A member with two-factor on, enrolled through the API as the account page does: their token after enrolling. */
async function withTwoFactor(member: StaffMember): Promise<{ token: string; secret: string }> {
  const token = await logIn(member.email, member.password);
  const { data } = await shopCall<{ data: { secret: string } }>('POST', '/api/auth/two-factor/setup', { token });
  await atFreshStep();
  const confirmed = await shopCall<{ data: { access_token: string } }>('POST', '/api/auth/two-factor/confirm', {
    token,
    body: { code: authenticatorCode(data.secret, Date.now() - 30_000) },
  });
  return { token: confirmed.data.access_token, secret: data.secret };
}

/** The back office signed in as this member (their own token), in a language. */
async function openAs(page: Page, token: string, path: string, language: OfficeLanguage): Promise<void> {
  const { data: user } = await shopCall<{ data: unknown }>('GET', '/api/auth/me', { token });
  await page.addInitScript(
    ({ token, user, language }) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('currentUser', JSON.stringify(user));
      localStorage.setItem('RaStore.locale', JSON.stringify(language));
    },
    { token, user, language },
  );
  await page.goto(`/admin${path}`);
}

const TEXTS = {
  he: {
    button: 'איפוס אימות דו־שלבי',
    submit: 'איפוס האימות',
    password: 'הסיסמה שלכם',
    code: 'הקוד שלכם',
    passwordRequired: 'הזינו את הסיסמה שלכם',
    codeRequired: 'הזינו את הקוד מהאפליקציה',
    passwordInvalid: 'הסיסמה שגויה',
    off: 'ללא אימות דו־שלבי',
  },
  ru: {
    button: 'Сбросить двухфакторный вход',
    submit: 'Сбросить',
    password: 'Ваш пароль',
    code: 'Ваш код',
    passwordRequired: 'Введите свой пароль',
    codeRequired: 'Введите код из приложения',
    passwordInvalid: 'Неверный пароль',
    off: null,
  },
} as const;

/**
 * Resetting a member's two-factor from the staff screen asks the acting admin's own password and a code
 * of their own authenticator (their two-factor is on), and shows each refusal under its field.
 */
test.describe('staff screen: re-authentication before a reset', () => {
  for (const language of ['he', 'ru'] as const) {
    test(`an admin with two-factor confirms a two-factor reset with their password and code (${language})`, async ({ page }) => {
      test.setTimeout(120_000);
      const t = TEXTS[language];
      const admin = await addStaffMember('admin', `Admin ${language} ${Date.now() % 100000}`);
      const actor = await withTwoFactor(admin);
      const member = await addStaffMember('orders');
      const memberToken = (await withTwoFactor(member)).token;

      await openAs(page, actor.token, `/staff?filter=${encodeURIComponent(JSON.stringify({ q: member.email }))}`, language);
      const card = page.getByRole('article', { name: member.name });
      await card.getByRole('button', { name: `${t.button}: ${member.name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(dialog.getByLabel(t.password)).toHaveAccessibleDescription(t.passwordRequired);
      await expect(dialog.getByLabel(t.code)).toHaveAccessibleDescription(t.codeRequired);
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
      await page.screenshot({ path: test.info().outputPath(`reset-two-factor-errors-${language}.png`) });

      // A wrong password is refused by the server, named under the password.
      await dialog.getByLabel(t.password).fill('not-my-password');
      await dialog.getByLabel(t.code).fill('000000');
      await dialog.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(dialog.getByLabel(t.password)).toHaveAccessibleDescription(t.passwordInvalid);
      expect(await tokenStatus(memberToken)).toBe(200);

      await atFreshStep();
      await dialog.getByLabel(t.password).fill(admin.password);
      await dialog.getByLabel(t.code).fill(authenticatorCode(actor.secret));
      await dialog.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(dialog).toBeHidden();
      if (t.off) await expect(card.getByText(t.off)).toBeVisible();
      expect(await tokenStatus(memberToken)).toBe(401);
    });
  }

  test('logging out of the back office ends the session on the server', async ({ page }) => {
    const admin = await addStaffMember('admin');
    const token = await logIn(admin.email, admin.password);
    await openAs(page, token, '/', 'he');
    await page.getByRole('button', { name: new RegExp(`פרופיל|${admin.name}`) }).click();
    await page.getByRole('menuitem', { name: 'יציאה' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    expect(await tokenStatus(token)).toBe(401);
  });
});
