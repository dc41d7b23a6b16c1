import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { aProductInput, createDiscountCode, createProduct, placeOrder, uniqueName } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

/**
 * The back office at 375 px (and the desktop where a screen was never looked at in Russian), in Hebrew
 * and Russian: nothing scrolls the page sideways, the page title keeps clear of the language menu,
 * labels and figures are not cut, an order number stays whole inside Hebrew text.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

const TEXTS = {
  he: {
    language: 'עברית',
    productTitle: 'עריכת מוצר',
    settingsTitle: 'הגדרות החנות',
    dashboardTitle: 'לוח בקרה',
    stepFrom: 'מסכום הזמנה (₪)',
    stepPayments: 'עד מספר תשלומים',
    cards: 'נתוני החנות',
    file: 'קובץ CSV',
    check: 'בדיקת הקובץ',
    problems: /בעיות לתיקון/,
    changes: 'מה הקובץ משנה',
    viewOrder: 'פרטי הזמנה',
    order: 'הזמנה',
    search: 'חיפוש',
    apply: 'החלה',
    codeCard: 'קוד הנחה',
    codeFields: ['הזמנת מינימום (₪)', 'תוקף', 'שימושים', 'שימושים לכל אימייל'],
  },
  ru: {
    language: 'Русский',
    productTitle: 'Редактировать товар',
    settingsTitle: 'Настройки магазина',
    dashboardTitle: 'Панель',
    stepFrom: 'От суммы (₪)',
    stepPayments: 'До платежей',
    cards: 'Показатели магазина',
    file: 'Файл CSV',
    check: 'Проверить файл',
    problems: /Что исправить/,
    changes: 'Что изменит файл',
    viewOrder: 'Подробности заказа',
    order: 'Заказ',
    search: 'Поиск',
    apply: 'Применить',
    codeCard: 'Код скидки',
    codeFields: ['Минимальный заказ (₪)', 'Срок действия', 'Использований', 'Использований на email'],
  },
} as const;

type Language = keyof typeof TEXTS;
const LANGUAGES: Language[] = ['he', 'ru'];

/** A screen's first data: the whole back office loads first, which takes a while on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };

test.describe.configure({ timeout: 90_000 });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

/** Its text is cut (an ellipsis or overflow): wider content than its own box. */
async function expectWhole(element: Locator, what: string): Promise<void> {
  const cut = await element.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(cut, `${what} is cut`).toBeLessThanOrEqual(1);
}

/** The app bar: the page's title and the language menu side by side, not one over the other. */
async function expectTitleClearOfLanguageMenu(page: Page, language: Language, title: string): Promise<void> {
  const bar = page.getByRole('banner');
  const button = bar.getByRole('button', { name: TEXTS[language].language });
  const titleText = bar.getByText(title, { exact: true });
  await expect(titleText).toBeVisible();
  const [titleBox, buttonBox] = [(await titleText.boundingBox())!, (await button.boundingBox())!];
  const overlap =
    Math.min(titleBox.x + titleBox.width, buttonBox.x + buttonBox.width) - Math.max(titleBox.x, buttonBox.x) > 0 &&
    Math.min(titleBox.y + titleBox.height, buttonBox.y + buttonBox.height) - Math.max(titleBox.y, buttonBox.y) > 0;
  expect(overlap, `the title ${JSON.stringify(titleBox)} runs under the language menu ${JSON.stringify(buttonBox)}`).toBe(false);
  expect(buttonBox.x).toBeGreaterThanOrEqual(0);
  expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  test.describe(`back office on a 375 px phone (${language})`, () => {
    test.use({ viewport: PHONE });

    test('the product page title keeps clear of the language menu', async ({ page }) => {
      const product = await createProduct(aProductInput());
      await openAsAdmin(page, `/products/${product.id}`, language);
      await expect(page.getByRole('textbox').first()).toBeVisible(FIRST_LOAD);
      await expectTitleClearOfLanguageMenu(page, language, t.productTitle);
      await expectNoSidewaysScroll(page);
    });

    test("a dry run's problems fit the phone, the page does not scroll sideways", async ({ page }) => {
      const tag = uniqueName('wide').split(' ')[1];
      const file = [
        'slug,name,price,stock_quantity',
        `wide-${tag},Ball with a long name ${'and more words '.repeat(6)},abc,2`,
        `net-${tag},${'Unbroken'.repeat(12)},-5,x`,
      ].join('\r\n');
      await openAsAdmin(page, '/products/import', language);
      await expect(page.getByRole('button', { name: t.check })).toBeVisible(FIRST_LOAD);
      await page.getByLabel(t.file).setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await page.getByRole('button', { name: t.check }).click();
      const problems = page.getByRole('region', { name: t.problems });
      await expect(problems.getByRole('row').nth(2)).toBeVisible(FIRST_LOAD);
      await expectNoSidewaysScroll(page);
      // Every message readable where it is: the table wraps rather than hiding columns to the side.
      await expectWhole(problems, 'the problems table');
      await expectNoSeriousA11yViolations(page);
    });

    test("a dry run's field changes fit the phone, long texts wrapped in their cells", async ({ page }) => {
      const product = await createProduct(aProductInput());
      const longText = `${'Unbroken'.repeat(12)} ${'and more words '.repeat(8)}`;
      const file = ['slug,description,price', `${product.slug},${longText},99.90`].join('\r\n');
      await openAsAdmin(page, '/products/import', language);
      await expect(page.getByRole('button', { name: t.check })).toBeVisible(FIRST_LOAD);
      await page.getByLabel(t.file).setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await page.getByRole('button', { name: t.check }).click();
      await expect(page.getByRole('heading', { name: t.changes })).toBeVisible(FIRST_LOAD);
      const changes = page.getByRole('region', { name: product.name, exact: true });
      await expect(changes.getByRole('row')).toHaveCount(3);
      await expectNoSidewaysScroll(page);
      await expectWhole(changes, 'the changes table');
      await expectNoSeriousA11yViolations(page);
    });

    test('the order number in the title of the order details stays whole', async ({ page }) => {
      const name = uniqueName('Layout');
      const product = await createProduct(aProductInput({ price: 42, stock_quantity: 5 }));
      const order = await placeOrder({ items: [{ product_id: product.id, quantity: 1 }], customer: { name } });
      await openAsAdmin(page, '/orders', language);
      await expect(page.getByRole('searchbox', { name: t.search })).toBeVisible(FIRST_LOAD);
      await page.getByRole('searchbox', { name: t.search }).fill(name.split(' ')[1]);
      await page.getByRole('button', { name: t.apply }).click();
      await page.getByRole('button', { name: `${t.viewOrder} ${order.order_number}` }).click();
      const dialog = page.getByRole('dialog', { name: `${t.order} ${order.order_number}` });
      const number = dialog.getByRole('heading').getByText(order.order_number, { exact: true });
      await expect(number).toBeVisible(FIRST_LOAD);
      // One box per line the text takes: a number broken at its hyphens has two or more.
      expect(await number.evaluate((element) => element.getClientRects().length)).toBe(1);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    });
  });

  test.describe(`discount codes on a 375 px phone (${language})`, () => {
    test.use({ viewport: PHONE });

    test('each code is a card with its validity, uses and state on screen', async ({ page }) => {
      const code = await createDiscountCode({ max_uses: 50 });
      await openAsAdmin(page, '/discount-codes', language);
      const card = page.getByRole('article', { name: `${t.codeCard} ${code.code}` });
      await expect(card).toBeVisible(FIRST_LOAD);
      for (const field of t.codeFields) await expect(card.getByText(field, { exact: true })).toBeInViewport();
      await expect(card.getByRole('switch')).toBeChecked();
      await expect(card.getByText('10%')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`back office at ${viewport.width} px (${language})`, () => {
      test.use({ viewport });

      test('the shop settings: no sideways scroll, the installment labels whole, the title clear of the language menu', async ({
        page,
      }) => {
        await openAsAdmin(page, '/shop-settings', language);
        const from = page.getByRole('spinbutton', { name: t.stepFrom }).first();
        await expect(from).toBeVisible(FIRST_LOAD);
        await expectWhole(page.getByText(t.stepFrom, { exact: true }).first(), 'the step label');
        await expectWhole(page.getByText(t.stepPayments, { exact: true }).first(), 'the payments label');
        await expectTitleClearOfLanguageMenu(page, language, t.settingsTitle);
        await expectNoSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);
      });

      test('the dashboard: every figure whole inside its card, no sideways scroll', async ({ page }) => {
        await openAsAdmin(page, '/dashboard', language);
        const cards = page.getByRole('region', { name: t.cards }).getByRole('group');
        await expect(cards.first()).toBeVisible(FIRST_LOAD);
        for (const card of await cards.all()) {
          const figure = card.getByRole('paragraph').first();
          await expectWhole(figure, `the figure of ${await card.textContent()}`);
          const [cardBox, figureBox] = [(await card.boundingBox())!, (await figure.boundingBox())!];
          expect(figureBox.x).toBeGreaterThanOrEqual(cardBox.x);
          expect(figureBox.x + figureBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
        }
        await expectTitleClearOfLanguageMenu(page, language, t.dashboardTitle);
        await expectNoSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
}
