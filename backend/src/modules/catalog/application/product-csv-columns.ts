import { toAgorot } from 'shop-rules';
import { amountCell, yesNoCell } from '../../../shared/csv/csv-cells';
import { galleryOrder, ProductRecord, VariantRecord } from '../domain/product';

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

/** Columns an import file must have; the others may be left out (their defaults apply). */
export const REQUIRED_IMPORT_COLUMNS: readonly ProductCsvColumn[] = ['slug', 'name', 'price', 'stock_quantity'];

/** Categories are named by slug, several separated by `|`; the gallery's addresses by spaces, the primary first. */
export const CATEGORY_SEPARATOR = '|';

type Cell = string | number;

const money = (shekels: number): string => amountCell(toAgorot(shekels));

function variantCells(variant: VariantRecord | null): Cell[] {
  if (!variant) return ['', '', '', '', '', '', ''];
  return [
    variant.sku,
    variant.size ?? '',
    variant.color ?? '',
    variant.material ?? '',
    variant.stockQuantity,
    money(variant.priceModifier),
    yesNoCell(variant.isActive),
  ];
}

export function productRows(product: ProductRecord): Cell[][] {
  const texts = CSV_LANGUAGES.flatMap((lang) => {
    const translation = product.translations.find((t) => t.language === lang);
    return [translation?.name ?? '', translation?.description ?? ''];
  });
  const own: Cell[] = [
    product.slug,
    product.name,
    product.description ?? '',
    ...texts,
    product.categories.map((c) => c.slug).join(CATEGORY_SEPARATOR),
    money(product.price),
    yesNoCell(product.hasDiscount),
    money(product.discountPrice),
    product.discountPercentage,
    product.stockQuantity,
    yesNoCell(product.isActive),
    yesNoCell(product.isVisible),
    yesNoCell(product.isRecommended),
    yesNoCell(product.isRequired),
    product.imageUrl ?? '',
    galleryOrder(product.images)
      .map((image) => image.url)
      .join(' '),
    yesNoCell(product.hasVariants),
  ];
  const variants = product.variants.length > 0 ? product.variants : [null];
  return variants.map((variant) => [...own, ...variantCells(variant)]);
}
