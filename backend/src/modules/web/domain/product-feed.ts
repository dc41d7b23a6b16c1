import { type Agorot, colourName, currentPrice, discountApplies, markdownToPlainText, withModifier } from 'shop-rules';
import { escapeXml, pathIn } from './sitemap';

/**
 * What the shopping feeds (Google Merchant Center, Zap) share: one line per thing a shopper can put in
 * the cart, priced and linked as the storefront shows it, and text that is always valid XML.
 */
export type FeedLanguage = 'he' | 'ru';

export interface FeedVariant {
  id: number;
  sku: string;
  size: string | null;
  color: string | null;
  stockQuantity: number;
  priceModifier: Agorot;
}

/** A product on sale with its texts already in the feed's language and its pictures as absolute addresses. */
export interface FeedProduct {
  id: number;
  title: string;
  /** Staff-written markdown (HTML allowed), or nothing. */
  description: string | null;
  price: Agorot;
  hasDiscount: boolean;
  discountPrice: Agorot;
  stockQuantity: number;
  hasVariants: boolean;
  /** Absolute addresses, the main picture first. */
  pictures: string[];
  /** The active variants only. */
  variants: FeedVariant[];
}

/** One thing a shopper can buy: a variant, or a product without variants. */
export interface FeedItem {
  /** Stable: the product id, and `-<variant id>` for a variant (at most 23 characters). */
  id: string;
  productId: number;
  title: string;
  /** Plain text: markdown and HTML taken out. */
  description: string;
  /** Absolute address of the product's storefront page in the feed's language. */
  link: string;
  pictures: string[];
  inStock: boolean;
  /** The regular price (VAT included, as every shop price). */
  price: Agorot;
  /** What the shopper pays now when a discount applies, else null. */
  salePrice: Agorot | null;
  sku: string | null;
  size: string | null;
  color: string | null;
}

/**
 * Characters XML 1.0 cannot hold (control characters, lone surrogate halves, U+FFFE/U+FFFF): a text
 * pasted from elsewhere must not make the whole feed unreadable, so they are taken out.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export const withoutInvalidXml = (text: string): string => text.replace(NOT_XML, '');

/** Text for an XML element or attribute: invalid characters dropped, markup characters escaped. */
export const xmlText = (text: string | null | undefined): string => escapeXml(withoutInvalidXml(text ?? ''));

/**
 * At most `max` characters (counted as XML counts them, whole code points: an emoji is never cut in
 * half), cut at a word where one is near, with an ellipsis inside the limit when cut.
 */
export function truncated(text: string, max: number): string {
  const points = [...text];
  if (points.length <= max) return text;
  const cut = points.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > cut.length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** `149.90`: shekels with two decimals, from agorot without floating point. */
export function shekels(amount: Agorot): string {
  const whole = Math.floor(Math.abs(amount) / 100);
  const cents = Math.abs(amount) % 100;
  return `${amount < 0 ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`;
}

/** The storefront's page of a product, as sitemap.xml lists it (Russian under /ru). */
export const productLink = (origin: string, language: FeedLanguage, productId: number): string =>
  origin + pathIn(language, `/product/${productId}`);

/**
 * The lines of one product: each active variant, or the product itself when it has none. A product
 * marked as having variants whose variants are all switched off cannot be bought and gives none.
 */
export function feedItems(product: FeedProduct, language: FeedLanguage, origin: string): FeedItem[] {
  const listed = { price: product.price, hasDiscount: product.hasDiscount, discountPrice: product.discountPrice };
  const onSale = discountApplies(listed) && product.discountPrice < product.price;
  const common = {
    productId: product.id,
    title: product.title.trim(),
    description: markdownToPlainText(product.description),
    link: productLink(origin, language, product.id),
    pictures: product.pictures,
  };
  const priced = (modifier: Agorot) => ({
    price: withModifier(product.price, modifier),
    salePrice: onSale ? withModifier(currentPrice(listed), modifier) : null,
  });
  if (product.variants.length === 0) {
    if (product.hasVariants) return [];
    return [{ ...common, id: String(product.id), inStock: product.stockQuantity > 0, ...priced(0), sku: null, size: null, color: null }];
  }
  return product.variants.map((variant) => ({
    ...common,
    id: `${product.id}-${variant.id}`,
    inStock: variant.stockQuantity > 0,
    ...priced(variant.priceModifier),
    sku: variant.sku.trim() || null,
    size: variant.size?.trim() || null,
    color: colourName(variant.color, language),
  }));
}
