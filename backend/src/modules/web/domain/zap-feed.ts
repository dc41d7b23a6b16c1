import type { Agorot } from 'shop-rules';
import { type FeedItem, shekels, truncated, xmlText } from './product-feed';
import { FEED_CURRENCY, ZAP_DELIVERY_TIME, ZAP_DETAILS_MAX, ZAP_NAME_MAX, ZAP_TAX } from './product-feed-unconfirmed';

/**
 * The Zap (zap.co.il) price-comparison feed in Hebrew, in the shape of the Woo Zap Mirror plugin:
 * <STORE URL DATE TIME><PRODUCTS><PRODUCT NUM="…">…</PRODUCT></PRODUCTS></STORE>. Zap compares
 * products, not variants: one PRODUCT per product, at its lowest price among the variants in stock.
 * A product with nothing in stock is left out (Zap has no availability field; a shopper sent to a
 * product that cannot be bought is a wasted paid click).
 */
export interface ZapFeed {
  origin: string;
  /** When the feed was made, shown in the shop's time zone. */
  madeAt: Date;
  timeZone: string;
  courierFee: Agorot;
  /** The Hebrew feed items (Zap is Hebrew only). */
  items: FeedItem[];
}

/** `DATE="dd/mm/YYYY"` and `TIME="HH:MM:SS"` in the shop's time zone. */
export function zapDateAndTime(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.day}/${parts.month}/${parts.year}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

/** The product's line for Zap: its cheapest item in stock (what a shopper pays now), or null when none is. */
export function zapOffer(items: FeedItem[]): FeedItem | null {
  const payable = (item: FeedItem) => item.salePrice ?? item.price;
  return items
    .filter((item) => item.inStock)
    .reduce<FeedItem | null>((best, item) => (!best || payable(item) < payable(best) ? item : best), null);
}

const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

export function zapProduct(offer: FeedItem, courierFee: Agorot): string {
  return [
    `<PRODUCT NUM="${xmlText(String(offer.productId))}">`,
    element('PRODUCT_URL', offer.link),
    element('PRODUCT_NAME', truncated(offer.title, ZAP_NAME_MAX)),
    element('MODEL', offer.sku ?? ''),
    element('DETAILS', truncated(offer.description, ZAP_DETAILS_MAX)),
    element('CATALOG_NUMBER', String(offer.productId)),
    element('CURRENCY', FEED_CURRENCY),
    element('PRICE', shekels(offer.salePrice ?? offer.price)),
    element('SHIPMENT_COST', shekels(courierFee)),
    element('DELIVERY_TIME', ZAP_DELIVERY_TIME),
    // The shop records no manufacturer.
    element('MANUFACTURER', ''),
    element('IMAGE', offer.pictures[0] ?? ''),
    element('TAX', ZAP_TAX),
    '</PRODUCT>',
  ].join('');
}

export function zapFeed(feed: ZapFeed): string {
  const { date, time } = zapDateAndTime(feed.madeAt, feed.timeZone);
  const byProduct = new Map<number, FeedItem[]>();
  for (const item of feed.items) {
    const items = byProduct.get(item.productId);
    if (items) items.push(item);
    else byProduct.set(item.productId, [item]);
  }
  const offers = [...byProduct.values()].map(zapOffer).filter((offer): offer is FeedItem => offer !== null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<STORE URL="${xmlText(feed.origin)}" DATE="${date}" TIME="${time}">`,
    '<PRODUCTS>',
    ...offers.map((offer) => zapProduct(offer, feed.courierFee)),
    '</PRODUCTS>',
    '</STORE>',
    '',
  ].join('\n');
}
