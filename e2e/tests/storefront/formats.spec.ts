import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createNamedProduct, uniqueToken, variantsOf } from './catalog-data';

/** Prices and colour names as a Hebrew and a Russian shopper read them (and hear them from a screen reader). */

const BALL = { he: 'כדור', ru: 'Мяч', en: 'Ball' };
const SHIRT = { he: 'חולצה', ru: 'Футболка', en: 'Shirt' };
const NBSP = '\u00a0';
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/;

// Prices are written in the he-IL locale in every language (the spec), without Intl's direction marks.
const LANGUAGES = {
  he: {
    prefix: '',
    oldPrice: 'מחיר קודם',
    price: `299.90${NBSP}₪`,
    was: `349.90${NBSP}₪`,
    addToCart: 'הוספה לעגלה',
    black: 'שחור',
    navy: 'כחול כהה',
  },
  ru: {
    prefix: '/ru',
    oldPrice: 'Старая цена',
    price: `299.90${NBSP}₪`,
    was: `349.90${NBSP}₪`,
    addToCart: 'В корзину',
    black: 'Чёрный',
    navy: 'Тёмно-синий',
  },
} as const;

/** What an element says: its whole text, hidden words for screen readers included, exactly as the page holds it. */
const spoken = (page: Page, text: string) =>
  page
    .getByRole('main')
    .getByText(text, { exact: true })
    .first()
    .evaluate((element) => element.textContent ?? '');

for (const [language, words] of Object.entries(LANGUAGES)) {
  test.describe(`formats in ${language}`, () => {
    test('the price and the struck old price read as prices: no minus, no leading gap, no direction marks', async ({ page }) => {
      const { product } = await createNamedProduct(uniqueToken(), BALL, { price: 349.9, has_discount: true, discount_price: 299.9 });
      await page.goto(`${words.prefix}/product/${product.id}`);

      const current = await spoken(page, words.price);
      expect(current).toBe(words.price);

      // The struck price comes with hidden words: a screen reader says "old price: 349.90 ₪".
      const oldPrice = page.getByRole('main').getByText(`${words.oldPrice}:`).first().locator('..');
      const struck = oldPrice.locator('s');
      await expect(struck).toBeVisible();
      expect(await struck.evaluate((element) => element.textContent)).toBe(words.was);
      const announced = await oldPrice.evaluate((element) => element.textContent ?? '');
      expect(announced).toBe(`${words.oldPrice}: ${words.was}`);

      for (const text of [current, announced]) {
        expect(text).not.toMatch(DIRECTION_MARKS);
        expect(text).not.toMatch(/[-−]/);
        expect(text).not.toMatch(/^\s/);
      }
    });

    test("the colour picker and the cart line name colours in the page's language", async ({ page }) => {
      const token = uniqueToken();
      const { product } = await createNamedProduct(token, SHIRT, {
        price: 80,
        has_variants: true,
        variants: variantsOf(token, [
          { size: 'M', color: 'Black', stock: 4 },
          { size: 'M', color: 'Navy', stock: 4 },
        ]),
      });
      await page.goto(`${words.prefix}/product/${product.id}`);
      await expect(page.getByRole('radio', { name: new RegExp(`M / ${words.black}`) })).toBeVisible();
      await page.getByRole('radio', { name: new RegExp(`M / ${words.navy}`) }).check();
      await expect(page.getByText('Navy')).toHaveCount(0);
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();

      await page.goto(`${words.prefix}/cart`);
      await expect(page.getByRole('main').getByText(`M / ${words.navy}`, { exact: true })).toBeVisible();
      // The cart keeps the colour's key: in the other language the same line reads in that language.
      const other = language === 'he' ? LANGUAGES.ru : LANGUAGES.he;
      await page.goto(`${other.prefix}/cart`);
      await expect(page.getByRole('main').getByText(`M / ${other.navy}`, { exact: true })).toBeVisible();
    });
  });
}
