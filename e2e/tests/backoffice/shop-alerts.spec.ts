import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { adminToken, aProductInput, createProduct, placeOrder, shopCall, uniqueName } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

interface LowStockAnswer {
  data: { out_of_stock: number; below_threshold: number; items: Array<{ product_id: number; level: string }> };
}

test.describe("the shop's alerts in the back office", () => {
  test.setTimeout(90_000);
  test('the dashboard shows the low-stock card, leading to the products and to the low-stock list', async ({ page }) => {
    const soldOut = await createProduct(aProductInput({ name: uniqueName('Sold-out gloves'), stock_quantity: 0 }));
    const fewLeft = await createProduct(aProductInput({ name: uniqueName('Few-left cones'), stock_quantity: 2, low_stock_threshold: 3 }));
    const answer = await shopCall<LowStockAnswer>('GET', '/api/admin/low-stock', { token: await adminToken() });

    await openAsAdmin(page, '/dashboard');
    const card = page.getByRole('group', { name: 'מלאי נמוך' });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText(`${answer.data.out_of_stock} אזלו מהמלאי`);
    await expect(card).toContainText('מתחת לסף');
    const firstItem = card.getByRole('list', { name: 'מלאי נמוך' }).getByRole('link').first();
    await expect(firstItem).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: 'כל המוצרים במלאי נמוך' }).click();
    await expect(page).toHaveURL(/\/admin\/products\?/);
    await expect(page.getByRole('switch', { name: 'מלאי נמוך בלבד' })).toBeChecked();
    await page.getByLabel('חיפוש לפי שם').fill(soldOut.name);
    await expect(page.getByText(soldOut.name).first()).toBeVisible();
    await page.getByLabel('חיפוש לפי שם').fill(fewLeft.name);
    await expect(page.getByText(fewLeft.name).first()).toBeVisible();
    // Switched off, the list shows products with plenty of stock too; switched on, not them.
    const plenty = await createProduct(aProductInput({ name: uniqueName('Plenty balls'), stock_quantity: 50 }));
    await page.getByLabel('חיפוש לפי שם').fill(plenty.name);
    await expect(page.getByText(/אין מוצרים שתואמים/).first()).toBeVisible();
    // The switch shows the list's filter, which follows the address a moment after the click: a click,
    // then the switch read until it follows (uncheck() reads it at once and fails on a busy machine).
    const lowStockOnly = page.getByRole('switch', { name: 'מלאי נמוך בלבד' });
    await lowStockOnly.click();
    await expect(lowStockOnly).not.toBeChecked();
    await expect(page.getByText(plenty.name).first()).toBeVisible();
  });

  test(
    'webhooks: created with its secret shown once, its delivery log, send again (Russian, phone)',
    { tag: '@phone' },
    async ({ page }) => {
      const note = uniqueName('ERP');
      await openAsAdmin(page, '/webhooks/create', 'ru');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      // Nothing listens on port 9 of this machine: every delivery fails and waits for its retry.
      await page.getByLabel('Адрес (URL)').fill('http://127.0.0.1:9/hook');
      await page.getByLabel('Описание').fill(note);
      await page.getByRole('checkbox', { name: 'Смена статуса' }).check();
      await page.getByRole('button', { name: 'Сохранить' }).click();

      const dialog = page.getByRole('dialog', { name: 'Секрет подписи' });
      await expect(dialog).toContainText('показывается только один раз');
      await expect(dialog.getByLabel('Секрет')).toHaveValue(/^whsec_/);
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
      await dialog.getByRole('button', { name: 'Готово' }).click();

      await expect(page.getByRole('heading', { name: 'Журнал отправок' })).toBeVisible();
      const product = await createProduct(aProductInput({ stock_quantity: 10 }));
      await placeOrder({ items: [{ product_id: product.id, quantity: 1 }], payment_method: 'cash' });
      // The delivery is tried (and fails) within moments; the log shows it once read again.
      const webhookId = Number(new URL(page.url()).pathname.split('/').pop());
      await expect
        .poll(
          async () => {
            const { data } = await shopCall<{ data: Array<{ event: string; attempts: number }> }>('GET', '/api/admin/webhook-deliveries', {
              token: await adminToken(),
              query: { filter: JSON.stringify({ webhook_id: webhookId }) },
            });
            return data.filter((delivery) => delivery.event === 'order.placed' && delivery.attempts > 0).length;
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      await page.reload();
      const delivery = page.getByRole('listitem').filter({ hasText: 'Новый заказ' }).first();
      await expect(delivery).toContainText(/Ожидает|Ошибка/);
      await expect(delivery).toContainText('Could not be reached');
      await delivery.getByRole('button', { name: /Отправить снова/ }).click();
      await expect(page.getByText('Будет отправлено снова через мгновение')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The list shows it as a card with its events.
      await page.goto('/admin/webhooks');
      const card = page.getByRole('article', { name: note });
      await expect(card).toContainText('Новый заказ', { timeout: 30_000 });
      await expect(card).toContainText('Смена статуса');
    },
  );

  test("Shop settings keep the shop's alert addresses and the low-stock default", async ({ page }) => {
    await openAsAdmin(page, '/shop-settings');
    await expect(page.getByRole('heading', { name: 'התראות לחנות' })).toBeVisible();
    const emails = page.getByLabel('כתובות האימייל של החנות');
    const threshold = page.getByLabel('סף מלאי נמוך (יחידות)');
    const before = { emails: await emails.inputValue(), threshold: await threshold.inputValue() };
    await emails.fill('orders@demo.shop\nowner@demo.shop');
    await threshold.fill('4');
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect(page.getByText('הגדרות החנות נשמרו')).toBeVisible();
    const saved = await shopCall<{ data: { alert_emails: string[]; low_stock_threshold: number } }>('GET', '/api/shop-settings', {
      token: await adminToken(),
    });
    expect(saved.data).toMatchObject({ alert_emails: ['orders@demo.shop', 'owner@demo.shop'], low_stock_threshold: 4 });
    await expectNoSeriousA11yViolations(page);
    // Back as it was, for the other tests.
    await emails.fill(before.emails);
    await threshold.fill(before.threshold);
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect(page.getByText('הגדרות החנות נשמרו')).toBeVisible();
  });
});
