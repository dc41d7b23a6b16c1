import { Injectable } from '@nestjs/common';
import { CsvError, parse } from 'csv-parse/sync';
import { DomainError } from '../../../shared/domain/domain-error';
import type { Language } from '../../../shared/localisation/language';
import { hasImportMessage, importMessage } from '../domain/product-import-messages';
import { draftProduct } from '../domain/product-draft';
import { PRODUCT_SLUG_MAX_LENGTH } from './create-product.use-case';
import { PRODUCT_CSV_COLUMNS, REQUIRED_IMPORT_COLUMNS } from './product-csv-columns';
import { ExistingProduct, ImportEntry, ProductImportCatalog } from './product-import-catalog.port';
import { CsvRecord, ImportedProduct, ImportProblem, readImportedProducts, repeatsInFile } from './product-import-rows';
import { checkProductReferences } from './product-references';
import { ProductRepository } from './product-repository.port';
import { assignSlug, SlugRegistry } from './slug-assignment';

export interface ImportError {
  row: number;
  column: string;
  code: string;
  message: string;
}

export interface ProductImportReport {
  /** True once the catalog was changed (an apply without a single error). */
  applied: boolean;
  rows: number;
  products: number;
  created: number;
  updated: number;
  errors: ImportError[];
}

/** A product of the file checked by the catalog's rules, ready to be stored. */
interface CheckedProduct {
  entry: ImportEntry;
}

/**
 * Products from the products file (the export's shape): each product is matched by its slug, else
 * by one of its SKUs, and updated, or created. Every product goes through the same rules as the
 * product form (draftProduct, checkProductReferences, assignSlug); a dry run reports every problem
 * per row and column in the reader's language and changes nothing; an apply stores all the products
 * in one transaction, and only when the file has no problem at all.
 */
@Injectable()
export class ImportProductsUseCase {
  constructor(
    private readonly catalog: ProductImportCatalog,
    private readonly products: ProductRepository,
  ) {}

  async execute(input: { file: Buffer | string; apply: boolean; lang: Language }): Promise<ProductImportReport> {
    const problems: ImportProblem[] = [];
    const records = this.parse(input.file, problems);
    const { products, problems: cellProblems } = readImportedProducts(records);
    problems.push(...cellProblems);
    if (records.length > 0 && products.length === 0) problems.push({ row: 1, column: '', code: 'NO_PRODUCTS' });
    problems.push(...repeatsInFile(products));
    const checked = problems.some((p) => p.row === 1) ? [] : await this.check(products, problems);

    const report: ProductImportReport = {
      applied: false,
      rows: records.length,
      products: products.length,
      created: checked.filter((c) => c.entry.id === null).length,
      updated: checked.filter((c) => c.entry.id !== null).length,
      errors: problems
        .sort((a, b) => a.row - b.row || a.column.localeCompare(b.column))
        .map((problem) => ({ row: problem.row, column: problem.column, code: problem.code, message: messageOf(problem, input.lang) })),
    };
    if (!input.apply || report.errors.length > 0 || records.length === 0) return report;
    await this.catalog.storeAll(checked.map((c) => c.entry));
    return { ...report, applied: true };
  }

  private parse(file: Buffer | string, problems: ImportProblem[]): CsvRecord[] {
    const text = (typeof file === 'string' ? file : file.toString('utf8')).replace(/^\uFEFF/, '');
    const header = text.slice(0, text.search(/\r?\n|$/));
    // Excel set to Russian or Hebrew regional settings saves with semicolons.
    const delimiter = !header.includes(',') && header.includes(';') ? ';' : ',';
    let records: Array<Record<string, string>>;
    try {
      records = parse(text, {
        columns: (names: string[]) => names.map((n) => n.trim()),
        delimiter,
        skip_empty_lines: true,
        relax_column_count: true,
      });
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      const row =
        typeof (error as CsvError & { records?: number }).records === 'number' ? (error as CsvError & { records: number }).records + 2 : 1;
      problems.push({ row: Math.max(row, 1), column: '', code: 'NOT_CSV', value: error.message });
      return [];
    }
    if (text.trim() === '') {
      problems.push({ row: 1, column: '', code: 'NO_PRODUCTS' });
      return [];
    }
    const columns = new Set(Object.keys(records[0] ?? {}));
    if (records.length === 0) {
      const names = header.split(delimiter).map((n) => n.replace(/"/g, '').trim());
      names.forEach((name) => columns.add(name));
      problems.push({ row: 1, column: '', code: 'NO_PRODUCTS' });
    }
    for (const column of REQUIRED_IMPORT_COLUMNS) {
      if (!columns.has(column)) problems.push({ row: 1, column, code: 'MISSING_COLUMN', value: column });
    }
    if (problems.some((p) => p.code === 'MISSING_COLUMN')) return [];
    const known = new Set<string>(PRODUCT_CSV_COLUMNS);
    return records.map((record) => Object.fromEntries(Object.entries(record).filter(([name]) => known.has(name))) as CsvRecord);
  }

  /** Applies the catalog's rules to every product without a problem in its own cells. */
  private async check(products: ImportedProduct[], problems: ImportProblem[]): Promise<CheckedProduct[]> {
    const rowsWithProblems = new Set(problems.map((p) => p.row));
    const categoryIds = await this.catalog.categoryIdsBySlug(products.flatMap((p) => p.categorySlugs));
    const bySlug = await this.catalog.productsBySlug(products.map((p) => p.slug).filter((s): s is string => s !== null));
    const bySku = await this.catalog.productsBySku(
      products.flatMap((p) => (p.input.variants ?? []).map((v) => v.sku.trim())).filter((s) => s !== ''),
    );
    const slugsOfFile = new Map<string, number>();
    const registry = this.registryWith(slugsOfFile);
    const now = new Date();
    const checked: CheckedProduct[] = [];

    for (const product of products) {
      if (product.rows.some((row) => rowsWithProblems.has(row))) continue;
      const unknown = product.categorySlugs.filter((slug) => !categoryIds.has(slug));
      unknown.forEach((slug) => problems.push({ row: product.rows[0], column: 'categories', code: 'UNKNOWN_CATEGORY', value: slug }));
      if (unknown.length > 0) continue;
      const existing = (product.slug ? bySlug.get(product.slug) : undefined) ?? this.ownerBySku(product, bySku);
      try {
        checked.push({ entry: await this.checkOne(product, existing ?? null, categoryIds, registry, now) });
        slugsOfFile.set(checked[checked.length - 1].entry.product.slug, existing?.id ?? -checked.length);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        problems.push(...problemsOf(error, product));
      }
    }
    return checked;
  }

  private async checkOne(
    product: ImportedProduct,
    existing: ExistingProduct | null,
    categoryIds: Map<string, number>,
    registry: SlugRegistry,
    now: Date,
  ): Promise<ImportEntry> {
    const storedSkus = new Map((existing?.variants ?? []).map((v) => [v.sku.toLowerCase(), v]));
    const input = {
      ...product.input,
      categoryIds: product.categorySlugs.map((slug) => categoryIds.get(slug)!),
      // A variant whose SKU is already the product's keeps its id, so order lines keep pointing at it.
      variants: product.input.variants?.map((v) => ({ ...v, id: storedSkus.get(v.sku.trim().toLowerCase())?.id ?? null })),
    };
    const draft = draftProduct(input, { productId: existing?.id ?? null, now });
    // A SKU kept as it is stays as it is: the product id is prefixed only to codes typed anew.
    draft.variants = draft.variants.map((variant) => {
      const stored = variant.id === null ? undefined : existing?.variants.find((v) => v.id === variant.id);
      return stored ? { ...variant, sku: stored.sku } : variant;
    });
    await checkProductReferences(this.products, draft, {
      productId: existing?.id ?? null,
      variantIds: existing?.variants.map((v) => v.id) ?? [],
    });
    const slug = await assignSlug(registry, {
      typed: draft.slug,
      name: draft.name,
      current: existing ? { id: existing.id, name: existing.name, slug: existing.slug } : null,
      fallback: 'product',
      maxLength: PRODUCT_SLUG_MAX_LENGTH,
    });
    return { id: existing?.id ?? null, product: { ...draft, slug } };
  }

  private ownerBySku(product: ImportedProduct, bySku: Map<string, ExistingProduct>): ExistingProduct | undefined {
    for (const variant of product.input.variants ?? []) {
      const owner = bySku.get(variant.sku.trim().toLowerCase());
      if (owner) return owner;
    }
    return undefined;
  }

  /** The catalog's slugs plus those the file's earlier products take, so two new products never get one slug. */
  private registryWith(slugsOfFile: Map<string, number>): SlugRegistry {
    return {
      slugOwner: async (slug) => slugsOfFile.get(slug) ?? this.products.slugOwner(slug),
      slugsStartingWith: async (base, exceptId) => [
        ...(await this.products.slugsStartingWith(base, exceptId)),
        ...[...slugsOfFile.entries()]
          .filter(([s, owner]) => owner !== exceptId && (s === base || s.startsWith(`${base}-`)))
          .map(([s]) => s),
      ],
    };
  }
}

/** Where a catalog rule's refusal belongs in the file: `variants.2.sku` is the third variant's row, column variant_sku. */
function problemsOf(error: DomainError, product: ImportedProduct): ImportProblem[] {
  const fields = error.errors?.length ? error.errors : [{ field: '', message: error.message }];
  return fields.map(({ field, message }) => {
    const variant = /^variants\.(\d+)\.(\w+)$/.exec(field);
    const row = variant
      ? (product.variantRows[Number(variant[1])] ?? product.rows[0])
      : field === 'variants'
        ? (product.variantRows[0] ?? product.rows[0])
        : product.rows[0];
    const column = variant
      ? `variant_${variant[2]}`
      : field === 'variants'
        ? 'variant_sku'
        : (PRODUCT_CSV_COLUMNS as readonly string[]).includes(field)
          ? field
          : '';
    const value =
      variant && variant[2] === 'sku'
        ? product.input.variants?.[Number(variant[1])]?.sku
        : error.code === 'SLUG_TAKEN'
          ? (product.slug ?? '')
          : undefined;
    return { row, column, code: error.code, value, detail: message };
  });
}

function messageOf(problem: ImportProblem, lang: Language): string {
  if (hasImportMessage(problem.code)) return importMessage(problem.code, lang, { value: problem.value, row: problem.otherRow });
  return importMessage('INVALID', lang, { value: problem.detail ?? problem.code });
}
