import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createDiscountCode, discountCodeById, discountCodesMatching, placeCheckoutOrder, uniqueCode } from '../support/checkoutApi';
import { expect, test } from '../support/fixtures';
import { aProductInput, createProduct } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

/** Discount codes in the back office against the real API; every test makes codes no other test uses. */

async function searchCodes(page: Page, text: string): Promise<void> {
  // Typed once the list has loaded, as a person would: a search typed while the page mounts is reset by it.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('textbox', { name: 'חיפוש קודים' }).fill(text);
  await expect(page.getByRole('row')).toHaveCount(2);
}

test.describe('back office discount codes', () => {
  test('creates a code typed in lower case, lists it upper case with its terms and finds it by part of it', async ({ page }) => {
    // The form, the list and two accessibility checks: more than the default time on a busy machine.
    test.slow();
    const code = uniqueCode('SPRING');
    await openAsAdmin(page, '/discount-codes');
    await page.getByRole('link', { name: 'הוספת קוד הנחה' }).first().click();
    const codeInput = page.getByRole('textbox', { name: 'קוד' });
    await codeInput.fill(code.toLowerCase());
    await expect(codeInput).toHaveValue(code);
    await page.getByRole('spinbutton', { name: 'אחוז הנחה (%)' }).fill('10');
    await page.getByRole('spinbutton', { name: 'הזמנת מינימום (₪)' }).fill('200');
    await page.getByLabel('בתוקף מ-').fill('2027-04-01');
    await page.getByLabel('בתוקף עד').fill('2027-04-30');
    await page.getByRole('spinbutton', { name: 'מספר שימושים כולל' }).fill('100');
    await page.getByRole('spinbutton', { name: 'שימושים לכל אימייל' }).fill('1');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect(page).toHaveURL(/\/admin\/discount-codes$/);

    const [saved] = await discountCodesMatching(code);
    expect(saved).toMatchObject({
      code,
      kind: 'percent',
      value: 10,
      minimum_total: 200,
      // The shop's days: from midnight of 1 April to the last second of 30 April, Israel summer time.
      valid_from: '2027-03-31T21:00:00.000Z',
      valid_to: '2027-04-30T20:59:59.000Z',
      max_uses: 100,
      max_uses_per_email: 1,
      active: true,
      uses: 0,
    });

    // A fresh list, as staff coming back to it later would find it.
    await page.goto('/admin/discount-codes');
    await searchCodes(page, code.slice(-6).toLowerCase());
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('10%');
    await expect(row).toContainText(/200\.00/);
    await expect(row).toContainText('01.04.2027 – 30.04.2027');
    await expect(row).toContainText('0 מתוך 100');
    await expect(row.getByRole('switch', { name: `פעיל: ${code}` })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
  });

  test('says what is wrong next to each field, and that another code already has the code', async ({ page }) => {
    const taken = await createDiscountCode({ code: uniqueCode('TAKEN'), kind: 'fixed', value: 50 });
    await openAsAdmin(page, '/discount-codes/create');
    const codeInput = page.getByRole('textbox', { name: 'קוד' });
    await codeInput.fill('ab');
    await expect(page.getByText('3 עד 40 אותיות, ספרות, מקפים או קווים תחתונים')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'אחוז הנחה (%)' }).fill('150');
    await expect(page.getByText('אחוז שלם בין 1 ל-100')).toBeVisible();
    await page.getByLabel('בתוקף מ-').fill('2027-05-10');
    await page.getByLabel('בתוקף עד').fill('2027-05-01');
    await expect(page.getByText('לא יכול להיות לפני תאריך ההתחלה')).toBeVisible();
    await expect(page.getByRole('button', { name: 'שמירה' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('radio', { name: 'סכום קבוע' }).check();
    await page.getByRole('spinbutton', { name: 'סכום הנחה (₪)' }).fill('49.90');
    await page.getByLabel('בתוקף עד').fill('2027-05-31');
    await codeInput.fill(taken.code.toLowerCase());
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect(page.getByText('קוד הנחה אחר כבר משתמש בקוד הזה')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/discount-codes\/create$/);
  });

  test('a code an order used cannot be deleted: the refusal says to deactivate it, and the switch does', async ({ page }) => {
    const product = await createProduct(aProductInput({ price: 100, stock_quantity: 10 }));
    const used = await createDiscountCode({ code: uniqueCode('USED'), kind: 'fixed', value: 20 });
    await placeCheckoutOrder({ items: [{ product_id: product.id, quantity: 1 }], discount_code: used.code.toLowerCase() });

    await openAsAdmin(page, '/discount-codes');
    await searchCodes(page, used.code);
    const row = page.getByRole('row').filter({ hasText: used.code });
    await expect(row.getByRole('cell').nth(4)).toHaveText('1ללא הגבלה');
    await row.getByRole('button', { name: `מחיקה: ${used.code}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`מחיקת קוד ההנחה \u2068${used.code}\u2069`);
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'מחיקה' }).click();
    await expect(page.getByText('הקוד כבר שימש בהזמנות ולכן אי אפשר למחוק אותו. אפשר להשבית אותו במקום.')).toBeVisible();
    await expect(row).toHaveCount(1);

    // The switch follows the server: it turns off once the code is saved deactivated.
    const active = row.getByRole('switch', { name: `פעיל: ${used.code}` });
    await active.click();
    await expect(page.getByText(`הקוד ${used.code} הושבת`)).toBeVisible();
    await expect(active).not.toBeChecked();
    expect(await discountCodeById(used.id)).toMatchObject({ active: false, uses: 1, value: 20 });
  });

  test('a code no order used is deleted after the confirmation', async ({ page }) => {
    const unused = await createDiscountCode({ code: uniqueCode('UNUSED'), kind: 'percent', value: 5 });
    await openAsAdmin(page, '/discount-codes');
    await searchCodes(page, unused.code);
    await page.getByRole('button', { name: `מחיקה: ${unused.code}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'מחיקה' }).click();
    await expect(page.getByText('קוד ההנחה נמחק')).toBeVisible();
    await expect(discountCodeById(unused.id)).rejects.toMatchObject({ status: 404 });
  });
});
