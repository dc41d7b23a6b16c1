import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  aProductInput,
  createProduct,
  futureExpiry,
  orderById,
  paymentFormUrl,
  placeOrder,
  SANDBOX_CARDS,
  type Language,
  type Order,
  type PaymentMethod,
} from '../support/shopApi';

/**
 * The cancellation page (ביטול עסקה / Отмена заказа) on a phone, in Hebrew and Russian: the form's own
 * checks, the server's refusals with the shop's phone and email, the fee for a change of mind and none
 * for a defect, the request and its confirmation. Each test places its own order (2 × ₪61.70).
 */
test.use({ viewport: { width: 375, height: 812 } });

const TEXTS = {
  he: {
    prefix: '',
    orderNumber: 'מספר הזמנה',
    contact: 'אימייל או טלפון',
    find: 'המשך',
    order: 'הזמנה',
    changedMind: 'התחרטתי',
    defect: 'המוצר פגום',
    other: 'סיבה אחרת',
    details: 'הסיבה במילים שלכם',
    summary: 'מה יוחזר לכם',
    goods: 'שווי הפריטים לביטול',
    fee: 'דמי ביטול',
    refund: 'החזר',
    submit: 'שליחת בקשת הביטול',
    done: 'בקשת הביטול התקבלה',
    requestNumber: 'מספר בקשה',
    quantity: 'כמות לביטול',
    feeRule: 'החוק מתיר דמי ביטול של 5% משווי הפריטים',
    noFee: 'אין דמי ביטול כשהביטול בשל פגם',
    trackingCancel: 'ביטול ההזמנה',
    footerLink: 'ביטול עסקה',
  },
  ru: {
    prefix: '/ru',
    orderNumber: 'Номер заказа',
    contact: 'Email или телефон',
    find: 'Продолжить',
    order: 'Заказ',
    changedMind: 'Я передумал(а)',
    defect: 'Товар с дефектом',
    other: 'Другая причина',
    details: 'Причина своими словами',
    summary: 'Что вам вернут',
    goods: 'Стоимость отменяемых товаров',
    fee: 'Плата за отмену',
    refund: 'К возврату',
    submit: 'Отправить заявку на отмену',
    done: 'Заявка на отмену принята',
    requestNumber: 'Номер заявки',
    quantity: 'Сколько отменить',
    feeRule: 'Закон разрешает плату 5% от стоимости отменяемых товаров',
    noFee: 'Платы нет, если причина — дефект',
    trackingCancel: 'Отменить заказ',
    footerLink: 'Отмена заказа',
  },
} as const;

/** The sandbox's card form in the order's language. */
const CARD_FORM = {
  he: { number: 'מספר כרטיס', expiry: 'תוקף (MM/YY)', pay: /^לתשלום/ },
  ru: { number: 'Номер карты', expiry: 'Срок действия (ММ/ГГ)', pay: /^Оплатить/ },
} as const;

async function anOrder(language: Language, paymentMethod: PaymentMethod = 'credit_card'): Promise<Order> {
  const product = await createProduct(aProductInput({ price: 61.7, stock_quantity: 10 }));
  return placeOrder({ items: [{ product_id: product.id, quantity: 2 }], payment_method: paymentMethod, language });
}

/** A card order paid the way a shopper pays it, through the sandbox's hosted form (₪123.40). */
async function aPaidOrder(page: Page, language: Language): Promise<Order> {
  const order = await anOrder(language);
  const form = CARD_FORM[language];
  await page.goto(await paymentFormUrl(order.id));
  await page.getByLabel(form.number).fill(SANDBOX_CARDS.approved);
  await page.getByLabel(form.expiry).fill(futureExpiry());
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: form.pay }).click();
  await expect.poll(async () => (await orderById(order.id)).payment_status).toBe('paid');
  return order;
}

async function findOrder(page: Page, language: Language, orderNumber: string, contact: string): Promise<void> {
  const t = TEXTS[language];
  await page.getByLabel(t.orderNumber).fill(orderNumber);
  await page.getByLabel(t.contact).fill(contact);
  await page.getByRole('button', { name: t.find }).click();
}

/** The summary's figure beside its label (a price is written "6.17 ₪", without direction marks). */
const amount = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /מה יוחזר לכם|Что вам вернут/ })
    .locator('dl > div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** The "request received" email of the order, as the shop wrote it to its outbox (headers and all). */
async function requestReceivedEmail(orderNumber: string): Promise<string> {
  const dir = join(process.env.SHOP_DATA_DIR ?? '', 'outbox');
  let name: string | undefined;
  await expect
    .poll(
      async () => {
        name = (await readdir(dir).catch(() => [] as string[])).find((file) => file.endsWith(`${orderNumber}-cancellation-received.eml`));
        return name;
      },
      { message: `the cancellation email of ${orderNumber} in ${dir}` },
    )
    .toBeTruthy();
  return readFile(join(dir, name!), 'utf8');
}

test.describe('cancelling an order', () => {
  test('the footer leads to the page; empty and wrong input are shown beside the fields before anything is sent (he)', async ({ page }) => {
    const t = TEXTS.he;
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: t.footerLink }).click();
    await expect(page).toHaveURL(/\/cancel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ביטול עסקה' })).toBeVisible();
    await expect(page).toHaveTitle('ביטול עסקה | חנות ספורט');

    let asked = 0;
    page.on('request', (request) => request.url().includes('/api/cancellations') && (asked += 1));
    await page.getByRole('button', { name: t.find }).click();
    const orderNumber = page.getByLabel(t.orderNumber);
    const contact = page.getByLabel(t.contact);
    await expect(orderNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(orderNumber).toHaveAccessibleDescription(/יש להזין מספר הזמנה/);
    await expect(contact).toHaveAccessibleDescription(/יש להזין את האימייל או הטלפון של ההזמנה/);
    await expect(orderNumber).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await orderNumber.fill('12345');
    await contact.fill('dana@');
    await page.getByRole('button', { name: t.find }).click();
    await expect(orderNumber).toHaveAccessibleDescription(/מספר הזמנה נראה כך: ORD-1712345678-123/);
    await expect(contact).toHaveAccessibleDescription(/יש להזין כתובת אימייל תקינה/);
    await contact.fill('050-12');
    await expect(contact).toHaveAccessibleDescription(/לפחות 9 ספרות/);
    expect(asked).toBe(0);
  });

  test("a real order with someone else's email reads exactly as an unknown order, with the shop's phone and email; what was typed stays (he)", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/status of 404/);
    const order = await anOrder('he', 'cash');
    const orderNumber = page.getByLabel(TEXTS.he.orderNumber);
    const contact = page.getByLabel(TEXTS.he.contact);
    await page.goto('/cancel');
    await findOrder(page, 'he', order.order_number, 'someone.else@example.com');
    const refusal = page.getByRole('alert');
    await expect(refusal).toHaveText('לא נמצאה הזמנה עם המספר הזה והאימייל או הטלפון האלה. בדקו את שניהם ונסו שוב.');
    await expect(page.getByRole('main').getByRole('link', { name: '03-765-4321' })).toHaveAttribute('href', 'tel:037654321');
    await expect(page.getByRole('main').getByRole('link', { name: 'info@sport-shop.co.il' })).toHaveAttribute(
      'href',
      'mailto:info@sport-shop.co.il',
    );
    // What was typed stays.
    await expect(orderNumber).toHaveValue(order.order_number);
    await expect(contact).toHaveValue('someone.else@example.com');
    await expectNoSeriousA11yViolations(page);

    await findOrder(page, 'he', 'ORD-1-1', order.customer_email);
    await expect(page.getByRole('alert')).toContainText('לא נמצאה הזמנה');
  });

  test('an unpaid order is cancelled whole, with nothing to refund; found by its phone number (he)', async ({ page }) => {
    const t = TEXTS.he;
    const order = await anOrder('he', 'cash');
    await page.goto(`/cancel?order=${order.order_number}`);
    await expect(page.getByLabel(t.orderNumber)).toHaveValue(order.order_number);
    await page.getByLabel(t.contact).fill(order.customer_phone);
    await page.getByRole('button', { name: t.find }).click();

    await expect(page.getByRole('heading', { level: 2, name: `${t.order} ${order.order_number}` })).toBeFocused();
    await expect(page.getByText('ההזמנה טרם שולמה, ולכן אפשר לבטל אותה רק במלואה.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /61.70/ })).toHaveCount(0);
    await expect(amount(page, t.refund)).toHaveText('0.00 ₪');
    await expect(page.getByText('לא שולם דבר על ההזמנה, ולכן אין דמי ביטול ואין סכום להחזר.')).toBeVisible();

    // Sending without a reason puts the cursor on the reasons.
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('radio', { name: t.changedMind })).toBeFocused();
    await expect(page.getByText('יש לבחור את סיבת הביטול')).toBeVisible();
    // "Other" needs words.
    await page.getByRole('radio', { name: t.other }).check();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByLabel(t.details)).toBeFocused();
    await expect(page.getByLabel(t.details)).toHaveAccessibleDescription('יש לכתוב את הסיבה בכמה מילים');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(t.details).fill('הזמנתי בטעות פעמיים');
    await page.getByRole('button', { name: t.submit }).click();

    await expect(page.getByRole('heading', { name: t.done })).toBeFocused();
    await expect(page.getByRole('main')).toContainText(order.order_number);
  });

  test('from a tracked order: field errors, a change of mind carries the fee (5%), the request is confirmed with its number and emailed (ru)', async ({
    page,
  }) => {
    // Paid through the card form, tracked, cancelled, then asked again: four pages and an email.
    test.slow();
    const t = TEXTS.ru;
    const order = await aPaidOrder(page, 'ru');
    const query = new URLSearchParams({ orderNumber: order.order_number, customerEmail: order.customer_email });
    await page.goto(`/ru/order-tracking?${query}`);
    await page.getByRole('link', { name: t.trackingCancel }).click();
    await expect(page).toHaveURL(new RegExp(`/ru/cancel\\?order=${order.order_number}$`));
    await expect(page.getByLabel(t.orderNumber)).toHaveValue(order.order_number);
    // Field errors in Russian, beside the field, before anything is sent.
    const contact = page.getByLabel(t.contact);
    await page.getByRole('button', { name: t.find }).click();
    await expect(contact).toHaveAttribute('aria-invalid', 'true');
    await expect(contact).toHaveAccessibleDescription(/Укажите email или телефон заказа/);
    await contact.fill('dana@');
    await page.getByRole('button', { name: t.find }).click();
    await expect(contact).toHaveAccessibleDescription(/Укажите корректный email/);
    await contact.fill(order.customer_email.toUpperCase());
    await page.getByRole('button', { name: t.find }).click();

    await expect(page.getByRole('heading', { level: 2, name: `${t.order} ${order.order_number}` })).toBeFocused();
    await expect(page.getByRole('checkbox')).toHaveCount(2); // the line, and the longer-period statement
    await expect(page.getByRole('checkbox').first()).toBeChecked();
    await expect(page.getByRole('combobox', { name: new RegExp(t.quantity) })).toHaveValue('2');
    await page.getByRole('radio', { name: t.changedMind }).check();
    await expect(amount(page, t.goods)).toHaveText('123.40 ₪');
    await expect(amount(page, t.fee)).toHaveText('6.17 ₪');
    await expect(amount(page, t.refund)).toHaveText('117.23 ₪');
    await expect(page.getByRole('region', { name: t.summary })).toContainText(t.feeRule);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: t.submit }).click();
    const done = page.getByRole('heading', { name: t.done });
    await expect(done).toBeFocused();
    const requestNumber = (
      await page
        .locator('dl > div', { has: page.getByText(t.requestNumber, { exact: true }) })
        .locator('dd')
        .innerText()
    ).trim();
    expect(requestNumber).not.toBe('');
    await expect(page.getByRole('main')).toContainText('117.23 ₪');
    await expectNoSeriousA11yViolations(page);
    const email = await requestReceivedEmail(order.order_number);
    expect(email).toContain(`X-Cancellation-Request: ${requestNumber}`);
    expect(email).toContain('Content-Language: ru');

    // A second request for the same order is refused while the first waits for the shop; nothing chosen is lost.
    await page.goto(`/ru/cancel?order=${order.order_number}`);
    await page.getByLabel(t.contact).fill(order.customer_email);
    await page.getByRole('button', { name: t.find }).click();
    await page.getByRole('radio', { name: t.defect }).check();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert')).toHaveText('Заявка на отмену этого заказа уже в работе; магазин свяжется с вами.');
    await expect(page.getByRole('radio', { name: t.defect })).toBeChecked();
    await expect(page.getByRole('main').getByRole('link', { name: '03-765-4321' })).toBeVisible();
  });

  test('a defect carries no fee; cancelling one of two units asks the amounts again (he)', async ({ page }) => {
    const t = TEXTS.he;
    const order = await aPaidOrder(page, 'he');
    await page.goto('/cancel');
    await findOrder(page, 'he', order.order_number, order.customer_email);
    await expect(page.getByRole('heading', { level: 2, name: `${t.order} ${order.order_number}` })).toBeVisible();
    // Without a reason the fee is shown as for a change of mind.
    await expect(amount(page, t.fee)).toHaveText('6.17 ₪');

    await page.getByRole('radio', { name: t.defect }).check();
    await expect(amount(page, t.fee)).toHaveText('0.00 ₪');
    await expect(amount(page, t.refund)).toHaveText('123.40 ₪');
    await expect(page.getByRole('region', { name: t.summary })).toContainText(t.noFee);

    await page.getByRole('combobox', { name: new RegExp(t.quantity) }).selectOption('1');
    await expect(amount(page, t.goods)).toHaveText('61.70 ₪');
    await expect(amount(page, t.refund)).toHaveText('61.70 ₪');

    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { name: t.done })).toBeFocused();
    await expect(page.getByRole('main')).toContainText('61.70 ₪');
  });
});
