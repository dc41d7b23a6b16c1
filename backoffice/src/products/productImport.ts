import type { ProductImportReportWire } from '../api/wire';

/** A problem of the products file, as the import page shows it. */
export interface ImportProblemView {
  row: number;
  /** The column's name, or null for the file as a whole. */
  column: string | null;
  message: string;
}

/** One field a product's import changes, written as the file writes it; `sku` names a variant's field. */
export interface ImportFieldChangeView {
  column: string;
  sku: string | null;
  before: string;
  after: string;
}

export interface ImportProductChangeView {
  row: number;
  slug: string;
  name: string;
  action: 'create' | 'update';
  fields: ImportFieldChangeView[];
}

export interface ImportReportView {
  applied: boolean;
  rows: number;
  products: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Products the file creates or changes: the number an apply confirms. */
  changing: number;
  changes: ImportProductChangeView[];
  /** Products that change beyond those listed. */
  moreChanges: number;
  problems: ImportProblemView[];
}

export function importReportView(wire: ProductImportReportWire): ImportReportView {
  return {
    applied: wire.applied,
    rows: wire.rows,
    products: wire.products,
    created: wire.created,
    updated: wire.updated,
    unchanged: wire.unchanged,
    changing: wire.created + wire.updated,
    changes: wire.changes.map((change) => ({ ...change, fields: change.fields.map((field) => ({ ...field })) })),
    moreChanges: wire.more_changes,
    problems: wire.errors.map((e) => ({ row: e.row, column: e.column === '' ? null : e.column, message: e.message })),
  };
}

/** Apply is offered only for the file just checked, once the check found nothing to fix and something to change. */
export const mayApply = (report: ImportReportView | null, checkedFile: File | null, chosenFile: File | null): boolean =>
  report !== null &&
  !report.applied &&
  report.problems.length === 0 &&
  report.changing > 0 &&
  checkedFile !== null &&
  checkedFile === chosenFile;
