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
 * Cancellation requests in the back office against the real API: each test places and pays its own
 * order (2 × ₪200 of a product of its own) and asks to cancel it through the public API, as the
 * storefront's cancellation page does; staff decide in the back office.
 */

/** Pays the order on the sandbox provider's card form, as a shopper does, and waits for the server's verdict. */
async function payByCard(page: Page, order: Order): Promise<void> {
  await page.goto(await paymentFormUrl(order.id));
  await page.getByLabel('מספר כרטיס').fill(SANDBOX_CARDS.approved);
  await page.getByLabel('תוקף (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /לתשלום/ }).click();
  await expect.poll(async () => (await orderById(order.id)).payment_status).toBe('paid');
}

async function stockOf(productId: number): Promise<number> {
  const product = await shopCall<{ data: { stock_quantity: number } }>('GET', `/api/products/${productId}`, { token: await adminToken() });
  return product.data.stock_quantity;
}

/** A paid card order of 2 × ₪200 with a cancellation request of the whole of it, made through the public API. */
async function aRequestedOrder(page: Page, customerName: string) {
  const product = await createProduct(aProductInput({ price: 200, stock_quantity: 10 }));
  const order = await placeOrder({
    items: [{ product_id: product.id, quantity: 2 }],
    payment_method: 'credit_card',
    customer: { name: customerName },
  });
  await payByCard(page, order);
  const asked = await shopCall<{ data: { request_number: string; refund_amount: number } }>('POST', '/api/cancellations', {
    body: { order_number: order.order_number, email: order.customer_email, reason: 'changed_mind', reason_details: 'המידה גדולה מדי' },
  });
  return { product, order, requestNumber: asked.data.request_number };
}

/** The order's refunds as the API lists them (none until staff confirm one). */
async function refundsOf(order: Order): Promise<unknown[]> {
  return (await shopCall<{ data: unknown[] }>('GET', `/api/admin/orders/${order.id}/refunds`, { token: await adminToken() })).data;
}

interface TaxDocument {
  kind: string;
  state: string;
  number: string | null;
  url: string | null;
}

/** The order's credit note once the shop issued it (the invoice-receipt first, then the credit note). */
async function issuedCreditNoteOf(order: Order): Promise<TaxDocument> {
  const creditNote = async () =>
    (
      await shopCall<{ data: TaxDocument[] }>('GET', `/api/admin/orders/${order.id}/tax-documents`, { token: await adminToken() })
    ).data.find((document) => document.kind === 'credit_note');
  await expect.poll(async () => (await creditNote())?.state, { timeout: 20_000 }).toBe('issued');
  return (await creditNote())!;
}

/** What staff read in each interface language along the approval. */
const APPROVAL_DESKS = [
  {
    language: 'he',
    customer: 'Noa Cohen',
    dashboardCard: 'בקשות ביטול פתוחות',
    toOpenRequests: 'לבקשות הפתוחות',
    requests: 'בקשות ביטול',
    stateFilter: 'מצב',
    open: 'פתוחה',
    changedMind: 'שינוי דעה',
    linesRegion: 'פריטים לביטול',
    feeRow: /דמי ביטול/,
    refundRow: /להחזר/,
    approve: 'אישור וזיכוי',
    confirmTitle: 'לאשר את הזיכוי?',
    confirmAmount: /סכום הזיכוי: .*380\.00/,
    confirmMethod: 'אמצעי ההחזר: כרטיס אשראי',
    confirmFee: /דמי ביטול שנשמרים: .*20\.00/,
    confirmRefund: 'אישור הזיכוי',
    back: 'חזרה',
    approvedNotice: /הבקשה אושרה: זוכו/,
    approved: 'אושרה',
    openOrder: 'פתיחת ההזמנה',
    refunded: 'זוכה',
    orderDetails: 'פרטי הזמנה',
    afterSaleRegion: 'ביטולים וזיכויים',
    card: 'כרטיס אשראי',
    refundDone: 'זוכה',
    cancelledUnits: 'בוטלו 2 מתוך 2',
    documentsRegion: 'מסמכי מס',
    openCreditNote: 'פתיחת חשבונית זיכוי',
    newTab: '(בלשונית חדשה)',
    creditNote: 'חשבונית זיכוי',
    issued: 'הופק',
  },
  {
    language: 'ru',
    customer: 'Ольга Смирнова',
    dashboardCard: 'Открытые заявки на отмену',
    toOpenRequests: 'К открытым заявкам',
    requests: 'Заявки на отмену',
    stateFilter: 'Состояние',
    open: 'Открыта',
    changedMind: 'Передумал',
    linesRegion: 'Отменяемые позиции',
    feeRow: /Плата за отмену/,
    refundRow: /К возврату/,
    approve: 'Одобрить и вернуть деньги',
    confirmTitle: 'Подтвердить возврат?',
    confirmAmount: /Сумма возврата: .*380\.00/,
    confirmMethod: 'Способ возврата: Карта',
    confirmFee: /Удерживаемый сбор за отмену: .*20\.00/,
    confirmRefund: 'Подтвердить возврат',
    back: 'Назад',
    approvedNotice: /Заявка одобрена: возвращено/,
    approved: 'Одобрена',
    openOrder: 'Открыть заказ',
    refunded: 'Возвращён',
    orderDetails: 'Подробности заказа',
    afterSaleRegion: 'Отмены и возвраты',
    card: 'Карта',
    refundDone: 'Возвращено',
    cancelledUnits: 'отменено 2 из 2',
    documentsRegion: 'Налоговые документы',
    openCreditNote: 'Открыть: Кредит-нота',
    newTab: '(в новой вкладке)',
    creditNote: 'Кредит-нота',
    issued: 'Выписан',
  },
] as const;

test.describe('back office cancellation requests', () => {
  for (const desk of APPROVAL_DESKS) {
    test(`a request made through the API is approved in the desk (${desk.language}): the refund and its credit note show in the order, the stock is back`, async ({
      page,
    }) => {
      // A card payment, the dashboard, the list, the request, the order and its documents: many pages, each checked by axe.
      test.slow();
      const customer = uniqueName(desk.customer);
      const { product, order, requestNumber } = await aRequestedOrder(page, customer);
      expect(await stockOf(product.id)).toBe(8);

      // The dashboard counts the open requests and leads to them.
      await openAsAdmin(page, '/dashboard', desk.language);
      const card = page.getByRole('group', { name: desk.dashboardCard });
      await expect(card).toContainText(/[1-9]/);
      await card.getByRole('link', { name: desk.toOpenRequests }).click();
      await expect(page.getByRole('heading', { name: desk.requests }).first()).toBeVisible();
      await expect(page.getByRole('combobox', { name: desk.stateFilter })).toContainText(desk.open);
      const row = page.getByRole('row').filter({ hasText: requestNumber });
      await expect(row).toContainText(customer);
      await expect(row).toContainText(/380\.00/);
      await expect(row).toContainText(desk.changedMind);
      await expectNoSeriousA11yViolations(page);

      await row.click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(requestNumber);
      const lines = page.getByRole('region', { name: desk.linesRegion });
      await expect(lines).toContainText(product.name);
      await expect(lines.getByRole('row', { name: desk.feeRow })).toContainText(/20\.00/);
      await expect(lines.getByRole('row', { name: desk.refundRow })).toContainText(/380\.00/);
      await expect(page.getByText('המידה גדולה מדי')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The server's amount, the way back and the fee kept, before anything is refunded; going back refunds nothing.
      await page.getByRole('button', { name: desk.approve }).click();
      const confirmation = page.getByRole('dialog', { name: desk.confirmTitle });
      await expect(confirmation).toContainText(desk.confirmAmount);
      await expect(confirmation).toContainText(desk.confirmMethod);
      await expect(confirmation).toContainText(desk.confirmFee);
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
      await page.screenshot({ path: test.info().outputPath(`refund-confirmation-${desk.language}.png`) });
      await confirmation.getByRole('button', { name: desk.back }).click();
      await expect(confirmation).toHaveCount(0);
      expect(await refundsOf(order)).toEqual([]);
      expect(await orderById(order.id)).toMatchObject({ payment_status: 'paid', refunded_amount: 0 });
      await expect(page.getByRole('button', { name: desk.approve })).toBeEnabled();

      await page.getByRole('button', { name: desk.approve }).click();
      await page.getByRole('dialog', { name: desk.confirmTitle }).getByRole('button', { name: desk.confirmRefund }).click();
      await expect(page.getByText(desk.approvedNotice)).toBeVisible();
      await expect(page.getByText(desk.approved, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: desk.approve })).toHaveCount(0);

      // The order: cancelled, refunded, its refund listed in its details.
      await page.getByRole('link', { name: `${desk.openOrder} ${order.order_number}` }).click();
      const orderRow = page.getByRole('row').filter({ hasText: order.order_number });
      await expect(orderRow).toContainText(desk.refunded);
      await orderRow.getByRole('button', { name: `${desk.orderDetails} ${order.order_number}` }).click();
      const details = page.getByRole('dialog');
      const afterSale = details.getByRole('region', { name: desk.afterSaleRegion });
      await expect(afterSale).toContainText(requestNumber);
      await expect(afterSale).toContainText(/380\.00/);
      await expect(afterSale).toContainText(desk.card);
      await expect(afterSale.getByText(desk.refundDone, { exact: true })).toBeVisible();
      await expect(details).toContainText(desk.cancelledUnits);

      // The credit note: the documents loop issues it through the sandbox provider after the
      // invoice-receipt; the block reads again while one is pending, as staff would wait for it.
      const creditNote = await issuedCreditNoteOf(order);
      const documents = details.getByRole('region', { name: desk.documentsRegion });
      const linkName = `${desk.openCreditNote} ${creditNote.number} ${desk.newTab}`;
      const link = documents.getByRole('link', { name: linkName });
      await expect(link).toBeVisible({ timeout: 20_000 });
      await expect(link).toHaveAttribute('href', creditNote.url!);
      const noteRow = documents.getByRole('row').filter({ has: page.getByRole('link', { name: linkName }) });
      await expect(noteRow).toContainText(desk.creditNote);
      await expect(noteRow).toContainText(desk.issued);
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

      // The document itself, at the sandbox's link.
      const documentPage = await page.context().newPage();
      await documentPage.goto(creditNote.url!);
      await expect(documentPage.getByRole('heading', { level: 1 })).toHaveText(`חשבונית מס זיכוי ${creditNote.number}`);
      await documentPage.close();

      expect(await stockOf(product.id)).toBe(10);
      expect(await orderById(order.id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refunded_amount: 380 });
    });
  }

  test('staff refund one unit from the order’s details, without the fee', async ({ page }) => {
    test.slow();
    const customer = uniqueName('Avi Mizrahi');
    const product = await createProduct(aProductInput({ price: 200, stock_quantity: 10 }));
    const order = await placeOrder({
      items: [{ product_id: product.id, quantity: 2 }],
      payment_method: 'credit_card',
      customer: { name: customer },
    });
    await payByCard(page, order);

    await openAsAdmin(page, `/orders?filter=${encodeURIComponent(JSON.stringify({ q: order.order_number }))}`);
    await page.getByRole('button', { name: `פרטי הזמנה ${order.order_number}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'זיכוי', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `זיכוי הזמנה ${order.order_number}` });
    await dialog.getByRole('radio', { name: 'פריטים נבחרים' }).check();
    await dialog.getByRole('checkbox', { name: new RegExp(product.name) }).check();
    await dialog.getByRole('spinbutton').fill('1');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'זיכוי', exact: true }).click();
    // The second step shows what the server would refund; going back refunds nothing.
    const confirmation = page.getByRole('dialog', { name: 'לאשר את הזיכוי?' });
    await expect(confirmation).toContainText(/סכום הזיכוי: .*200\.00/);
    await expect(confirmation).toContainText('אמצעי ההחזר: כרטיס אשראי');
    await expect(confirmation).toContainText(/דמי ביטול שנשמרים: .*0\.00/);
    await confirmation.getByRole('button', { name: 'חזרה' }).click();
    await expect(confirmation).toHaveCount(0);
    expect(await refundsOf(order)).toEqual([]);
    await dialog.getByRole('button', { name: 'זיכוי', exact: true }).click();
    await page.getByRole('dialog', { name: 'לאשר את הזיכוי?' }).getByRole('button', { name: 'אישור הזיכוי' }).click();
    await expect(page.getByText(/זוכו .*200\.00/)).toBeVisible();

    await expect.poll(async () => (await orderById(order.id)).payment_status).toBe('partly_refunded');
    expect(await stockOf(product.id)).toBe(9);
    await expect(page.getByRole('region', { name: 'ביטולים וזיכויים' })).toContainText(/200\.00/);
  });

  test('lists the requests in Russian: cards on a phone, a table on a desktop', { tag: '@phone' }, async ({ page }) => {
    test.slow();
    const { requestNumber } = await aRequestedOrder(page, uniqueName('Ольга Смирнова'));
    await openAsAdmin(page, '/cancellation-requests', 'ru');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const phone = page.viewportSize()!.width < 600;
    const request = phone ? page.getByRole('article', { name: requestNumber }) : page.getByRole('row').filter({ hasText: requestNumber });
    await expect(request).toContainText('Передумал');
    await expect(request).toContainText('Открыта');
    await expectNoSeriousA11yViolations(page);
    if (phone) await request.getByRole('link', { name: `Открыть ${requestNumber}` }).click();
    else await request.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(requestNumber);
    await expect(page.getByRole('button', { name: 'Одобрить и вернуть деньги' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
