import { describe, expect, it } from 'vitest';
import { loadLanguage } from './i18n';

/** Counted texts take the form of their number (i18next's plural suffixes), as useTexts() passes { count }. */
describe('counted interface texts', () => {
  it('Russian: 1 and 21 товар, 2 товара, 5 товаров', async () => {
    const t = (await loadLanguage('ru')).getFixedT('ru');
    expect([1, 2, 5, 21].map((count) => t('CATEGORY.PRODUCTS_COUNT', { count }))).toEqual(['1 товар', '2 товара', '5 товаров', '21 товар']);
    expect([1, 2, 5, 21].map((count) => t('HEADER.CART_WITH_COUNT', { count }))).toEqual([
      'Корзина, 1 товар',
      'Корзина, 2 товара',
      'Корзина, 5 товаров',
      'Корзина, 21 товар',
    ]);
    expect(t('SEARCH.RESULTS_COUNT', { count: 21 })).toBe('Найден 21 товар');
    expect(t('CATEGORY.SHOWING', { shown: 1, total: 1, count: 1 })).toBe('Показано 1 из 1 товара');
    expect(t('CATEGORY.SHOWING', { shown: 24, total: 25, count: 25 })).toBe('Показано 24 из 25 товаров');
    expect(t('CART.ONLY_LEFT', { count: 2 })).toBe('Осталось только 2 штуки');
  });

  it('Hebrew: one item in words, 2 and 5 with the number', async () => {
    const t = (await loadLanguage('he')).getFixedT('he');
    expect([1, 2, 5].map((count) => t('CART.ITEMS_COUNT', { count }))).toEqual(['פריט אחד', '2 פריטים', '5 פריטים']);
    expect([1, 2, 5].map((count) => t('HEADER.CART_WITH_COUNT', { count }))).toEqual([
      'עגלת קניות, פריט אחד',
      'עגלת קניות, 2 פריטים',
      'עגלת קניות, 5 פריטים',
    ]);
    expect([1, 2, 5].map((count) => t('SEARCH.RESULTS_COUNT', { count }))).toEqual(['נמצא מוצר אחד', 'נמצאו 2 מוצרים', 'נמצאו 5 מוצרים']);
    expect(t('CART.ONLY_LEFT', { count: 1 })).toBe('נותרה רק יחידה אחת במלאי');
  });
});
