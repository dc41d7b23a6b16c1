import { startTestApp, TestApp } from '../support/test-app';

/** Every key path of a nested text file, e.g. CART.EMPTY. */
function keyPaths(texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

describe('interface texts (web)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const load = async (lang: string) => {
    const res = await shop.http().get(`/i18n/${lang}.json`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    return res.body as Record<string, Record<string, string>>;
  };

  it("serves Hebrew, Russian and English without a token, with exactly the same keys (a counted text with its own language's plural forms)", async () => {
    const [he, ru, en] = [await load('he'), await load('ru'), await load('en')];
    // KEY_one, KEY_few, KEY_other...: i18next picks the form of the count (the unit test checks each language's forms).
    const counted = (texts: Record<string, unknown>) =>
      [...new Set(keyPaths(texts).map((path) => path.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    const keys = counted(en);
    expect(keys.length).toBeGreaterThan(200);
    expect(counted(he)).toEqual(keys);
    expect(counted(ru)).toEqual(keys);
    expect([ru.HEADER.CART_WITH_COUNT_one, ru.HEADER.CART_WITH_COUNT_few, ru.HEADER.CART_WITH_COUNT_many]).toEqual([
      'Корзина, {{count}} товар',
      'Корзина, {{count}} товара',
      'Корзина, {{count}} товаров',
    ]);
    expect(he.HEADER.CART_WITH_COUNT_one).toBe('עגלת קניות, פריט אחד');
  });

  it('has the keys the storefront uses, in each language', async () => {
    const [he, ru, en] = [await load('he'), await load('ru'), await load('en')];
    expect(he.CART.EMPTY).toBe('עגלת הקניות שלך ריקה');
    expect(ru.CART.EMPTY).toBe('Ваша корзина пуста');
    expect(en.CART.EMPTY).toBe('Your cart is empty');
    expect(ru.TRACKING.NOT_FOUND).toBe('Заказ не найден или произошла ошибка');
    expect(ru.TRACKING.EMAIL_MISMATCH).toBe('Email не соответствует заказу');
    expect(ru.TRACKING.MISSING_FIELDS).toBe('Необходимо указать номер заказа и email');
    expect(ru.CHECKOUT.ORDER_ERROR).toBe('Произошла ошибка при создании заказа. Попробуйте еще раз.');
    expect(en.COMMON.PROCESSING).toBe('Processing...');
    expect(en.ARTICLE.UNTITLED).toBe('Untitled Article');
    for (const texts of [he, ru, en]) {
      expect(Object.keys(texts)).toEqual(
        expect.arrayContaining([
          'CART',
          'CHECKOUT',
          'CATEGORY',
          'PRODUCT',
          'HEADER',
          'NAV',
          'HOME',
          'TRACKING',
          'ORDER_STATUS',
          'PAYMENT',
          'BLOG',
          'ARTICLE',
          'FOOTER',
          'COMMON',
          'NOT_FOUND',
        ]),
      );
      expect(Object.keys(texts.ORDER_STATUS).sort()).toEqual([
        'CANCELLED',
        'COMPLETED',
        'NEW',
        'PAID',
        'PAYMENT_FAILED',
        'PAY_AT_STORE',
        'PREPARING',
        'READY',
        'UNPAID',
      ]);
    }
  });

  it.each(['/i18n/fr.json', '/i18n/he', '/i18n/he.txt', '/i18n/..%2Fpackage.json', '/api/i18n/he.json'])(
    'answers 404 for %s',
    async (path) => {
      const res = await shop.http().get(path).expect(404);
      expect(res.body.statusCode).toBe(404);
    },
  );

  it('names the missing language with a stable code', async () => {
    const res = await shop.http().get('/i18n/fr.json').expect(404);
    expect(res.body.code).toBe('INTERFACE_TEXTS_NOT_FOUND');
  });
});
