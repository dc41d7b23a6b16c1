import { CATEGORY_SEPARATOR, CSV_LANGUAGES, ProductCsvColumn, VARIANT_CSV_COLUMNS } from './product-csv-columns.rules';

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

export type CsvLanguage = (typeof CSV_LANGUAGES)[number];

/**
 * A product's own cells as the file gives them: a field is here only when the file has its column
 * and the cell is not empty, so that what the file does not say is left as it is.
 */
export interface ProductCells {
  slug?: string;
  name?: string;
  description?: string;
  translations: Partial<Record<CsvLanguage, { name?: string; description?: string }>>;
  categorySlugs?: string[];
  price?: number;
  hasDiscount?: boolean;
  discountPrice?: number;
  discountPercentage?: number;
  stockQuantity?: number;
  isActive?: boolean;
  isVisible?: boolean;
  isRecommended?: boolean;
  isRequired?: boolean;
  imageUrl?: string;
  /** The gallery's addresses, the primary first. */
  images?: string[];
  hasVariants?: boolean;
}

/** A variant's cells, by the same rule; `sku` is empty when the row names none. */
export interface VariantCells {
  sku: string;
  size?: string;
  color?: string;
  material?: string;
  stockQuantity?: number;
  priceModifier?: number;
  isActive?: boolean;
}

/** A product as its rows in the file describe it, before it meets the catalog. */
export interface ImportedProduct {
  rows: number[];
  slug: string | null;
  cells: ProductCells;
  variants: VariantCells[];
  /** The row of each of `variants`. */
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

const isVariantColumn = (column: string): boolean => (VARIANT_CSV_COLUMNS as readonly string[]).includes(column);

/** Reads one row's cells; an empty cell (or a column the file lacks) reads as undefined. */
class RowReader {
  constructor(
    private readonly record: CsvRecord,
    readonly row: number,
    private readonly problems: ImportProblem[],
  ) {}

  text(column: ProductCsvColumn): string | undefined {
    const value = (this.record[column] ?? '').trim();
    if (value === '') return undefined;
    const limit = LIMITS[column];
    if (limit !== undefined && value.length > limit) this.problem(column, 'TOO_LONG', String(limit));
    return value;
  }

  /** Shekels with at most two decimals; a decimal comma (as Excel writes in Russian) is read too. */
  amount(column: ProductCsvColumn, options: { signed?: boolean } = {}): number | undefined {
    const raw = this.text(column);
    if (raw === undefined) return undefined;
    const text = raw.includes('.') ? raw : raw.replace(',', '.');
    const pattern = options.signed ? /^-?\d{1,8}(\.\d{1,2})?$/ : /^\d{1,8}(\.\d{1,2})?$/;
    const value = Number(text);
    if (!pattern.test(text) || Math.abs(value) > MAX_AMOUNT) {
      this.problem(column, 'NOT_AN_AMOUNT', raw);
      return undefined;
    }
    return value;
  }

  count(column: ProductCsvColumn, max = MAX_STOCK): number | undefined {
    const raw = this.text(column);
    if (raw === undefined) return undefined;
    if (!/^\d{1,7}$/.test(raw) || Number(raw) > max) {
      this.problem(column, 'NOT_A_COUNT', raw);
      return undefined;
    }
    return Number(raw);
  }

  yesNo(column: ProductCsvColumn): boolean | undefined {
    const raw = this.text(column)?.toLowerCase();
    if (raw === undefined) return undefined;
    if (['yes', 'true', '1', 'y'].includes(raw)) return true;
    if (['no', 'false', '0', 'n'].includes(raw)) return false;
    this.problem(column, 'NOT_YES_NO', this.record[column]);
    return undefined;
  }

  list(column: ProductCsvColumn, separator: string | RegExp): string[] | undefined {
    const items = this.text(column)
      ?.split(separator)
      .map((item) => item.trim())
      .filter((item) => item !== '');
    return items && items.length > 0 ? items : undefined;
  }

  hasVariantCells(): boolean {
    return VARIANT_CSV_COLUMNS.some((column) => (this.record[column] ?? '').trim() !== '');
  }

  problem(column: string, code: string, value?: string, otherRow?: number): void {
    this.problems.push({ row: this.row, column, code, value, ...(otherRow === undefined ? {} : { otherRow }) });
  }
}

/** Drops the fields a file left empty, so that `field in cells` means "the file says". */
function given<T extends object>(cells: T): T {
  return Object.fromEntries(Object.entries(cells).filter(([, value]) => value !== undefined)) as T;
}

function variantOf(reader: RowReader): VariantCells {
  return given({
    sku: reader.text('variant_sku') ?? '',
    size: reader.text('variant_size'),
    color: reader.text('variant_color'),
    material: reader.text('variant_material'),
    stockQuantity: reader.count('variant_stock_quantity'),
    priceModifier: reader.amount('variant_price_modifier', { signed: true }),
    isActive: reader.yesNo('variant_is_active'),
  });
}

function productOf(reader: RowReader): ImportedProduct {
  const translations: ProductCells['translations'] = {};
  for (const language of CSV_LANGUAGES) {
    const texts = given({ name: reader.text(`name_${language}`), description: reader.text(`description_${language}`) });
    if (Object.keys(texts).length > 0) translations[language] = texts;
  }
  const cells: ProductCells = given({
    slug: reader.text('slug'),
    name: reader.text('name'),
    description: reader.text('description'),
    translations,
    categorySlugs: reader.list('categories', CATEGORY_SEPARATOR),
    price: reader.amount('price'),
    hasDiscount: reader.yesNo('has_discount'),
    discountPrice: reader.amount('discount_price'),
    discountPercentage: reader.count('discount_percentage', 100),
    stockQuantity: reader.count('stock_quantity'),
    isActive: reader.yesNo('is_active'),
    isVisible: reader.yesNo('is_visible'),
    isRecommended: reader.yesNo('is_recommended'),
    isRequired: reader.yesNo('is_required'),
    imageUrl: reader.text('image_url'),
    images: reader.list('images', /\s+/),
    hasVariants: reader.yesNo('has_variants'),
  });
  const product: ImportedProduct = { rows: [reader.row], slug: cells.slug ?? null, cells, variants: [], variantRows: [] };
  if (reader.hasVariantCells()) {
    product.variants.push(variantOf(reader));
    product.variantRows.push(reader.row);
  }
  return product;
}

/**
 * A row that continues a product describes one more of its variants; its product cells, when
 * given, must say what the product's first row says, or the file says two things of one product.
 */
function continueProduct(product: ImportedProduct, first: CsvRecord, record: CsvRecord, reader: RowReader): void {
  product.rows.push(reader.row);
  if (!reader.hasVariantCells()) {
    reader.problem('slug', 'SLUG_REPEATED', product.slug ?? '', product.rows[0]);
    return;
  }
  for (const [column, raw] of Object.entries(record) as Array<[ProductCsvColumn, string | undefined]>) {
    const cell = (raw ?? '').trim();
    if (isVariantColumn(column) || cell === '' || cell === (first[column] ?? '').trim()) continue;
    reader.problem(column, 'PRODUCT_CELL_DIFFERS', cell, product.rows[0]);
  }
  product.variants.push(variantOf(reader));
  product.variantRows.push(reader.row);
}

/**
 * Reads the file's rows into products. A row continues the product above it when it has the same
 * slug, or when its slug and name are both empty (another variant); otherwise it starts a product,
 * whose own cells are read from that first row.
 */
export function readImportedProducts(records: readonly CsvRecord[]): { products: ImportedProduct[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const products: ImportedProduct[] = [];
  let first: CsvRecord = {};
  records.forEach((record, index) => {
    const reader = new RowReader(record, index + 2, problems);
    const current = products[products.length - 1];
    const slug = (record.slug ?? '').trim();
    const continues = current !== undefined && (slug !== '' ? slug === current.slug : (record.name ?? '').trim() === '');
    if (continues) return continueProduct(current, first, record, reader);
    first = record;
    products.push(productOf(reader));
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
    product.variants.forEach((variant, index) => {
      const key = variant.sku.toLowerCase();
      if (key === '') return;
      const other = skuRows.get(key);
      const row = product.variantRows[index];
      if (other !== undefined) problems.push({ row, column: 'variant_sku', code: 'SKU_REPEATED', value: variant.sku, otherRow: other });
      else skuRows.set(key, row);
    });
  }
  return problems;
}
