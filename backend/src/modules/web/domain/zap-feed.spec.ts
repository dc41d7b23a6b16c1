import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type FeedProduct, feedItems } from './product-feed';
import { zapDateAndTime, zapFeed } from './zap-feed';

const origin = 'https://shop.example';
const shoes: FeedProduct = {
  id: 4,
  title: 'נעלי כדורגל מקצועיות לשחקנים צעירים ומבוגרים & "Pro"',
  description: 'x'.repeat(300),
  price: 30000,
  hasDiscount: false,
  discountPrice: 0,
  stockQuantity: 0,
  hasVariants: true,
  pictures: [`${origin}/uploads/shoes.jpg`],
  variants: [
    { id: 1, sku: 'SH-40', size: '40', color: null, stockQuantity: 1, priceModifier: 2000 },
    { id: 2, sku: 'SH-41', size: '41', color: null, stockQuantity: 5, priceModifier: -1000 },
    { id: 3, sku: 'SH-42', size: '42', color: null, stockQuantity: 0, priceModifier: -5000 },
  ],
};
const soldOut: FeedProduct = { ...shoes, id: 5, hasVariants: false, variants: [], stockQuantity: 0 };

describe('Zap feed', () => {
  const xml = zapFeed({
    origin,
    madeAt: new Date('2026-07-01T21:30:05Z'),
    timeZone: 'Asia/Jerusalem',
    courierFee: 3000,
    items: [...feedItems(shoes, 'he', origin), ...feedItems(soldOut, 'he', origin)],
  });

  it('is well-formed XML in the store shape, dated in the shop time zone', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain(`<STORE URL="${origin}" DATE="02/07/2026" TIME="00:30:05">`);
  });

  it('lists one product per product at its cheapest price in stock, leaving out products with nothing in stock', () => {
    const products = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'PRODUCT', parseTagValue: false }).parse(xml)
      .STORE.PRODUCTS.PRODUCT;
    expect(products).toHaveLength(1);
    const [product] = products;
    expect(product).toMatchObject({
      '@_NUM': '4',
      PRODUCT_URL: `${origin}/product/4`,
      MODEL: 'SH-41',
      CATALOG_NUMBER: '4',
      CURRENCY: 'ILS',
      PRICE: '290.00',
      SHIPMENT_COST: '30.00',
      IMAGE: `${origin}/uploads/shoes.jpg`,
      TAX: '1',
    });
    expect([...product.PRODUCT_NAME].length).toBeLessThanOrEqual(40);
    expect(product.PRODUCT_NAME.startsWith('נעלי כדורגל')).toBe(true);
    expect([...product.DETAILS].length).toBeLessThanOrEqual(255);
  });

  it('writes the date and time as Zap reads them', () => {
    expect(zapDateAndTime(new Date('2026-01-05T08:04:03Z'), 'Asia/Jerusalem')).toEqual({ date: '05/01/2026', time: '10:04:03' });
  });
});
