import type { ProductDraft, VariantFields } from '../domain/product';
import { ownCells, OWN_CSV_COLUMNS, ProductFileSource, VARIANT_CSV_COLUMNS, variantCells } from './product-csv-columns.rules';

/** One field an import changes, written as the products file writes it; `sku` names the variant, if any. */
export interface ImportFieldChange {
  column: string;
  sku: string | null;
  before: string;
  after: string;
}

/** A long text (a description) is shown this far in a change, with an ellipsis. */
const SHOWN_LENGTH = 160;
const shown = (text: string): string => (text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text);

/** The draft as the file would write it: categories by slug, the gallery with the primary first. */
export function draftFileSource(draft: ProductDraft & { slug: string }, categorySlugs: ReadonlyMap<number, string>): ProductFileSource {
  const gallery = [...draft.images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.sortOrder - b.sortOrder);
  return {
    ...draft,
    categorySlugs: draft.categoryIds.map((id) => categorySlugs.get(id) ?? String(id)),
    imageUrls: gallery.map((image) => image.url),
  };
}

/**
 * Every field that differs between what the catalog has (null for a new product) and what it
 * would have after the import, product fields first, then each variant's (by id; a new variant
 * shows all its filled cells).
 */
export function fieldChanges(
  before: (ProductFileSource & { variants: ReadonlyArray<VariantFields & { id?: number | null }> }) | null,
  after: ProductFileSource & { variants: ReadonlyArray<VariantFields & { id?: number | null }> },
): ImportFieldChange[] {
  const changes: ImportFieldChange[] = [];
  const was = before ? ownCells(before) : null;
  const will = ownCells(after);
  for (const column of OWN_CSV_COLUMNS) {
    const old = was?.[column] ?? '';
    if (old !== will[column] && !(was === null && will[column] === '')) {
      changes.push({ column, sku: null, before: shown(old), after: shown(will[column]) });
    }
  }
  for (const variant of after.variants) {
    const stored = variant.id == null ? undefined : before?.variants.find((v) => (v as { id?: number }).id === variant.id);
    const old = stored ? variantCells(stored) : null;
    const now = variantCells(variant);
    for (const column of VARIANT_CSV_COLUMNS) {
      const previous = old?.[column] ?? '';
      if (previous !== now[column] && !(old === null && now[column] === '')) {
        changes.push({ column, sku: variant.sku, before: shown(previous), after: shown(now[column]) });
      }
    }
  }
  return changes;
}
