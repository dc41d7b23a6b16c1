import type { Rgb } from './demo-pictures';

/** A text in the base language (English) and the two shop languages. */
export interface Localized {
  en: string;
  he: string;
  ru: string;
}

export const localized = ([en, he, ru]: readonly [string, string, string]): Localized => ({ en, he, ru });

export interface DemoCategory {
  slug: string;
  /** English key name; the slug is made from it. */
  name: string;
  names: Localized;
  description: Localized;
  colour: Rgb;
  /** Bullet points shared by the descriptions of the category's products. */
  features: { en: string[]; he: string[]; ru: string[] };
}

export interface DemoVariant {
  size?: string;
  color?: string;
  material?: string;
  priceModifier: number;
}

export interface DemoProduct {
  slug: string;
  category: string;
  name: Localized;
  /** One sentence about the product; the description adds the category's bullet points. */
  blurb: Localized;
  price: number;
  discountPrice?: number;
  recommended?: boolean;
  /** Stock of a product without variants. */
  stock?: number;
  /** Nothing left: stock 0 on the product and on every variant. */
  soldOut?: boolean;
  hidden?: boolean;
  inactive?: boolean;
  variants?: DemoVariant[];
}

type Names = readonly [string, string, string];

/** Compact product definitions: slug, category, [en, he, ru] names and blurbs, then the rest. */
export function product(
  slug: string,
  category: string,
  names: Names,
  blurbs: Names,
  rest: Omit<DemoProduct, 'slug' | 'category' | 'name' | 'blurb'>,
): DemoProduct {
  return { slug, category, name: localized(names), blurb: localized(blurbs), ...rest };
}

// Variant builders. Modifiers are signed shekel amounts added to the product's current price.
type Modifiers = Record<string, number>;

export const sizes = (values: readonly string[], modifiers: Modifiers = {}): DemoVariant[] =>
  values.map((size) => ({ size, priceModifier: modifiers[size] ?? 0 }));

export const colours = (values: readonly string[], modifiers: Modifiers = {}): DemoVariant[] =>
  values.map((color) => ({ color, priceModifier: modifiers[color] ?? 0 }));

export const materials = (modifiers: Modifiers): DemoVariant[] =>
  Object.entries(modifiers).map(([material, priceModifier]) => ({ material, priceModifier }));

export const sizesAndColours = (sizeValues: readonly string[], colourValues: readonly string[], modifiers: Modifiers = {}): DemoVariant[] =>
  sizeValues.flatMap((size) =>
    colourValues.map((color) => ({ size, color, priceModifier: (modifiers[size] ?? 0) + (modifiers[color] ?? 0) })),
  );

export const EU_SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'] as const;
export const MEN_SHOE_SIZES = ['39', '40', '41', '42', '43', '44', '45'] as const;
export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const ACCESSORY_SIZES = ['S', 'M', 'L'] as const;
export const BALL_SIZES = ['3', '4', '5'] as const;
export const GI_SIZES = ['150', '160', '170', '180', '190'] as const;
