import { expectNoSeriousA11yViolations } from '../support/axe';
import { aTelAvivAddress, checkoutOptions, quote, restoreShopSettings } from '../support/checkoutApi';
import { expect, test } from '../support/fixtures';
import { aProductInput, createProduct } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

/**
 * The shop settings screen against the real API. The settings are the whole shop's: these tests run
 * one after the other and put the spec's settings back after each, so other tests meet the usual shop.
 */
test.describe.configure({ mode: 'serial' });

test.describe('back office shop settings', () => {
  test.beforeEach(restoreShopSettings);
  test.afterEach(restoreShopSettings);

  test('changes the courier fee, the free-delivery threshold and the installment rule, and the checkout follows', async ({ page }) => {
    // A screen, two quotes and a reload: more than the default time on a busy machine.
    test.slow();
    await openAsAdmin(page, '/shop-settings');
    const fee = page.getByRole('spinbutton', { name: /^דמי משלוח/ });
    await expect(fee).toHaveValue('30');
    await expect(page.getByText('Asia/Jerusalem')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await fee.fill('25');
    await page.getByRole('spinbutton', { name: 'משלוח חינם מ- (₪)' }).fill('500');
    await page.getByRole('button', { name: 'הוספת מדרגה' }).click();
    await page.getByRole('spinbutton', { name: 'מסכום הזמנה (₪)' }).nth(3).fill('2000');
    await page.getByRole('spinbutton', { name: 'עד מספר תשלומים' }).nth(3).fill('10');
    await expect(page.getByText('1,000.00 ₪ עד 1,999.99 ₪: עד 6 תשלומים')).toBeVisible();
    await expect(page.getByText('מ-2,000.00 ₪: עד 10 תשלומים')).toBeVisible();
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect(page.getByText('הגדרות החנות נשמרו')).toBeVisible();

    expect(await checkoutOptions()).toEqual({
      courier_enabled: true,
      courier_fee: 25,
      free_delivery_from: 500,
      installment_rule: [
        { from: 0, max_payments: 1 },
        { from: 300, max_payments: 3 },
        { from: 1000, max_payments: 6 },
        { from: 2000, max_payments: 10 },
      ],
    });
    // A cart's quote follows at once: the new fee under the new threshold, ten payments from ₪2,000.
    const ball = await createProduct(aProductInput({ price: 61.7, stock_quantity: 100 }));
    const courier = { delivery_method: 'courier' as const, delivery_address: aTelAvivAddress() };
    expect(await quote({ items: [{ product_id: ball.id, quantity: 1 }], ...courier })).toMatchObject({
      items_total: 61.7,
      delivery_fee: 25,
      free_delivery_from: 500,
      total: 86.7,
      max_installments: 1,
    });
    expect(await quote({ items: [{ product_id: ball.id, quantity: 33 }], ...courier })).toMatchObject({
      items_total: 2036.1,
      delivery_fee: 0,
      total: 2036.1,
      max_installments: 10,
    });

    await page.reload();
    await expect(fee).toHaveValue('25');
    await expect(page.getByRole('spinbutton', { name: 'עד מספר תשלומים' })).toHaveCount(4);
  });

  test('a rule out of order or with too many payments is refused next to its field; courier off and never free', async ({ page }) => {
    await openAsAdmin(page, '/shop-settings');
    const from = page.getByRole('spinbutton', { name: 'מסכום הזמנה (₪)' });
    const payments = page.getByRole('spinbutton', { name: 'עד מספר תשלומים' });
    const save = page.getByRole('button', { name: 'שמירה' });
    await expect(from.nth(1)).toHaveValue('300');

    await from.nth(1).fill('0');
    await expect(page.getByText('חייב להיות גבוה מהמדרגה שמעליו')).toBeVisible();
    await expect(save).toBeDisabled();
    await from.nth(1).fill('250');
    await expect(page.getByText('חייב להיות גבוה מהמדרגה שמעליו')).toBeHidden();

    await payments.nth(2).fill('13');
    await expect(page.getByText('מספר שלם בין 1 ל-12')).toBeVisible();
    await expect(save).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'הסרת מדרגה 3' }).click();
    await expect(payments).toHaveCount(2);
    await expect(page.getByText('מספר שלם בין 1 ל-12')).toBeHidden();

    await page.getByRole('switch', { name: 'משלוח עד הבית' }).uncheck();
    await page.getByRole('spinbutton', { name: 'משלוח חינם מ- (₪)' }).fill('');
    await save.click();
    await expect(page.getByText('הגדרות החנות נשמרו')).toBeVisible();
    expect(await checkoutOptions()).toEqual({
      courier_enabled: false,
      courier_fee: 30,
      free_delivery_from: null,
      installment_rule: [
        { from: 0, max_payments: 1 },
        { from: 250, max_payments: 3 },
      ],
    });
  });

  test('the step table fits a phone: one line a step, nothing wider than the screen @phone', async ({ page }) => {
    // This file runs in the shop-wide project (desktop size): the phone's width is set here.
    await page.setViewportSize({ width: 390, height: 844 });
    await openAsAdmin(page, '/shop-settings');
    const from = page.getByRole('spinbutton', { name: 'מסכום הזמנה (₪)' });
    const payments = page.getByRole('spinbutton', { name: 'עד מספר תשלומים' });
    await expect(from).toHaveCount(3);
    for (let step = 0; step < 3; step++) {
      const [a, b, remove] = await Promise.all([
        from.nth(step).boundingBox(),
        payments.nth(step).boundingBox(),
        page.getByRole('button', { name: `הסרת מדרגה ${step + 1}` }).boundingBox(),
      ]);
      expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
      // Right to left: the amount first on the right, then the payments, then the remove button.
      expect(a!.x).toBeGreaterThan(b!.x);
      expect(b!.x).toBeGreaterThan(remove!.x);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
