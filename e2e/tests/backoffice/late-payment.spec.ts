import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  adminToken,
  aProductInput,
  createProduct,
  futureExpiry,
  orderById,
  paymentFormUrl,
  placeOrder,
  SANDBOX_CARDS,
  shopCall,
  uniqueName,
  type Order,
} from '../support/shopApi';
import { openAsAdmin } from './backoffice';

/**
 * A card payment that arrives after its order was cancelled, in the orders desk: the shopper's card
 * form was still open when staff cancelled the order, and the shopper paid anyway. The desk marks the
 * order, finds it with its filter, and refunds the whole amount after a confirmation naming it.
 */

/** A card order of 2 × ₪200, its card form opened, then cancelled by staff, then paid through that form. */
async function aPaymentAfterCancellation(page: Page, customerName: string): Promise<Order> {
  const product = await createProduct(aProductInput({ price: 200, stock_quantity: 10 }));
  const order = await placeOrder({
    items: [{ product_id: product.id, quantity: 2 }],
    payment_method: 'credit_card',
    customer: { name: customerName },
  });
  await page.goto(await paymentFormUrl(order.id));
  await page.getByLabel('מספר כרטיס').fill(SANDBOX_CARDS.approved);
  await page.getByLabel('תוקף (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVV').fill('123');
  await shopCall('PATCH', `/api/orders/${order.id}/status`, { token: await adminToken(), body: { status: 'cancelled' } });
  await page.getByRole('button', { name: /לתשלום/ }).click();
  await expect.poll(async () => (await orderById(order.id)).payment_status).toBe('paid');
  return order;
}

const DESKS = [
  {
    language: 'he',
    customer: 'Yael Peretz',
    filter: 'שולם אחרי ביטול',
    filterOnly: 'רק הזמנות ששולמו אחרי ביטול',
    apply: 'החלה',
    chip: 'שולם אחרי ביטול',
    details: (number: string) => `פרטי הזמנה ${number}`,
    toRefund: /תשלום של .*400\.00.* התקבל אחרי שההזמנה בוטלה/,
    refundButton: 'זיכוי',
    refundDialog: (number: string) => `זיכוי הזמנה ${number}`,
    wholeAmount: /כל הסכום ששולם, .*400\.00.*, יוחזר, ללא דמי ביטול/,
    submit: 'זיכוי',
    confirmTitle: 'לאשר את הזיכוי?',
    confirmAmount: /סכום הזיכוי: .*400\.00/,
    confirmMethod: 'אמצעי ההחזר: כרטיס אשראי',
    confirmFee: /דמי ביטול שנשמרים: .*0\.00/,
    unitsBack: 'יחזרו למלאי',
    confirm: 'אישור הזיכוי',
    done: /זוכו .*400\.00/,
    refunded: 'זוכה',
  },
  {
    language: 'ru',
    customer: 'Irina Volkova',
    filter: 'Оплачен после отмены',
    filterOnly: 'Только такие заказы',
    apply: 'Применить',
    chip: 'Оплачен после отмены',
    details: (number: string) => `Подробности заказа ${number}`,
    toRefund: /Оплата .*400\.00.* пришла после отмены заказа/,
    refundButton: 'Возврат',
    refundDialog: (number: string) => `Возврат по заказу ${number}`,
    wholeAmount: /вся оплаченная сумма, .*400\.00.*, будет возвращена, без платы за отмену/,
    submit: 'Вернуть',
    confirmTitle: 'Подтвердить возврат?',
    confirmAmount: /Сумма возврата: .*400\.00/,
    confirmMethod: 'Способ возврата: Карта',
    confirmFee: /Удерживаемый сбор за отмену: .*0\.00/,
    unitsBack: 'вернётся на склад',
    confirm: 'Подтвердить возврат',
    done: /Возвращено .*400\.00/,
    refunded: 'Возвращён',
  },
] as const;

test.describe('orders desk: a payment that arrived after the order was cancelled', () => {
  for (const desk of DESKS) {
    test(`the desk marks it, filters it and refunds the whole amount (${desk.language})`, async ({ page }) => {
      test.slow();
      const order = await aPaymentAfterCancellation(page, uniqueName(desk.customer));

      // The filter, chosen in the panel, with the search for this order.
      await openAsAdmin(page, `/orders?filter=${encodeURIComponent(JSON.stringify({ q: order.order_number }))}`, desk.language);
      await page.getByLabel(desk.filter, { exact: true }).selectOption({ label: desk.filterOnly });
      await page.getByRole('button', { name: desk.apply }).click();
      await expect(page).toHaveURL(/paid_after_cancellation/);
      const row = page.getByRole('row').filter({ hasText: order.order_number });
      await expect(row).toHaveCount(1);
      await expect(row.getByText(desk.chip, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath(`late-payment-list-${desk.language}.png`), fullPage: true });

      // The details: the chip, what to do, and the refund dialog with no choice to make.
      await row.getByRole('button', { name: desk.details(order.order_number) }).click();
      const details = page.getByRole('dialog');
      await expect(details.getByText(desk.chip, { exact: true })).toBeVisible();
      await expect(details).toContainText(desk.toRefund);
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
      await page.screenshot({ path: test.info().outputPath(`late-payment-details-${desk.language}.png`) });
      await details.getByRole('button', { name: desk.refundButton, exact: true }).click();
      const refund = page.getByRole('dialog', { name: desk.refundDialog(order.order_number) });
      await expect(refund).toContainText(desk.wholeAmount);
      await expect(refund.getByRole('radio')).toHaveCount(0);
      await expect(refund.getByRole('checkbox')).toHaveCount(0);
      await refund.getByRole('button', { name: desk.submit, exact: true }).click();

      // The confirmation names the server's quote: the whole ₪400 back to the card, no fee.
      const confirmation = page.getByRole('dialog', { name: desk.confirmTitle });
      await expect(confirmation).toContainText(desk.confirmAmount);
      await expect(confirmation).toContainText(desk.confirmMethod);
      await expect(confirmation).toContainText(desk.confirmFee);
      // The stock went back when the order was cancelled: nothing more goes back to the shelf.
      await expect(confirmation).not.toContainText(desk.unitsBack);
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
      await page.screenshot({ path: test.info().outputPath(`late-payment-confirmation-${desk.language}.png`) });
      await confirmation.getByRole('button', { name: desk.confirm }).click();
      await expect(page.getByText(desk.done)).toBeVisible();

      // Refunded now; the mark stays as the order's history.
      await expect.poll(async () => (await orderById(order.id)).payment_status).toBe('refunded');
      await page.keyboard.press('Escape');
      await expect(row.getByText(desk.refunded, { exact: true })).toBeVisible();
      await expect(row.getByText(desk.chip, { exact: true })).toBeVisible();
    });
  }
});
