import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { googleMerchantFeed } from './google-merchant-feed';
import { type FeedProduct, feedItems } from './product-feed';

const origin = 'https://shop.example';
const gloves: FeedProduct = {
  id: 7,
  title: 'כפפות "Pro" & <Grip> 🧤',
  description: 'Warm',
  price: 14990,
  hasDiscount: true,
  discountPrice: 9990,
  stockQuantity: 0,
  hasVariants: true,
  pictures: [`${origin}/uploads/a.jpg`, `${origin}/uploads/b.jpg`, `${origin}/uploads/c.jpg`],
  variants: [
    { id: 1, sku: 'GL-S', size: 'S', color: 'Black', stockQuantity: 4, priceModifier: 0 },
    { id: 2, sku: 'GL-M', size: 'M', color: null, stockQuantity: 0, priceModifier: 0 },
  ],
};
const ball: FeedProduct = {
  ...gloves,
  id: 9,
  title: 'Ball',
  hasDiscount: false,
  stockQuantity: 2,
  hasVariants: false,
  pictures: [],
  variants: [],
};

function parsed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ isArray: (name) => ['item', 'g:additional_image_link'].includes(name), parseTagValue: false }).parse(xml);
}

describe('Google Merchant Center feed', () => {
  const xml = googleMerchantFeed({
    origin,
    language: 'he',
    shopName: 'shop.example',
    courierFee: 3000,
    items: [...feedItems(gloves, 'he', origin), ...feedItems(ball, 'he', origin)],
  });
  const items = parsed(xml).rss.channel.item;

  it('is RSS 2.0 with Google namespace', () => {
    expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  });

  it('has one item per variant grouped by the product, with the fields Google requires', () => {
    expect(items.map((item: Record<string, string>) => [item['g:id'], item['g:item_group_id'], item['g:availability']])).toEqual([
      ['7-1', '7', 'in_stock'],
      ['7-2', '7', 'out_of_stock'],
      ['9', '9', 'in_stock'],
    ]);
    expect(items[0]).toMatchObject({
      title: 'כפפות "Pro" & <Grip> 🧤',
      description: 'Warm',
      link: `${origin}/product/7`,
      'g:image_link': `${origin}/uploads/a.jpg`,
      'g:additional_image_link': [`${origin}/uploads/b.jpg`, `${origin}/uploads/c.jpg`],
      'g:price': '149.90 ILS',
      'g:sale_price': '99.90 ILS',
      'g:mpn': 'GL-S',
      'g:identifier_exists': 'no',
      'g:size': 'S',
      'g:color': 'שחור',
      'g:shipping': { 'g:country': 'IL', 'g:price': '30.00 ILS' },
    });
  });

  it('leaves out what is unknown: no sale price without a discount, no colour, no picture', () => {
    expect(items[1]['g:color']).toBeUndefined();
    expect(items[2]['g:sale_price']).toBeUndefined();
    expect(items[2]['g:image_link']).toBeUndefined();
    expect(items[2]['g:mpn']).toBeUndefined();
  });
});
