import type { ProductInput, ProductRecord, VariantInput } from '../domain/product';
import type { TranslationInput } from '../domain/translations';
import { CSV_LANGUAGES } from './product-csv-columns.rules';
import type { ImportedProduct, ImportProblem, VariantCells } from './product-import-rows.rules';

/**
 * The product form's input for a product of the file. For a product already in the catalog, the
 * file's cells are laid over what is stored: a column the file lacks, or a cell it leaves empty,
 * keeps the stored value; translations of languages the file does not fill, the gallery, the
 * categories and the sale price stay unless their columns say otherwise; variants the file does not
 * name are kept, the ones it names (by SKU) take its cells, and a SKU the product lacks adds one.
 */
export function mergedInput(product: ImportedProduct, stored: ProductRecord, categoryIds: ReadonlyMap<string, number>): ProductInput {
  const cells = product.cells;
  const variants: VariantInput[] = stored.variants.map((variant) => ({ ...variant }));
  product.variants.forEach((file) => {
    const at = file.sku === '' ? -1 : variants.findIndex((v) => v.sku.toLowerCase() === file.sku.toLowerCase());
    if (at >= 0) variants[at] = { ...variants[at], ...variantFields(file), sku: variants[at].sku };
    else variants.push(newVariant(file));
  });
  return {
    name: cells.name ?? stored.name,
    slug: cells.slug ?? stored.slug,
    description: cells.description ?? stored.description,
    price: cells.price ?? stored.price,
    hasDiscount: cells.hasDiscount ?? stored.hasDiscount,
    discountPrice: cells.discountPrice ?? stored.discountPrice,
    discountPercentage: cells.discountPercentage ?? stored.discountPercentage,
    stockQuantity: cells.stockQuantity ?? stored.stockQuantity,
    lowStockThreshold: stored.lowStockThreshold ?? null,
    imageUrl: cells.imageUrl ?? stored.imageUrl,
    isRequired: cells.isRequired ?? stored.isRequired,
    isActive: cells.isActive ?? stored.isActive,
    isVisible: cells.isVisible ?? stored.isVisible,
    isRecommended: cells.isRecommended ?? stored.isRecommended,
    hasVariants: cells.hasVariants ?? (stored.hasVariants || product.variants.length > 0),
    categoryIds: cells.categorySlugs ? cells.categorySlugs.map((slug) => categoryIds.get(slug)!) : stored.categories.map((c) => c.id),
    translations: mergedTranslations(product, stored),
    // Stored in their own order, so an untouched gallery is stored exactly as it was.
    images: cells.images
      ? cells.images.map((url, position) => ({ url, isPrimary: position === 0 }))
      : [...stored.images].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map(({ url, isPrimary }) => ({ url, isPrimary })),
    variants,
  };
}

function mergedTranslations(product: ImportedProduct, stored: ProductRecord): TranslationInput[] {
  const merged: TranslationInput[] = stored.translations.map((t) => ({ ...t }));
  for (const language of CSV_LANGUAGES) {
    const file = product.cells.translations[language];
    if (!file) continue;
    const kept = merged.find((t) => t.language === language);
    if (kept) Object.assign(kept, file);
    else merged.push({ language, name: file.name ?? null, description: file.description ?? null });
  }
  return merged;
}

/**
 * The input of a product the catalog does not have yet: the file must give its name, price and
 * stock (and each variant's stock); every other field takes the product form's default.
 */
export function newProductInput(
  product: ImportedProduct,
  categoryIds: ReadonlyMap<string, number>,
  problems: ImportProblem[],
): ProductInput | null {
  const cells = product.cells;
  const before = problems.length;
  const require = (value: unknown, column: string, row = product.rows[0]) => {
    if (value === undefined) problems.push({ row, column, code: 'REQUIRED' });
  };
  require(cells.name, 'name');
  require(cells.price, 'price');
  require(cells.stockQuantity, 'stock_quantity');
  product.variants.forEach((variant, index) => require(variant.stockQuantity, 'variant_stock_quantity', product.variantRows[index]));
  if (problems.length > before) return null;
  return {
    name: cells.name!,
    slug: cells.slug ?? null,
    description: cells.description ?? null,
    price: cells.price!,
    hasDiscount: cells.hasDiscount ?? false,
    discountPrice: cells.discountPrice ?? 0,
    discountPercentage: cells.discountPercentage ?? 0,
    stockQuantity: cells.stockQuantity!,
    imageUrl: cells.imageUrl ?? null,
    isRequired: cells.isRequired ?? false,
    isActive: cells.isActive ?? true,
    isVisible: cells.isVisible ?? true,
    isRecommended: cells.isRecommended ?? false,
    hasVariants: cells.hasVariants ?? product.variants.length > 0,
    categoryIds: (cells.categorySlugs ?? []).map((slug) => categoryIds.get(slug)!),
    translations: CSV_LANGUAGES.filter((language) => cells.translations[language]).map((language) => ({
      language,
      ...cells.translations[language],
    })),
    images: (cells.images ?? []).map((url, position) => ({ url, isPrimary: position === 0 })),
    variants: product.variants.map(newVariant),
  };
}

/** A variant of an existing product the file adds: it must give the variant's stock. */
export function missingVariantStock(product: ImportedProduct, stored: ProductRecord): ImportProblem[] {
  const storedSkus = new Set(stored.variants.map((v) => v.sku.toLowerCase()));
  return product.variants.flatMap((variant, index) =>
    variant.stockQuantity === undefined && (variant.sku === '' || !storedSkus.has(variant.sku.toLowerCase()))
      ? [{ row: product.variantRows[index], column: 'variant_stock_quantity', code: 'REQUIRED' }]
      : [],
  );
}

function variantFields(file: VariantCells): Partial<VariantInput> {
  const { sku: _sku, ...fields } = file;
  return fields;
}

function newVariant(file: VariantCells): VariantInput {
  return {
    sku: file.sku,
    size: file.size ?? null,
    color: file.color ?? null,
    material: file.material ?? null,
    stockQuantity: file.stockQuantity ?? 0,
    priceModifier: file.priceModifier ?? 0,
    isActive: file.isActive ?? true,
  };
}
