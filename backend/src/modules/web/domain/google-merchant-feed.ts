import type { Agorot } from 'shop-rules';
import { type FeedItem, type FeedLanguage, shekels, xmlText } from './product-feed';
import { FEED_CURRENCY, GOOGLE_SHIPPING_COUNTRY, GOOGLE_SHIPPING_SERVICE } from './product-feed-unconfirmed';

/**
 * The Google Merchant Center feed: RSS 2.0 with Google's g: namespace, one <item> per thing a shopper
 * can buy, the variants of a product grouped by g:item_group_id (the product id). A product missing
 * from the feed is deleted from Merchant Center, so the feed always lists the whole catalog on sale.
 */
export interface GoogleMerchantFeed {
  /** The shop's public origin, e.g. https://shop.example. */
  origin: string;
  language: FeedLanguage;
  shopName: string;
  /**
   * The courier fee in g:shipping. Free delivery above a basket total cannot be said per item, so an
   * item always shows the fee (Merchant Center's account shipping settings can say the threshold).
   */
  courierFee: Agorot;
  items: FeedItem[];
}

/** Google's maximum for g:id, g:item_group_id and similar identifiers. */
export const GOOGLE_ID_MAX = 50;

const money = (amount: Agorot) => `${shekels(amount)} ${FEED_CURRENCY}`;
const element = (name: string, value: string | null | undefined) => (value ? `<${name}>${xmlText(value)}</${name}>` : '');

export function googleMerchantItem(item: FeedItem, courierFee: Agorot): string {
  const [image, ...more] = item.pictures;
  return [
    '<item>',
    element('g:id', item.id.slice(0, GOOGLE_ID_MAX)),
    element('g:item_group_id', String(item.productId)),
    `<title>${xmlText(item.title)}</title>`,
    `<description>${xmlText(item.description || item.title)}</description>`,
    element('link', item.link),
    element('g:image_link', image),
    ...more.map((url) => element('g:additional_image_link', url)),
    element('g:availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    element('g:condition', 'new'),
    element('g:price', money(item.price)),
    element('g:sale_price', item.salePrice === null ? null : money(item.salePrice)),
    // The shop records no brand or GTIN: the SKU serves as the manufacturer part number when known.
    element('g:mpn', item.sku),
    element('g:identifier_exists', 'no'),
    element('g:size', item.size),
    element('g:color', item.color),
    '<g:shipping>',
    element('g:country', GOOGLE_SHIPPING_COUNTRY),
    element('g:service', GOOGLE_SHIPPING_SERVICE),
    element('g:price', money(courierFee)),
    '</g:shipping>',
    '</item>',
  ].join('');
}

export function googleMerchantFeed(feed: GoogleMerchantFeed): string {
  const home = feed.language === 'he' ? `${feed.origin}/` : `${feed.origin}/ru`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${xmlText(feed.shopName)}</title>`,
    `<link>${xmlText(home)}</link>`,
    `<description>${xmlText(feed.shopName)}</description>`,
    ...feed.items.map((item) => googleMerchantItem(item, feed.courierFee)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
