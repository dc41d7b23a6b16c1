import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  aProductInput,
  createDiscountCode,
  createProduct,
  futureExpiry,
  orderById,
  placeOrder,
  SANDBOX_CARDS,
  uniqueName,
  type Language,
  type Product,
} from '../support/shopApi';

/**
 * Checkout with delivery, discount codes, card installments and Bit, at phone width in Hebrew and Russian.
 * Every test makes its own products and codes; the shop's settings are the demo data's (courier ₪30,
 * free from ₪400, up to 3 payments from ₪300).
 */

const CART_STORAGE_KEY = 'sports-shop.cart';

async function putInCart(page: Page, product: Product, quantity: number, prefix = ''): Promise<void> {
  const item = {
    id: product.id,
    product_id: product.id,
    name: product.localized_name,
    price: product.effective_price,
    image: null,
    variant_name: '',
    quantity,
  };
  await page.goto(`${prefix}/about`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [CART_STORAGE_KEY, JSON.stringify([item])]);
}

const anEmail = () => `${uniqueName('shopper').replace(' ', '.')}@example.com`;

/** The words of the pages, by language. */
const WORDS = {
  he: {
    name: 'שם מלא',
    phone: 'טלפון',
    email: 'אימייל',
    courier: /משלוח עד הבית/,
    pickup: /איסוף עצמי מהחנות/,
    city: 'עיר או יישוב',
    street: 'רחוב',
    house: 'מספר בית',
    entrance: 'כניסה (לא חובה)',
    floor: 'קומה (לא חובה)',
    apartment: 'דירה (לא חובה)',
    zip: 'מיקוד (לא חובה)',
    code: 'קוד הנחה',
    apply: 'הפעלה',
    card: /כרטיס אשראי/,
    bit: /^ביט/,
    cash: /תשלום בחנות/,
    place: 'ביצוע הזמנה',
    summary: 'סיכום הזמנה',
  },
  ru: {
    name: 'Полное имя',
    phone: 'Телефон',
    email: 'Email',
    courier: /Доставка курьером/,
    pickup: /Самовывоз из магазина/,
    city: 'Город',
    street: 'Улица',
    house: 'Номер дома',
    entrance: 'Подъезд (необязательно)',
    floor: 'Этаж (необязательно)',
    apartment: 'Квартира (необязательно)',
    zip: 'Почтовый индекс (необязательно)',
    code: 'Промокод',
    apply: 'Применить',
    card: /Банковская карта/,
    bit: /^Bit/,
    cash: /Оплата в магазине/,
    place: 'Оформить заказ',
    summary: 'Ваш заказ',
  },
} as const;

/** The sandbox Bit page's approve button, by language. */
const BIT_APPROVE = { he: /^אישור התשלום/, ru: /^Подтвердить платёж/ } as const;

async function fillCustomer(page: Page, language: Language, email: string): Promise<void> {
  const words = WORDS[language];
  await page.getByLabel(words.name).fill(language === 'he' ? 'דנה לוי' : 'Дана Леви');
  await page.getByLabel(words.phone, { exact: true }).fill('050-123-4567');
  await page.getByLabel(words.email).fill(email);
}

test.describe('checkout with delivery and discount codes', () => {
  test(
    'a courier order with a code, paid in 3 payments: every page shows the discount, the delivery and the total',
    { tag: '@phone' },
    async ({ page }) => {
      // 3 × ₪123.45 = ₪370.35; 10% off = ₪37.04 (half up); ₪333.31 is below the free threshold: courier ₪30; total ₪363.31.
      const product = await createProduct(aProductInput({ price: 123.45, stock_quantity: 10 }));
      const { code } = await createDiscountCode({ kind: 'percent', value: 10 });
      const email = anEmail();
      await putInCart(page, product, 3);

      // The code is applied in the cart and carried to checkout.
      await page.goto('/cart');
      const cartSummary = page.getByRole('main').getByRole('complementary');
      await cartSummary.getByLabel('קוד הנחה').fill(code.toLowerCase());
      await cartSummary.getByRole('button', { name: 'הפעלה' }).click();
      await expect(cartSummary.getByRole('status')).toContainText(`הקוד ${code} הופעל`);
      await expect(cartSummary).toContainText('-37.04 ₪');
      await expect(cartSummary).toContainText('333.31 ₪');
      await cartSummary.getByRole('link', { name: 'לתשלום' }).click();

      await expect(page).toHaveURL(/\/checkout$/);
      await fillCustomer(page, 'he', email);
      await page.getByRole('radio', { name: WORDS.he.courier }).check();
      await page.getByLabel('עיר או יישוב').fill('ראשון לציון');
      await page.getByLabel('רחוב', { exact: true }).fill('הרצל');
      await page.getByLabel('מספר בית').fill('12א');
      await page.getByLabel('כניסה (לא חובה)').fill('ב');
      await page.getByLabel('קומה (לא חובה)').fill('3');
      await page.getByLabel('דירה (לא חובה)').fill('4');
      await page.getByLabel('מיקוד (לא חובה)').fill('7525101');
      await expect(page.getByLabel('מיקוד (לא חובה)')).toHaveAttribute('inputmode', 'numeric');
      await expect(page.getByLabel('מיקוד (לא חובה)')).toHaveAttribute('autocomplete', 'postal-code');

      const summary = page.getByRole('complementary', { name: WORDS.he.summary });
      await expect(summary.getByLabel('קוד הנחה')).toHaveValue(code);
      await expect(summary).toContainText(`הנחה (${code})`);
      await expect(summary).toContainText('-37.04 ₪');
      await expect(summary.getByRole('definition').filter({ hasText: '30.00 ₪' })).toBeVisible();
      await expect(summary).toContainText('363.31 ₪');
      await expect(summary).toContainText('עוד 66.69 ₪ והמשלוח חינם');
      await page.getByRole('radio', { name: WORDS.he.card }).check();
      await page.getByRole('button', { name: WORDS.he.place }).click();

      // The payment page: 3 payments chosen before the card form; the frame charges the split.
      await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
      const orderId = page.url().split('/').pop()!;
      const payments = page.getByLabel('מספר תשלומים');
      await expect(payments.getByRole('option')).toHaveText([
        'תשלום אחד של 363.31 ₪',
        '2 תשלומים: הראשון 181.66 ₪, ואחריו 181.65 ₪ כל אחד',
        '3 תשלומים: הראשון 121.11 ₪, ואחריו 121.10 ₪ כל אחד',
      ]);
      await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
      await payments.selectOption('3');
      const frame = page.frameLocator('iframe[title="טופס תשלום מאובטח בכרטיס אשראי"]');
      await expect(frame.getByText('3 תשלומים: תשלום ראשון ₪121.11, ואחריו ₪121.10 לכל תשלום')).toBeVisible();
      await frame.getByLabel('מספר כרטיס').fill(SANDBOX_CARDS.approved);
      await frame.getByLabel('תוקף (MM/YY)').fill(futureExpiry());
      await frame.getByLabel('CVV').fill('123');
      await frame.getByRole('button', { name: /לתשלום/ }).click();
      await expect(page.getByRole('heading', { name: 'התשלום בוצע בהצלחה!' })).toBeVisible();

      expect(await orderById(orderId)).toMatchObject({
        payment_status: 'paid',
        delivery_method: 'courier',
        delivery_fee: 30,
        discount_code: code,
        discount_amount: 37.04,
        total_amount: 363.31,
        installments: 3,
        paid_with: 'installments',
        delivery_address: { house_number: '12א', entrance: 'ב', floor: '3', apartment: '4' },
      });

      // The confirmation, then the tracking page: the discount, the delivery to the address, the total, 3 payments.
      await expect(page).toHaveURL(/\/order-success\?/);
      const confirmation = page.getByRole('region', { name: 'סיכום ההזמנה' });
      await expect(confirmation).toContainText('הרצל 12א, כניסה ב, קומה 3, דירה 4, ראשון לציון 7525101');
      await expect(confirmation).toContainText('שולם בכרטיס אשראי ב-3 תשלומים');
      await expect(confirmation).toContainText('363.31 ₪');
      await page.getByRole('button', { name: 'צפייה בהזמנה' }).click();
      const tracked = page.getByRole('article');
      await expect(tracked.getByRole('region', { name: 'פרטי הלקוח' })).toContainText('שולם בכרטיס אשראי ב-3 תשלומים');
      await expect(tracked.getByRole('region', { name: 'פרטי הלקוח' })).toContainText(
        'הרצל 12א, כניסה ב, קומה 3, דירה 4, ראשון לציון 7525101',
      );
      const items = tracked.getByRole('region', { name: 'פריטים' });
      await expect(items).toContainText(`הנחה (${code})`);
      await expect(items).toContainText('-37.04 ₪');
      await expect(items).toContainText('363.31 ₪');
      await expectNoSeriousA11yViolations(page);
    },
  );

  test('a Bit payment: straight to the Bit page, approved, and the tracking page says Bit', { tag: '@phone' }, async ({ page }) => {
    const product = await createProduct(aProductInput({ price: 45, stock_quantity: 10 }));
    await putInCart(page, product, 2, '/ru');
    await page.goto('/ru/checkout');
    await fillCustomer(page, 'ru', anEmail());
    await page.getByRole('radio', { name: WORDS.ru.bit }).check();
    await page.getByRole('button', { name: WORDS.ru.place }).click();

    await expect(page).toHaveURL(/\/ru\/payment\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: 'Оплата через Bit' })).toBeVisible();
    await expect(page.getByLabel('Количество платежей')).toHaveCount(0);
    const frame = page.frameLocator('iframe[title="Защищённая оплата через Bit"]');
    await frame.getByRole('button', { name: BIT_APPROVE.ru }).click();
    await expect(page.getByRole('heading', { name: 'Оплата прошла успешно!' })).toBeVisible();
    expect(await orderById(orderId)).toMatchObject({ payment_status: 'paid', payment_method: 'bit', paid_with: 'bit', total_amount: 90 });

    await expect(page).toHaveURL(/\/ru\/order-success\?/);
    await page.getByRole('button', { name: 'Посмотреть заказ' }).click();
    await expect(page.getByRole('article').getByRole('region', { name: 'Данные покупателя' })).toContainText('Оплачен через Bit');
  });

  for (const language of ['he', 'ru'] as const) {
    test(`a card order with nothing to pay goes straight to its confirmation, never to the payment page (${language})`, async ({
      page,
    }) => {
      const prefix = language === 'he' ? '' : '/ru';
      const words = WORDS[language];
      const product = await createProduct(aProductInput({ price: 80, stock_quantity: 10 }));
      const { code } = await createDiscountCode({ kind: 'fixed', value: 100 });
      await putInCart(page, product, 1, prefix);
      await page.goto(`${prefix}/checkout`);
      await fillCustomer(page, language, anEmail());
      await page.getByRole('radio', { name: words.card }).check();
      await page.getByLabel(words.code).fill(code);
      await page.getByRole('button', { name: words.apply }).click();
      await expect(page.getByRole('complementary', { name: words.summary })).toContainText(/0\.00/);
      await page.getByRole('button', { name: words.place }).click();

      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/order-success\\?`));
      const orderId = new URL(page.url()).searchParams.get('orderId')!;
      expect(await orderById(orderId)).toMatchObject({
        status: 'new',
        payment_status: 'paid',
        payment_method: 'credit_card',
        discount_amount: 80,
        total_amount: 0,
      });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath(`nothing-to-pay-${language}.png`), fullPage: true });
    });
  }

  test('a pickup cash order is as before: free pickup, no address, the total of the items', { tag: '@phone' }, async ({ page }) => {
    const product = await createProduct(aProductInput({ price: 61.7, stock_quantity: 10 }));
    await putInCart(page, product, 2, '/ru');
    await page.goto('/ru/checkout');
    await expect(page.getByRole('radio', { name: WORDS.ru.pickup })).toBeChecked();
    await expect(page.getByRole('radio', { name: WORDS.ru.cash })).toBeChecked();
    await expect(page.getByLabel(WORDS.ru.city)).toHaveCount(0);
    const summary = page.getByRole('complementary', { name: WORDS.ru.summary });
    await expect(summary.getByText('Самовывоз из магазина')).toBeVisible();
    await expect(summary.getByText('Бесплатно')).toBeVisible();
    await expect(summary).not.toContainText('и доставка бесплатно');
    await fillCustomer(page, 'ru', anEmail());
    await page.getByRole('button', { name: WORDS.ru.place }).click();

    await expect(page).toHaveURL(/\/ru\/order-success\?/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    expect(await orderById(orderId)).toMatchObject({
      status: 'new',
      payment_method: 'cash',
      delivery_method: 'pickup',
      delivery_address: null,
      delivery_fee: 0,
      discount_amount: 0,
      total_amount: 123.4,
    });
    const confirmation = page.getByRole('region', { name: 'Ваш заказ' });
    await expect(confirmation).toContainText('Самовывоз из магазина');
    await expect(confirmation).toContainText('Оплата в магазине');
    await expect(confirmation).toContainText('123.40 ₪');
  });
});

test.describe('the address form and the code field', () => {
  const STAIRS = {
    he: {
      address: { city: 'ראשון לציון', street: 'הרצל', house: '12א', entrance: 'ב', floor: 'קרקע', apartment: '4' },
      line: 'הרצל 12א, כניסה ב, קומה קרקע, דירה 4, ראשון לציון',
      confirmation: 'סיכום ההזמנה',
      prefix: '',
    },
    ru: {
      // Typed as the street signs write it: Hebrew values among Russian words.
      address: { city: 'חיפה', street: 'הרצל', house: '7', entrance: '2', floor: '-1', apartment: '12' },
      line: 'הרצל 7, подъезд 2, этаж -1, кв. 12, חיפה',
      confirmation: 'Ваш заказ',
      prefix: '/ru',
    },
  } as const;

  for (const language of ['he', 'ru'] as const) {
    test(`the entrance and the floor, optional, travel with the courier's address (${language})`, async ({ page }) => {
      const words = WORDS[language];
      const { address, line, confirmation, prefix } = STAIRS[language];
      const product = await createProduct(aProductInput({ price: 20, stock_quantity: 10 }));
      await putInCart(page, product, 1, prefix);
      await page.goto(`${prefix}/checkout`);
      await fillCustomer(page, language, anEmail());
      await page.getByRole('radio', { name: words.courier }).check();
      await page.getByLabel(words.city).fill(address.city);
      await page.getByLabel(words.street, { exact: true }).fill(address.street);
      await page.getByLabel(words.house).fill(address.house);
      const entrance = page.getByLabel(words.entrance);
      const floor = page.getByLabel(words.floor);
      // Optional, and no longer than the shop rule takes.
      for (const field of [entrance, floor]) {
        await expect(field).not.toHaveAttribute('aria-required', 'true');
        await expect(field).toHaveAttribute('maxlength', '10');
      }
      await entrance.fill(address.entrance);
      await floor.fill(address.floor);
      await page.getByLabel(words.apartment).fill(address.apartment);
      await expectNoSeriousA11yViolations(page);
      const form = page.getByRole('group', { name: language === 'he' ? 'כתובת למשלוח' : 'Адрес доставки' });
      await form.screenshot({ path: test.info().outputPath(`address-stairs-${language}.png`) });
      // A 375 px phone: the three fields stack, nothing runs off the page.
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousA11yViolations(page);
      await form.screenshot({ path: test.info().outputPath(`address-stairs-${language}-375.png`) });

      await page.getByRole('button', { name: words.place }).click();
      await expect(page).toHaveURL(/\/order-success\?/);
      const orderId = new URL(page.url()).searchParams.get('orderId')!;
      expect(await orderById(orderId)).toMatchObject({
        delivery_address: { entrance: address.entrance, floor: address.floor, apartment: address.apartment },
        customer_address: line,
      });
      const summary = page.getByRole('region', { name: confirmation });
      await expect(summary).toContainText(line);
      await expectNoSeriousA11yViolations(page);
      await summary.screenshot({ path: test.info().outputPath(`address-stairs-confirmation-${language}.png`) });
    });
  }

  test(
    'the address fields show their errors beside each field on press, counted in the summary, and keep what was typed',
    { tag: '@phone' },
    async ({ page }) => {
      const product = await createProduct(aProductInput({ price: 20, stock_quantity: 10 }));
      await putInCart(page, product, 1);
      await page.goto('/checkout');
      await fillCustomer(page, 'he', anEmail());
      await page.getByRole('radio', { name: WORDS.he.courier }).check();
      await page.getByLabel('מספר בית').fill('abc');
      await page.getByLabel('מיקוד (לא חובה)').fill('123');
      await page.getByRole('button', { name: WORDS.he.place }).click();

      await expect(page.getByRole('alert')).toHaveText('יש לתקן 4 שדות כדי לבצע את ההזמנה:');
      const city = page.getByLabel('עיר או יישוב');
      await expect(city).toBeFocused();
      for (const [label, message] of [
        ['עיר או יישוב', 'יש להזין עיר או יישוב'],
        ['רחוב', 'יש להזין רחוב'],
        ['מספר בית', 'יש להזין מספר בית, לדוגמה 12, 12א או 12/3'],
        ['מיקוד (לא חובה)', 'מיקוד מכיל 7 ספרות'],
      ] as const) {
        const field = page.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(message));
      }
      await expectNoSeriousA11yViolations(page);

      // A reload keeps the form (the tab's draft); correcting a field clears its error.
      await page.reload();
      await expect(page.getByLabel('מספר בית')).toHaveValue('abc');
      await expect(page.getByRole('radio', { name: WORDS.he.courier })).toBeChecked();
      await page.getByLabel('מספר בית').fill('12/3');
      await page.getByLabel('מיקוד (לא חובה)').focus();
      await expect(page.getByLabel('מספר בית')).not.toHaveAttribute('aria-invalid', 'true');
    },
  );

  test('the Russian address form and the refusals of a code say it in Russian', { tag: '@phone' }, async ({ page }) => {
    const product = await createProduct(aProductInput({ price: 20, stock_quantity: 10 }));
    const expired = await createDiscountCode({ valid_from: '2020-01-01T00:00:00.000Z', valid_to: '2020-12-31T00:00:00.000Z' });
    const highMinimum = await createDiscountCode({ minimum_total: 500 });
    await putInCart(page, product, 1, '/ru');
    await page.goto('/ru/checkout');
    const summary = page.getByRole('complementary', { name: WORDS.ru.summary });
    // The cart's first quote has answered (its total is shown) before a code is typed, so every Apply
    // below is the only quote in flight and its refusal is the one the field shows.
    await expect(summary).toContainText('20.00 ₪');
    const field = summary.getByLabel('Промокод');
    const apply = summary.getByRole('button', { name: 'Применить' });
    for (const [code, message] of [
      ['NO-SUCH-CODE-42', 'Такого промокода нет'],
      [expired.code, 'Срок действия промокода истёк'],
      [highMinimum.code, 'Сумма товаров в корзине меньше минимальной для этого промокода (без учёта доставки)'],
    ] as const) {
      await field.fill(code);
      await apply.click();
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(summary).not.toContainText('Скидка');

    await page.getByRole('radio', { name: WORDS.ru.courier }).check();
    await page.getByLabel('Полное имя').fill('Дана Леви');
    await page.getByRole('button', { name: WORDS.ru.place }).click();
    await expect(page.getByRole('alert')).toHaveText('Исправьте 5 полей, чтобы оформить заказ:');
    await expect(page.getByLabel('Город')).toHaveAccessibleDescription('Укажите город');
    await expect(page.getByLabel('Номер дома')).toHaveAccessibleDescription('Укажите номер дома');
    await expectNoSeriousA11yViolations(page);
  });
});

test(
  'the Russian payment page with its number of payments and the tracking page of a courier order pass axe',
  { tag: '@phone' },
  async ({ page }) => {
    const product = await createProduct(aProductInput({ price: 150, stock_quantity: 10 }));
    const order = await placeOrder({
      items: [{ product_id: product.id, quantity: 2 }],
      payment_method: 'credit_card',
      language: 'ru',
      delivery_method: 'courier',
      delivery_address: { city: 'Хайфа', street: 'Герцль', house_number: '7Б', apartment: '12', notes: 'Позвонить за час' },
    });
    // ₪300 of items reach 3 payments; the courier adds ₪30.
    expect(order).toMatchObject({ delivery_fee: 30, total_amount: 330 });
    await page.goto(`/ru/payment/${order.id}`);
    const payments = page.getByLabel('Количество платежей');
    await expect(payments.getByRole('option')).toHaveText([
      'Один платёж: 330.00 ₪',
      '2 платежа: первый 165.00 ₪, затем по 165.00 ₪',
      '3 платежа: первый 110.00 ₪, затем по 110.00 ₪',
    ]);
    await expect(page.getByRole('complementary', { name: 'Ваш заказ' })).toContainText('Доставка курьером');
    await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });

    const query = new URLSearchParams({ orderNumber: order.order_number, customerEmail: order.customer_email });
    await page.goto(`/ru/order-tracking?${query}`);
    const customer = page.getByRole('article').getByRole('region', { name: 'Данные покупателя' });
    await expect(customer).toContainText('Доставка курьером: Герцль 7Б, кв. 12, Хайфа');
    await expect(customer).toContainText('Позвонить за час');
    await expect(customer).toContainText('Банковская карта');
    await expectNoSeriousA11yViolations(page);
  },
);
