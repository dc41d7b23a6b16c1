import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  aProductInput,
  createProduct,
  futureExpiry,
  orderById,
  paymentFormUrl,
  paymentStatus,
  placeOrder,
  SANDBOX_CARDS,
  shopCall,
  type Order,
} from '../support/shopApi';

/**
 * The built-in sandbox provider's hosted card form, driven by a browser as a shopper would: the order
 * becomes paid only through the provider's notification to the server, which the tests read back
 * through the API. Where the browser lands afterwards (the storefront's return pages) is not the
 * subject here.
 */

/** A Hebrew card order of 2 × ₪61.70 = ₪123.40 for a product of its own. */
async function aCardOrder(): Promise<Order> {
  const product = await createProduct(aProductInput({ price: 61.7, stock_quantity: 10 }));
  return placeOrder({ items: [{ product_id: product.id, quantity: 2 }], payment_method: 'credit_card', language: 'he' });
}

/** An order of one product at that price, paid by card or with Bit. */
async function anOrderOf(price: number, payment_method: 'credit_card' | 'bit', language: 'he' | 'ru' = 'he'): Promise<Order> {
  const product = await createProduct(aProductInput({ price, stock_quantity: 10 }));
  return placeOrder({ items: [{ product_id: product.id, quantity: 1 }], payment_method, language });
}

/** The hosted form's address for that many payments. */
async function formUrlFor(orderId: string, installments: number): Promise<string> {
  return (await shopCall<{ data: { url: string } }>('POST', `/api/payment/session/${orderId}`, { body: { installments } })).data.url;
}

/** Fills and submits the card form; answers the shop address the provider sends the shopper back to. */
async function payWithCard(page: Page, order: Order, cardNumber: string): Promise<URL> {
  await page.goto(await paymentFormUrl(order.id));
  await expect(page.getByRole('heading', { name: 'תשלום מאובטח' })).toBeVisible();
  await page.getByLabel('מספר כרטיס').fill(cardNumber);
  await page.getByLabel('תוקף (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVV').fill('123');
  const charged = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/sandbox/'));
  await page.getByRole('button', { name: 'לתשלום ₪123.40' }).click();
  const answer = await charged;
  expect(answer.status(), 'the sandbox redirects after the charge').toBe(303);
  // Only the address is checked: the return pages themselves belong to the storefront.
  return new URL(answer.headers().location);
}

test.describe('sandbox card form', () => {
  test('shows the amount in Hebrew and passes the accessibility check', { tag: '@phone' }, async ({ page }) => {
    const order = await aCardOrder();
    await page.goto(await paymentFormUrl(order.id));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'תשלום מאובטח' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'לתשלום ₪123.40' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the approval test card pays the order', async ({ page }) => {
    const order = await aCardOrder();
    expect(order).toMatchObject({ status: 'unpaid', payment_status: 'pending', total_amount: 123.4 });

    const returnAddress = await payWithCard(page, order, SANDBOX_CARDS.approved);

    expect(returnAddress.pathname).toBe('/payment-success');
    await expect.poll(async () => (await paymentStatus(order.id)).status).toBe('success');
    expect(await paymentStatus(order.id)).toMatchObject({
      amount: 123.4,
      currency: 'ILS',
      paymentMethod: 'Visa ****0000',
      errorCode: null,
    });
    const paid = await orderById(order.id);
    expect(paid).toMatchObject({ status: 'paid', payment_status: 'paid', display_status: { code: 'paid', paid: true } });
    expect(paid.paid_at).not.toBeNull();
  });

  test('a declined card leaves the order unpaid, with the refusal code', async ({ page }) => {
    const order = await aCardOrder();

    const returnAddress = await payWithCard(page, order, SANDBOX_CARDS.declined);

    expect(returnAddress.pathname).toBe('/payment-error');
    await expect.poll(async () => (await paymentStatus(order.id)).status).toBe('failed');
    expect(await paymentStatus(order.id)).toMatchObject({ errorCode: '004' });
    const unpaid = await orderById(order.id);
    expect(unpaid).toMatchObject({ status: 'unpaid', payment_status: 'failed', paid_at: null, payment_error_code: '004' });
    expect(unpaid.display_status.paid).toBe(false);
  });

  test('shows the payments in Russian and pays the order in them', { tag: '@phone' }, async ({ page }) => {
    const order = await anOrderOf(349.9, 'credit_card', 'ru');
    await page.goto(await formUrlFor(order.id, 3));
    await expect(page.getByText('3 платежа: первый ₪116.64, затем по ₪116.63')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Номер карты').fill(SANDBOX_CARDS.approved);
    await page.getByLabel('Срок действия (ММ/ГГ)').fill(futureExpiry());
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Оплатить ₪349.90' }).click();
    await expect.poll(async () => (await orderById(order.id)).payment_status).toBe('paid');
    expect(await orderById(order.id)).toMatchObject({ paid_with: 'installments', installments: 3 });
  });

  test('shows a Bit order the approval screen; Approve pays it with Bit, Decline fails it', { tag: '@phone' }, async ({ page }) => {
    const order = await anOrderOf(123.4, 'bit');
    await page.goto(await paymentFormUrl(order.id));
    const phone = page.getByRole('region', { name: 'מסך אפליקציית ביט (סביבת בדיקה)' });
    await expect(phone.getByText('אשרו את התשלום באפליקציית ביט')).toBeVisible();
    await expect(page.getByLabel('מספר כרטיס')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await phone.getByRole('button', { name: 'אישור התשלום ₪123.40' }).click();
    await expect.poll(async () => (await orderById(order.id)).payment_status).toBe('paid');
    expect(await orderById(order.id)).toMatchObject({ status: 'paid', paid_with: 'bit', installments: null });

    const declined = await anOrderOf(123.4, 'bit');
    await page.goto(await paymentFormUrl(declined.id));
    await page.getByRole('button', { name: 'דחיית התשלום' }).click();
    await expect.poll(async () => (await orderById(declined.id)).payment_status).toBe('failed');
    expect(await orderById(declined.id)).toMatchObject({ status: 'unpaid', paid_with: null, payment_error_code: '004' });
  });
});
