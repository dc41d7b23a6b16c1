import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createNamedProduct, uniqueToken } from './catalog-data';

/**
 * The layout a shopper meets on a 390 px phone and on a desktop, in Hebrew and Russian: product grids
 * two cards a row, the category's products before its filters, the product page without a made-up
 * rating, and the Russian menu on one row.
 */

const PHONE = { width: 390, height: 844 };
const BALL = { he: 'כדור', ru: 'Мяч', en: 'Ball' };

const cards = (page: Page) => page.getByRole('article');

/** The first two cards share a row, each wide enough to read, their names and buttons inside them. */
async function expectTwoCardsARow(page: Page): Promise<void> {
  const [first, second] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
  expect(first && second).toBeTruthy();
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  expect(first!.width).toBeGreaterThanOrEqual(150);
  expect(second!.width).toBeGreaterThanOrEqual(150);
  for (const card of [cards(page).nth(0), cards(page).nth(1)]) await expectReadableCard(card);
}

async function expectReadableCard(card: Locator): Promise<void> {
  const box = (await card.boundingBox())!;
  const name = card.getByRole('heading', { level: 3 });
  const overflow = await name.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  const button = card
    .getByRole('button')
    .or(card.getByRole('link', { name: /לפרטים|Подробнее/ }))
    .first();
  const target = (await button.boundingBox())!;
  expect(target.height).toBeGreaterThanOrEqual(44);
  expect(target.x).toBeGreaterThanOrEqual(box.x - 1);
  expect(target.x + target.width).toBeLessThanOrEqual(box.x + box.width + 1);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('product grids show two readable cards a row, and the home page is far shorter', async ({ page }) => {
    for (const prefix of ['', '/ru']) {
      await page.goto(`${prefix}/`);
      await expectTwoCardsARow(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      // One card a row made the demo home page about 24,000 px tall.
      expect(height).toBeLessThan(14_000);

      await page.goto(`${prefix}/category/boxing`);
      await expectTwoCardsARow(page);
    }
    const token = uniqueToken();
    // A long name with no spaces stays inside its card.
    await createNamedProduct(token, { he: 'כפפותאגרוףמקצועיותלאימוניםארוכים', ru: 'Профессиональныебоксёрскиеперчатки', en: 'Gloves' });
    await createNamedProduct(token, BALL);
    await page.goto(`/ru/search?q=${token}`);
    await expect(page.getByText('Найдено 2 товара')).toBeVisible();
    await expectTwoCardsARow(page);
  });

  test("a category's products come first; the filters open from a button that counts the active ones", async ({ page }) => {
    await page.goto('/category/boxing?min_price=10&sort=price_desc');
    await expect(cards(page).first()).toBeInViewport();
    const filters = page.getByRole('form', { name: 'סינון' });
    await expect(filters).toBeHidden();

    const toggle = page.getByRole('button', { name: 'סינון, 2 מסננים פעילים' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(filters).toBeVisible();
    await expect(filters.getByLabel('מחיר מינימלי')).toHaveValue('10');

    // Applied, the panel folds away and the count follows the address.
    await filters.getByLabel('מחיר מקסימלי').fill('900');
    await filters.getByRole('button', { name: 'החלה' }).click();
    await expect(page).toHaveURL(/max_price=900/);
    await expect(filters).toBeHidden();
    await expect(page.getByRole('button', { name: 'סינון, 3 מסננים פעילים' })).toBeFocused();

    await page.goto('/ru/category/boxing?q=a');
    await expect(cards(page).first()).toBeInViewport();
    await page.getByRole('button', { name: 'Фильтры, 1 активный' }).click();
    await expect(page.getByRole('form', { name: 'Фильтры' })).toBeVisible();
  });

  test('the server-drawn category page shows products first before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/category/boxing', { waitUntil: 'load' });
    await expect(page.getByRole('article').first()).toBeInViewport();
    await expect(page.getByRole('form', { name: 'סינון' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'סינון', exact: true })).toBeVisible();
    await context.close();
  });

  test('the page does not jump when the header becomes fixed, in Hebrew and Russian', async ({ page }) => {
    for (const prefix of ['', '/ru']) {
      await page.goto(`${prefix}/category/boxing`);
      // Where the page's title sits in the document: it moves only if the header's stand-in is not as tall as the header.
      const titleTop = () => page.evaluate(() => document.querySelector('main h1')!.getBoundingClientRect().top + window.scrollY);
      const before = await titleTop();
      await page.evaluate(() => window.scrollTo(0, 150));
      await expect.poll(() => page.getByRole('banner').evaluate((header) => getComputedStyle(header).position)).toBe('fixed');
      expect(Math.abs((await titleTop()) - before)).toBeLessThanOrEqual(1);
    }
  });
});

test.describe('on a desktop', () => {
  test('the category keeps its filter panel in view, without the phone button', async ({ page }) => {
    await page.goto('/category/boxing');
    await expect(page.getByRole('form', { name: 'סינון' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'סינון', exact: true })).toBeHidden();
  });

  test('a product page shows no rating, in Hebrew or Russian', async ({ page }) => {
    const { product } = await createNamedProduct(uniqueToken(), BALL);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('כדור');
    await expect(page.getByText(/דירוג|מתוך 5|חוות דעת|★/)).toHaveCount(0);
    await page.goto(`/ru/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Мяч');
    await expect(page.getByText(/Рейтинг|из 5|Отзывы|★/)).toHaveCount(0);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.join('')).not.toMatch(/Rating|review/i);
  });

  for (const width of [1280, 1366]) {
    test(`the Russian menu keeps to one row at ${width} px, as the Hebrew one`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [prefix, menu, items] of [
        ['/ru', 'Главное меню', ['Главная', 'Категории', 'О нас', 'Блог', 'Контакты', 'Правила сайта', 'Отследить заказ']],
        ['/', 'תפריט ראשי', []],
      ] as const) {
        await page.goto(prefix);
        const nav = page.getByRole('navigation', { name: menu });
        const entries = nav.getByRole('link').or(nav.getByRole('button'));
        if (items.length) for (const item of items) await expect(entries.filter({ hasText: item }).first()).toBeVisible();
        const tops = new Set<number>();
        for (const entry of await entries.all()) if (await entry.isVisible()) tops.add(Math.round((await entry.boundingBox())!.y));
        expect([...tops]).toHaveLength(1);
      }
    });
  }
});
