import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { adminToken, aProductInput, createProduct, placeOrder, shopCall, uniqueName, type Order } from '../support/shopApi';
import { openAsAdmin } from '../backoffice/backoffice';

/**
 * Tax documents from the desk to the shopper: the built-in sandbox issues them (the Morning adapter
 * calling the shop's own /sandbox/documents). Each test places its own cash order of 2 × ₪61.70.
 */

interface TaxDocument {
  id: number;
  kind: string;
  state: string;
  number: string | null;
  url: string | null;
}

async function aCashOrder(customerName: string, language: 'he' | 'ru' = 'he'): Promise<Order> {
  const product = await createProduct(aProductInput({ price: 61.7, stock_quantity: 10 }));
  return placeOrder({ items: [{ product_id: product.id, quantity: 2 }], customer: { name: customerName }, language });
}

async function taxDocumentsOf(order: Order): Promise<TaxDocument[]> {
  return (await shopCall<{ data: TaxDocument[] }>('GET', `/api/admin/orders/${order.id}/tax-documents`, { token: await adminToken() }))
    .data;
}

async function issuedInvoiceOf(order: Order): Promise<TaxDocument> {
  await expect.poll(async () => (await taxDocumentsOf(order))[0]?.state, { timeout: 15_000 }).toBe('issued');
  return (await taxDocumentsOf(order))[0];
}

test.describe('tax documents', () => {
  test(
    'the desk marks a cash order paid at the store and its invoice-receipt number appears (Hebrew)',
    { tag: '@phone' },
    async ({ page }) => {
      // The whole desk's flow, three accessibility checks and the document itself: more than one step's time.
      test.slow();
      const tag = uniqueName('Yael').split(' ')[1];
      const order = await aCashOrder(`Yael Mizrahi ${tag}`);
      await openAsAdmin(page, '/orders');
      await page.getByRole('searchbox', { name: 'חיפוש' }).fill(tag);
      await page.getByRole('button', { name: 'החלה' }).click();
      await page.getByRole('button', { name: `פרטי הזמנה ${order.order_number}` }).click();
      const dialog = page.getByRole('dialog', { name: `הזמנה ${order.order_number}` });
      const documents = dialog.getByRole('region', { name: 'מסמכי מס' });
      await expect(documents).toContainText('חשבונית מס/קבלה תופק כשההזמנה תשולם');
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

      await dialog.getByRole('button', { name: 'שולם בחנות' }).click();
      // The order number and the amount sit in isolates inside the Hebrew sentence.
      const confirmation = page.getByRole('dialog', { name: /לסמן את ההזמנה .* כשולמה\?/ });
      await expect(confirmation.getByRole('heading')).toContainText(order.order_number);
      await expect(confirmation).toContainText('הלקוח שילם');
      await expect(confirmation).toContainText('123.40');
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
      await confirmation.getByRole('button', { name: 'סימון כשולמה' }).click();
      await expect(page.getByText('ההזמנה סומנה כשולמה: חשבונית המס/קבלה מופקת')).toBeVisible();

      const invoice = await issuedInvoiceOf(order);
      const linkName = `פתיחת חשבונית מס/קבלה ${invoice.number} (בלשונית חדשה)`;
      const link = documents.getByRole('link', { name: linkName });
      await expect(link).toBeVisible();
      await expect(link).toHaveText(invoice.number!);
      await expect(link).toHaveAttribute('href', invoice.url!);
      const row = documents.getByRole('row').filter({ has: page.getByRole('link', { name: linkName }) });
      await expect(row).toContainText('חשבונית מס/קבלה');
      await expect(row).toContainText('הופק');
      // Paid now: the button is gone and the order says how it was paid.
      await expect(dialog.getByRole('button', { name: 'שולם בחנות' })).toHaveCount(0);
      await expect(dialog).toContainText('שולם');
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

      // The document itself, at the sandbox's link.
      const documentPage = await page.context().newPage();
      await documentPage.goto(invoice.url!);
      await expect(documentPage.getByRole('heading', { level: 1 })).toHaveText(`חשבונית מס/קבלה ${invoice.number}`);
      await expect(documentPage.getByText('מע״מ 18%')).toBeVisible();
      await expect(documentPage.locator('html')).toHaveAttribute('dir', 'rtl');
    },
  );

  test('the tracking page links to the invoice-receipt once it is issued (Russian)', { tag: '@phone' }, async ({ page }) => {
    const order = await aCashOrder(`Ольга ${uniqueName('Kuznetsova').split(' ')[1]}`, 'ru');
    const query = new URLSearchParams({ orderNumber: order.order_number, customerEmail: order.customer_email });
    await page.goto(`/ru/order-tracking?${query}`);
    const tracked = page.getByRole('article', { name: `Заказ ${order.order_number}` });
    await expect(tracked).toBeVisible();
    await expect(tracked.getByRole('link', { name: 'Открыть документ (в новой вкладке)' })).toHaveCount(0);

    await shopCall('POST', `/api/orders/${order.id}/cash-payment`, { token: await adminToken() });
    const invoice = await issuedInvoiceOf(order);
    await tracked.getByRole('button', { name: 'Обновить статус' }).click();
    const link = tracked.getByRole('link', { name: 'Открыть документ (в новой вкладке)' });
    await expect(link).toHaveAttribute('href', invoice.url!);
    await expect(tracked.getByText('Налоговый счёт-квитанция', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
