import { type FeedProduct, feedItems, shekels, truncated, withoutInvalidXml, xmlText } from './product-feed';

const product = (extra: Partial<FeedProduct> = {}): FeedProduct => ({
  id: 7,
  title: 'Gloves',
  description: '**Warm** gloves with <b>grip</b>',
  price: 14990,
  hasDiscount: false,
  discountPrice: 0,
  stockQuantity: 3,
  hasVariants: false,
  pictures: ['https://shop.example/uploads/a.jpg', 'https://shop.example/uploads/b.jpg'],
  variants: [],
  ...extra,
});

const variant = (id: number, extra: object = {}) => ({
  id,
  sku: `G-${id}`,
  size: 'M',
  color: 'Black',
  stockQuantity: 2,
  priceModifier: 0,
  ...extra,
});

describe('feed items', () => {
  it('makes one item of a product without variants, linked to its storefront page in the language', () => {
    const [item] = feedItems(product(), 'he', 'https://shop.example');
    expect(item).toMatchObject({
      id: '7',
      productId: 7,
      link: 'https://shop.example/product/7',
      inStock: true,
      price: 14990,
      salePrice: null,
    });
    expect(feedItems(product(), 'ru', 'https://shop.example')[0].link).toBe('https://shop.example/ru/product/7');
  });

  it('takes markdown and HTML out of the description', () => {
    expect(feedItems(product(), 'he', 'https://shop.example')[0].description).toBe('Warm gloves with grip');
  });

  it('makes one item per active variant with a stable id, its stock, size, colour in the language and price with the modifier', () => {
    const items = feedItems(
      product({ hasVariants: true, variants: [variant(11), variant(12, { stockQuantity: 0, priceModifier: 1000, color: 'Blue' })] }),
      'ru',
      'https://shop.example',
    );
    expect(items.map((item) => [item.id, item.inStock, item.price, item.size, item.color, item.sku])).toEqual([
      ['7-11', true, 14990, 'M', 'Чёрный', 'G-11'],
      ['7-12', false, 15990, 'M', 'Синий', 'G-12'],
    ]);
  });

  it('is out of stock when the product has no units left', () => {
    expect(feedItems(product({ stockQuantity: 0 }), 'he', 'https://shop.example')[0].inStock).toBe(false);
  });

  it('gives nothing for a product whose variants are all switched off', () => {
    expect(feedItems(product({ hasVariants: true, variants: [] }), 'he', 'https://shop.example')).toEqual([]);
  });

  it('has a sale price only while a discount applies, the variant modifier added to both prices', () => {
    const onSale = product({ hasDiscount: true, discountPrice: 9990, hasVariants: true, variants: [variant(1, { priceModifier: 500 })] });
    expect(feedItems(onSale, 'he', 'https://shop.example')[0]).toMatchObject({ price: 15490, salePrice: 10490 });
    // Switched on with no discount price: no discount, as the storefront shows it.
    expect(feedItems(product({ hasDiscount: true, discountPrice: 0 }), 'he', 'https://shop.example')[0].salePrice).toBeNull();
  });
});

describe('feed text', () => {
  it('escapes markup characters and quotes', () => {
    expect(xmlText(`Tom & Jerry <"best"> 'ball'`)).toBe('Tom &amp; Jerry &lt;&quot;best&quot;&gt; &apos;ball&apos;');
  });

  it('keeps Hebrew and emoji but drops lone surrogates and control characters XML cannot hold', () => {
    expect(withoutInvalidXml('כדור ⚽ 🏀')).toBe('כדור ⚽ 🏀');
    expect(withoutInvalidXml('a\uD83Db\uDC00c\u0001d\uFFFEe\tf')).toBe('abcde\tf');
  });

  it('truncates to the limit by whole characters, never cutting an emoji, at a word when one is near', () => {
    expect(truncated('short', 40)).toBe('short');
    const cut = truncated('Football boots for the whole team and more words', 40);
    expect([...cut].length).toBeLessThanOrEqual(40);
    expect(cut).toBe('Football boots for the whole team and…');
    const emoji = truncated('🏀'.repeat(50), 40);
    expect([...emoji]).toHaveLength(40);
    expect(withoutInvalidXml(emoji)).toBe(emoji);
  });

  it('writes shekels with two decimals', () => {
    expect([shekels(14990), shekels(5), shekels(0), shekels(100000)]).toEqual(['149.90', '0.05', '0.00', '1000.00']);
  });
});
