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

/** The dashboard's real figures: its revenue counts paid orders only, so the test pays its order by card. */

interface DashboardFigures {
  totals: { products: number; orders: number; revenue: number; customers: number };
}

async function dashboardFigures(): Promise<DashboardFigures> {
  return (await shopCall<{ data: DashboardFigures }>('GET', '/api/dashboard', { token: await adminToken() })).data;
}

/** Pays the order on the sandbox provider's card form, as a shopper does, and waits for the server's verdict. */
async function payByCard(page: Page, order: Order): Promise<void> {
  await page.goto(await paymentFormUrl(order.id));
  await page.getByLabel('מספר כרטיס').fill(SANDBOX_CARDS.approved);
  await page.getByLabel('תוקף (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /לתשלום/ }).click();
  await expect.poll(async () => (await orderById(order.id)).payment_status).toBe('paid');
}

/** A he-IL amount ("1,234.50 ₪") in agorot. */
const agorotOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test.describe('back office dashboard', () => {
  test("shows the order just paid in today's table and its revenue in the total", async ({ page }) => {
    const customer = uniqueName('Tamar Golan');
    const product = await createProduct(aProductInput({ price: 61.7, stock_quantity: 10 }));
    const order = await placeOrder({
      items: [{ product_id: product.id, quantity: 2 }],
      payment_method: 'credit_card',
      customer: { name: customer },
    });
    await payByCard(page, order);

    await openAsAdmin(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'לוח בקרה', level: 1 })).toBeVisible();
    const revenue = page.getByRole('group', { name: 'סה"כ הכנסות' });
    await expect(revenue).toContainText('₪');
    // Other tests pay and refund orders at the same time, so the total may move either way while this
    // test runs: the page shows the server's total of the moment it was read (the HTTP tests of the
    // dashboard prove which orders that total counts).
    await expect
      .poll(async () => {
        const [shown, server] = [agorotOf(await revenue.locator('p').innerText()), (await dashboardFigures()).totals.revenue];
        if (shown === Math.round(server * 100)) return true;
        await page.reload();
        await expect(revenue).toContainText('₪');
        return false;
      })
      .toBe(true);

    const today = page.getByRole('table', { name: 'הזמנות היום' });
    const row = today.getByRole('row').filter({ hasText: order.order_number });
    await expect(row).toContainText(customer);
    await expect(row).toContainText(/123\.40/);
    await expect(row).toContainText('שולם');
    await expect(page.getByText(/^החודש: [\d,]+$/)).toBeVisible();

    for (const chart of ['הזמנות ליום', 'הכנסות ליום', 'הזמנות לחודש']) {
      await expect(page.getByRole('figure', { name: new RegExp(chart) })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('reads the same figures in Russian, left to right, on a phone too', { tag: '@phone' }, async ({ page }) => {
    const figures = await dashboardFigures();
    await openAsAdmin(page, '/dashboard', 'ru');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const products = page.getByRole('group', { name: 'Всего товаров' });
    // Products are only added by other tests meanwhile, never removed from the count of all products.
    expect(Number((await products.locator('p').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(figures.totals.products);
    await expect(page.getByRole('figure', { name: /Заказы по месяцам/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Заказы сегодня' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
