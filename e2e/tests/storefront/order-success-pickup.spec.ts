import { openingHoursLines, SHOP_DETAILS } from 'shop-rules';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { aProductInput, createProduct, placeOrder, type Order } from '../support/shopApi';

/**
 * The confirmation of a pickup order says where and when to collect it (the store's address and its week),
 * so the shopper does not have to look for them; a courier order's confirmation does not.
 */

const PAGE = {
  he: { prefix: '', pickup: 'איסוף מהחנות', when: 'נודיע לך באימייל כשההזמנה מוכנה לאיסוף.' },
  ru: { prefix: '/ru', pickup: 'Где забрать заказ', when: 'Мы сообщим по email, когда заказ будет готов к выдаче.' },
} as const;

async function anOrder(language: 'he' | 'ru', delivery: 'pickup' | 'courier'): Promise<Order> {
  const product = await createProduct(aProductInput({ price: 45, stock_quantity: 10 }));
  return placeOrder({
    items: [{ product_id: product.id, quantity: 1 }],
    payment_method: delivery === 'pickup' ? 'cash' : 'credit_card',
    language,
    delivery_method: delivery,
    ...(delivery === 'courier' ? { delivery_address: { city: 'חיפה', street: 'הרצל', house_number: '7' } } : {}),
  });
}

const successPath = (prefix: string, order: Order) =>
  `${prefix}/order-success?orderId=${encodeURIComponent(order.id)}&orderNumber=${encodeURIComponent(order.order_number)}`;

for (const language of ['he', 'ru'] as const) {
  test(`a pickup order's confirmation gives the store's address and opening hours (${language}) @phone`, async ({ page }) => {
    const words = PAGE[language];
    const order = await anOrder(language, 'pickup');
    await page.goto(successPath(words.prefix, order));
    const pickup = page.getByRole('region', { name: words.pickup });
    await expect(pickup).toContainText(SHOP_DETAILS.address[language].join(', '));
    for (const line of openingHoursLines(language)) {
      await expect(pickup).toContainText(line.days);
      await expect(pickup).toContainText(line.hours);
    }
    await expect(pickup).toContainText(words.when);
    // Nothing runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`pickup-confirmation-${language}.png`), fullPage: true });
  });
}

test("a courier order's confirmation has no pickup place", async ({ page }) => {
  const order = await anOrder('he', 'courier');
  await page.goto(successPath('', order));
  await expect(page.getByRole('heading', { name: 'סיכום ההזמנה' })).toBeVisible();
  await expect(page.getByRole('region', { name: PAGE.he.pickup })).toHaveCount(0);
});
