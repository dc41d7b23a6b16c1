import type { ProductImportReportWire } from '../api/wire';

/** A problem of the products file, as the import page shows it. */
export interface ImportProblemView {
  row: number;
  /** The column's name, or null for the file as a whole. */
  column: string | null;
  message: string;
}

export interface ImportReportView {
  applied: boolean;
  rows: number;
  products: number;
  created: number;
  updated: number;
  problems: ImportProblemView[];
}

export function importReportView(wire: ProductImportReportWire): ImportReportView {
  return {
    applied: wire.applied,
    rows: wire.rows,
    products: wire.products,
    created: wire.created,
    updated: wire.updated,
    problems: wire.errors.map((e) => ({ row: e.row, column: e.column === '' ? null : e.column, message: e.message })),
  };
}

/** Apply is offered only for the file just checked, once the check found nothing to fix. */
export const mayApply = (report: ImportReportView | null, checkedFile: File | null, chosenFile: File | null): boolean =>
  report !== null &&
  !report.applied &&
  report.problems.length === 0 &&
  report.products > 0 &&
  checkedFile !== null &&
  checkedFile === chosenFile;
