import type { ProductInput, VariantInput } from '../domain/product';
import { CATEGORY_SEPARATOR, CSV_LANGUAGES, ProductCsvColumn } from './product-csv-columns';

/** One problem of one cell: the spreadsheet's row (the header is row 1) and the column's name. */
export interface ImportProblem {
  row: number;
  column: string;
  code: string;
  value?: string;
  /** The other row of a repeat. */
  otherRow?: number;
  /** The catalog rule's own explanation, when it has no text of its own. */
  detail?: string;
}

/** A product as its rows in the file describe it, before the catalog's rules are applied. */
export interface ImportedProduct {
  rows: number[];
  slug: string | null;
  categorySlugs: string[];
  input: ProductInput;
  /** The row of each of `input.variants`. */
  variantRows: number[];
}

export type CsvRecord = Partial<Record<ProductCsvColumn, string>>;

// The limits of the product form (product.request.dto.ts), so a file is refused where the form would be.
const MAX_AMOUNT = 99_999_999.99;
const MAX_STOCK = 1_000_000;
const LIMITS: Partial<Record<ProductCsvColumn, number>> = {
  slug: 200,
  name: 200,
  description: 16_000,
  image_url: 500,
  variant_sku: 80,
  variant_size: 60,
  variant_color: 60,
  variant_material: 60,
  ...Object.fromEntries(CSV_LANGUAGES.flatMap((lang) => [[`name_${lang}`, 200] as const, [`description_${lang}`, 16_000] as const])),
};

const VARIANT_COLUMNS: ProductCsvColumn[] = [
  'variant_sku',
  'variant_size',
  'variant_color',
  'variant_material',
  'variant_stock_quantity',
  'variant_price_modifier',
  'variant_is_active',
];

class RowReader {
  constructor(
    private readonly record: CsvRecord,
    readonly row: number,
    private readonly problems: ImportProblem[],
  ) {}

  text(column: ProductCsvColumn): string {
    const value = (this.record[column] ?? '').trim();
    const limit = LIMITS[column];
    if (limit !== undefined && value.length > limit) this.problem(column, 'TOO_LONG', String(limit));
    return value;
  }

  textOrNull(column: ProductCsvColumn): string | null {
    return this.text(column) || null;
  }

  /** Shekels with at most two decimals; a decimal comma (as Excel writes in Russian) is read too. */
  amount(column: ProductCsvColumn, options: { required: boolean; signed?: boolean }): number {
    const raw = this.text(column);
    if (raw === '') {
      if (options.required) this.problem(column, 'REQUIRED');
      return 0;
    }
    const text = raw.includes('.') ? raw : raw.replace(',', '.');
    const pattern = options.signed ? /^-?\d{1,8}(\.\d{1,2})?$/ : /^\d{1,8}(\.\d{1,2})?$/;
    const value = Number(text);
    if (!pattern.test(text) || Math.abs(value) > MAX_AMOUNT) {
      this.problem(column, 'NOT_AN_AMOUNT', raw);
      return 0;
    }
    return value;
  }

  count(column: ProductCsvColumn, options: { required: boolean; max?: number }): number {
    const raw = this.text(column);
    if (raw === '') {
      if (options.required) this.problem(column, 'REQUIRED');
      return 0;
    }
    if (!/^\d{1,7}$/.test(raw) || Number(raw) > (options.max ?? MAX_STOCK)) {
      this.problem(column, 'NOT_A_COUNT', raw);
      return 0;
    }
    return Number(raw);
  }

  yesNo(column: ProductCsvColumn, fallback: boolean): boolean {
    const raw = this.text(column).toLowerCase();
    if (raw === '') return fallback;
    if (['yes', 'true', '1', 'y'].includes(raw)) return true;
    if (['no', 'false', '0', 'n'].includes(raw)) return false;
    this.problem(column, 'NOT_YES_NO', this.record[column]);
    return fallback;
  }

  hasVariantCells(): boolean {
    return VARIANT_COLUMNS.some((column) => (this.record[column] ?? '').trim() !== '');
  }

  problem(column: string, code: string, value?: string): void {
    this.problems.push({ row: this.row, column, code, value });
  }
}

function variantOf(reader: RowReader): VariantInput {
  return {
    sku: reader.text('variant_sku'),
    size: reader.textOrNull('variant_size'),
    color: reader.textOrNull('variant_color'),
    material: reader.textOrNull('variant_material'),
    stockQuantity: reader.count('variant_stock_quantity', { required: true }),
    priceModifier: reader.amount('variant_price_modifier', { required: false, signed: true }),
    isActive: reader.yesNo('variant_is_active', true),
  };
}

function productOf(reader: RowReader): ImportedProduct {
  const name = reader.text('name');
  if (name === '') reader.problem('name', 'REQUIRED');
  const categorySlugs = reader
    .text('categories')
    .split(CATEGORY_SEPARATOR)
    .map((slug) => slug.trim())
    .filter((slug) => slug !== '');
  const images = reader
    .text('images')
    .split(/\s+/)
    .filter((url) => url !== '');
  const input: ProductInput = {
    name,
    slug: reader.textOrNull('slug'),
    description: reader.textOrNull('description'),
    price: reader.amount('price', { required: true }),
    hasDiscount: reader.yesNo('has_discount', false),
    discountPrice: reader.amount('discount_price', { required: false }),
    discountPercentage: reader.count('discount_percentage', { required: false, max: 100 }),
    stockQuantity: reader.count('stock_quantity', { required: true }),
    imageUrl: reader.textOrNull('image_url'),
    isActive: reader.yesNo('is_active', true),
    isVisible: reader.yesNo('is_visible', true),
    isRecommended: reader.yesNo('is_recommended', false),
    isRequired: reader.yesNo('is_required', false),
    translations: CSV_LANGUAGES.map((language) => ({
      language,
      name: reader.textOrNull(`name_${language}`),
      description: reader.textOrNull(`description_${language}`),
    })),
    images: images.map((url, position) => ({ url, isPrimary: position === 0 })),
    variants: [],
  };
  const declared = reader.text('has_variants');
  const product: ImportedProduct = { rows: [reader.row], slug: input.slug ?? null, categorySlugs, input, variantRows: [] };
  if (reader.hasVariantCells()) {
    input.variants!.push(variantOf(reader));
    product.variantRows.push(reader.row);
  }
  input.hasVariants = declared === '' ? product.variantRows.length > 0 : reader.yesNo('has_variants', false);
  return product;
}

/**
 * Reads the file's rows into products. A row continues the product above it when it has the same
 * slug, or when its slug and name are both empty (another variant); otherwise it starts a product,
 * whose own columns are read from that first row.
 */
export function readImportedProducts(records: readonly CsvRecord[]): { products: ImportedProduct[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const products: ImportedProduct[] = [];
  records.forEach((record, index) => {
    const reader = new RowReader(record, index + 2, problems);
    const current = products[products.length - 1];
    const slug = (record.slug ?? '').trim();
    const continues = current !== undefined && (slug !== '' ? slug === current.slug : (record.name ?? '').trim() === '');
    if (!continues) {
      products.push(productOf(reader));
      return;
    }
    current.rows.push(reader.row);
    if (!reader.hasVariantCells()) return;
    current.input.variants!.push(variantOf(reader));
    current.variantRows.push(reader.row);
  });
  return { products, problems };
}

/** Slugs and SKUs that appear on two products of the file (or twice on one for SKUs), each at its later row. */
export function repeatsInFile(products: readonly ImportedProduct[]): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const slugRows = new Map<string, number>();
  const skuRows = new Map<string, number>();
  for (const product of products) {
    if (product.slug) {
      const key = product.slug.toLowerCase();
      const other = slugRows.get(key);
      if (other !== undefined)
        problems.push({ row: product.rows[0], column: 'slug', code: 'SLUG_REPEATED', value: product.slug, otherRow: other });
      else slugRows.set(key, product.rows[0]);
    }
    product.input.variants?.forEach((variant, index) => {
      const key = variant.sku.trim().toLowerCase();
      if (key === '') return;
      const other = skuRows.get(key);
      const row = product.variantRows[index];
      if (other !== undefined) problems.push({ row, column: 'variant_sku', code: 'SKU_REPEATED', value: variant.sku, otherRow: other });
      else skuRows.set(key, row);
    });
  }
  return problems;
}
