import { toAgorot } from 'shop-rules';
import { amountCell, yesNoCell } from '../../../shared/csv/csv-cells';
import { galleryOrder, ProductRecord, VariantFields } from '../domain/product';

/** Translated texts in the file: Hebrew, Russian, then English when a product has an English translation. */
export const CSV_LANGUAGES = ['he', 'ru', 'en'] as const;

/**
 * The products file: one row per variant (a product without variants has one row), the product's
 * own columns repeated on each of its rows. The same shape is exported and imported.
 */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'description',
  ...CSV_LANGUAGES.flatMap((lang) => [`name_${lang}`, `description_${lang}`]),
  'categories',
  'price',
  'has_discount',
  'discount_price',
  'discount_percentage',
  'stock_quantity',
  'is_active',
  'is_visible',
  'is_recommended',
  'is_required',
  'image_url',
  'images',
  'has_variants',
  'variant_sku',
  'variant_size',
  'variant_color',
  'variant_material',
  'variant_stock_quantity',
  'variant_price_modifier',
  'variant_is_active',
] as const;

export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The variant's columns: a row with any of them filled describes one variant. */
export const VARIANT_CSV_COLUMNS = [
  'variant_sku',
  'variant_size',
  'variant_color',
  'variant_material',
  'variant_stock_quantity',
  'variant_price_modifier',
  'variant_is_active',
] as const satisfies readonly ProductCsvColumn[];

export type VariantCsvColumn = (typeof VARIANT_CSV_COLUMNS)[number];
export type OwnCsvColumn = Exclude<ProductCsvColumn, VariantCsvColumn>;

/** The product's own columns, in the file's order. */
export const OWN_CSV_COLUMNS = PRODUCT_CSV_COLUMNS.filter(
  (column): column is OwnCsvColumn => !(VARIANT_CSV_COLUMNS as readonly string[]).includes(column),
);

/** An import file must have a column that finds a product: its slug, or a variant's SKU. */
export const KEY_IMPORT_COLUMNS: readonly ProductCsvColumn[] = ['slug', 'variant_sku'];

/** Categories are named by slug, several separated by `|`; the gallery's addresses by spaces, the primary first. */
export const CATEGORY_SEPARATOR = '|';

/**
 * What a products file says of a product: the catalog's record and the import's draft are both
 * written through it, so the file and the import's list of changes show a field the same way.
 */
export interface ProductFileSource {
  slug: string;
  name: string;
  description: string | null;
  translations: ReadonlyArray<{ language: string; name: string; description: string | null }>;
  categorySlugs: readonly string[];
  price: number;
  hasDiscount: boolean;
  discountPrice: number;
  discountPercentage: number;
  stockQuantity: number;
  isActive: boolean;
  isVisible: boolean;
  isRecommended: boolean;
  isRequired: boolean;
  imageUrl: string | null;
  /** The gallery's addresses, the primary first. */
  imageUrls: readonly string[];
  hasVariants: boolean;
  variants: readonly VariantFields[];
}

const money = (shekels: number): string => amountCell(toAgorot(shekels));

export function variantCells(variant: VariantFields): Record<VariantCsvColumn, string> {
  return {
    variant_sku: variant.sku,
    variant_size: variant.size ?? '',
    variant_color: variant.color ?? '',
    variant_material: variant.material ?? '',
    variant_stock_quantity: String(variant.stockQuantity),
    variant_price_modifier: money(variant.priceModifier),
    variant_is_active: yesNoCell(variant.isActive),
  };
}

export function ownCells(product: ProductFileSource): Record<OwnCsvColumn, string> {
  const texts = Object.fromEntries(
    CSV_LANGUAGES.flatMap((lang) => {
      const translation = product.translations.find((t) => t.language === lang);
      return [
        [`name_${lang}`, translation?.name ?? ''],
        [`description_${lang}`, translation?.description ?? ''],
      ];
    }),
  ) as Record<`${'name' | 'description'}_${(typeof CSV_LANGUAGES)[number]}`, string>;
  return {
    slug: product.slug,
    name: product.name,
    description: product.description ?? '',
    ...texts,
    categories: product.categorySlugs.join(CATEGORY_SEPARATOR),
    price: money(product.price),
    has_discount: yesNoCell(product.hasDiscount),
    discount_price: money(product.discountPrice),
    discount_percentage: String(product.discountPercentage),
    stock_quantity: String(product.stockQuantity),
    is_active: yesNoCell(product.isActive),
    is_visible: yesNoCell(product.isVisible),
    is_recommended: yesNoCell(product.isRecommended),
    is_required: yesNoCell(product.isRequired),
    image_url: product.imageUrl ?? '',
    images: product.imageUrls.join(' '),
    has_variants: yesNoCell(product.hasVariants),
  };
}

export function fileSourceOf(product: ProductRecord): ProductFileSource {
  return {
    ...product,
    categorySlugs: product.categories.map((c) => c.slug),
    imageUrls: galleryOrder(product.images).map((image) => image.url),
  };
}

export function productRows(product: ProductRecord): string[][] {
  const source = fileSourceOf(product);
  const own = ownCells(source);
  const emptyVariant = Object.fromEntries(VARIANT_CSV_COLUMNS.map((c) => [c, ''])) as Record<VariantCsvColumn, string>;
  const variants = source.variants.length > 0 ? source.variants.map(variantCells) : [emptyVariant];
  const cells = (variant: Record<VariantCsvColumn, string>): Record<ProductCsvColumn, string> => ({ ...own, ...variant });
  return variants.map((variant) => PRODUCT_CSV_COLUMNS.map((column) => cells(variant)[column]));
}
