import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import type { Language } from '../../../shared/localisation/language';
import { hasImportMessage, importMessage } from '../domain/product-import-messages';
import type { ProductInput } from '../domain/product';
import { draftProduct } from '../domain/product-draft';
import { PRODUCT_SLUG_MAX_LENGTH } from './create-product.use-case';
import { PRODUCT_CSV_COLUMNS } from './product-csv-columns.rules';
import { parseProductsFile } from './product-file-parser.rules';
import { draftFileSource, fieldChanges, ImportFieldChange } from './product-import-changes.rules';
import { ExistingProduct, ImportEntry, ProductImportCatalog } from './product-import-catalog.port';
import { mergedInput, missingVariantStock, newProductInput } from './product-import-merge.rules';
import { ImportedProduct, ImportProblem, readImportedProducts, repeatsInFile } from './product-import-rows.rules';
import { checkProductReferences } from './product-references.rules';
import { ProductStore, ProductToStore } from './product-store.port';
import { assignSlug, SlugRegistry } from './slug-assignment.rules';

export interface ImportError {
  row: number;
  column: string;
  code: string;
  message: string;
}

/** What the file does to one product: every field it changes, before and after. */
export interface ProductImportChange {
  row: number;
  slug: string;
  name: string;
  action: 'create' | 'update';
  fields: ImportFieldChange[];
}

export interface ProductImportReport {
  /** True once the catalog was changed (an apply without a single error). */
  applied: boolean;
  rows: number;
  products: number;
  created: number;
  /** Products found in the catalog that the file changes. */
  updated: number;
  /** Products found in the catalog that the file leaves as they are. */
  unchanged: number;
  /** The first products the file changes, each with its fields; `moreChanges` counts the rest. */
  changes: ProductImportChange[];
  moreChanges: number;
  errors: ImportError[];
}

/** The products a report shows with their fields; the rest are counted. */
export const CHANGES_SHOWN = 20;

/** A product of the file checked by the catalog's rules, ready to be stored. */
interface CheckedProduct {
  entry: ImportEntry;
  change: ProductImportChange;
}

/**
 * Products from the products file (the export's shape): each product is matched by its slug, else
 * by one of its SKUs, and updated, or created. An update changes only what the file says (see
 * mergedInput). Every product goes through the same rules as the product form (draftProduct,
 * checkProductReferences, assignSlug); a dry run reports every problem per row and column in the
 * reader's language and every field each product would change, and changes nothing; an apply names
 * the number of products it changes (`confirm`, as the dry run counted them) and stores them all in
 * one transaction, and only when the file has no problem at all.
 */
@Injectable()
export class ImportProductsUseCase {
  constructor(
    private readonly catalog: ProductImportCatalog,
    private readonly products: ProductStore,
  ) {}

  async execute(input: { file: Buffer | string; apply: boolean; confirm?: number; lang: Language }): Promise<ProductImportReport> {
    const problems: ImportProblem[] = [];
    const records = parseProductsFile(input.file, problems);
    const { products, problems: cellProblems } = readImportedProducts(records);
    problems.push(...cellProblems);
    problems.push(...repeatsInFile(products));
    const checked = problems.some((p) => p.row === 1) ? [] : await this.check(products, problems);
    const changing = checked.filter((c) => c.change.fields.length > 0);

    const report: ProductImportReport = {
      applied: false,
      rows: records.length,
      products: products.length,
      created: changing.filter((c) => c.entry.id === null).length,
      updated: changing.filter((c) => c.entry.id !== null).length,
      unchanged: checked.length - changing.length,
      changes: changing.slice(0, CHANGES_SHOWN).map((c) => c.change),
      moreChanges: Math.max(0, changing.length - CHANGES_SHOWN),
      errors: problems
        .sort((a, b) => a.row - b.row || a.column.localeCompare(b.column))
        .map((problem) => ({ row: problem.row, column: problem.column, code: problem.code, message: messageOf(problem, input.lang) })),
    };
    if (!input.apply || report.errors.length > 0 || records.length === 0) return report;
    if (input.confirm === undefined) throw importNotConfirmed(changing.length);
    if (input.confirm !== changing.length) throw importChangedSinceCheck(changing.length, input.confirm);
    await this.catalog.storeAll(changing.map((c) => c.entry));
    return { ...report, applied: true };
  }

  /** Applies the catalog's rules to every product without a problem in its own cells. */
  private async check(products: ImportedProduct[], problems: ImportProblem[]): Promise<CheckedProduct[]> {
    const rowsWithProblems = new Set(problems.map((p) => p.row));
    const categoryIds = await this.catalog.categoryIdsBySlug(products.flatMap((p) => p.cells.categorySlugs ?? []));
    const bySlug = await this.catalog.productsBySlug(products.map((p) => p.slug).filter((s): s is string => s !== null));
    const bySku = await this.catalog.productsBySku(products.flatMap((p) => p.variants.map((v) => v.sku)).filter((s) => s !== ''));
    const slugsOfFile = new Map<string, number>();
    const registry = this.registryWith(slugsOfFile);
    const now = new Date();
    const checked: CheckedProduct[] = [];

    for (const product of products) {
      if (product.rows.some((row) => rowsWithProblems.has(row))) continue;
      const unknown = (product.cells.categorySlugs ?? []).filter((slug) => !categoryIds.has(slug));
      unknown.forEach((slug) => problems.push({ row: product.rows[0], column: 'categories', code: 'UNKNOWN_CATEGORY', value: slug }));
      if (unknown.length > 0) continue;
      const existing = (product.slug ? bySlug.get(product.slug) : undefined) ?? this.ownerBySku(product, bySku);
      const input = existing ? inputOrProblems(product, existing, categoryIds, problems) : newProductInput(product, categoryIds, problems);
      if (!input) continue;
      try {
        const entry = await this.checkOne(input, existing ?? null, categoryIds, registry, now);
        const before = existing ? this.asStored(existing, categoryIds, now) : null;
        checked.push({ entry, change: changeOf(product, entry, before, existing, categoryIds) });
        slugsOfFile.set(entry.product.slug, existing?.id ?? -checked.length);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        problems.push(...problemsOf(error, product));
      }
    }
    return checked;
  }

  private async checkOne(
    input: ProductInput,
    existing: ExistingProduct | null,
    categoryIds: Map<string, number>,
    registry: SlugRegistry,
    now: Date,
  ): Promise<ImportEntry> {
    const draft = draftProduct(input, { productId: existing?.id ?? null, now, storedSkus: storedSkusOf(existing), skusAsTyped: true });
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

  /** The product as the form's rules would store it unchanged: the import's changes are measured from it. */
  private asStored(existing: ExistingProduct, categoryIds: Map<string, number>, now: Date): ProductToStore {
    const untouched: ImportedProduct = { rows: [], slug: existing.slug, cells: { translations: {} }, variants: [], variantRows: [] };
    const draft = draftProduct(mergedInput(untouched, existing, categoryIds), {
      productId: existing.id,
      now,
      storedSkus: storedSkusOf(existing),
    });
    return { ...draft, slug: existing.slug };
  }

  private ownerBySku(product: ImportedProduct, bySku: Map<string, ExistingProduct>): ExistingProduct | undefined {
    for (const variant of product.variants) {
      const owner = bySku.get(variant.sku.toLowerCase());
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
        ? product.variants[Number(variant[1])]?.sku
        : error.code === 'SLUG_TAKEN'
          ? (product.slug ?? '')
          : undefined;
    return { row, column, code: error.code, value, detail: message };
  });
}

const storedSkusOf = (product: ExistingProduct | null): Map<number, string> => new Map((product?.variants ?? []).map((v) => [v.id, v.sku]));

function inputOrProblems(
  product: ImportedProduct,
  existing: ExistingProduct,
  categoryIds: ReadonlyMap<string, number>,
  problems: ImportProblem[],
): ProductInput | null {
  const missing = missingVariantStock(product, existing);
  problems.push(...missing);
  return missing.length > 0 ? null : mergedInput(product, existing, categoryIds);
}

/** The fields the entry changes, compared as the file writes them. */
function changeOf(
  product: ImportedProduct,
  entry: ImportEntry,
  before: ProductToStore | null,
  existing: ExistingProduct | undefined,
  categoryIds: ReadonlyMap<string, number>,
): ProductImportChange {
  const slugs = new Map<number, string>([...categoryIds].map(([slug, id]) => [id, slug]));
  existing?.categories.forEach((c) => slugs.set(c.id, c.slug));
  return {
    row: product.rows[0],
    slug: entry.product.slug,
    name: entry.product.name,
    action: before ? 'update' : 'create',
    fields: fieldChanges(before && draftFileSource(before, slugs), draftFileSource(entry.product, slugs)),
  };
}

function importNotConfirmed(changing: number): DomainError {
  return DomainError.invalid(
    'IMPORT_NOT_CONFIRMED',
    `confirm must name the number of products this file changes (${changing}), as its dry run reported`,
    'confirm',
  );
}

function importChangedSinceCheck(changing: number, confirmed: number): DomainError {
  return DomainError.conflict(
    'IMPORT_CHANGED_SINCE_CHECK',
    `this file now changes ${changing} products, not the ${confirmed} confirmed: check it again before applying`,
  );
}

function messageOf(problem: ImportProblem, lang: Language): string {
  if (hasImportMessage(problem.code)) return importMessage(problem.code, lang, { value: problem.value, row: problem.otherRow });
  return importMessage('INVALID', lang, { value: problem.detail ?? problem.code });
}
