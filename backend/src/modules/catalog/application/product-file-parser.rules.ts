import { CsvError, parse } from 'csv-parse/sync';
import { formulaSafeCellText } from '../../../shared/csv/csv-cells';
import { KEY_IMPORT_COLUMNS, PRODUCT_CSV_COLUMNS } from './product-csv-columns.rules';
import type { CsvRecord, ImportProblem } from './product-import-rows.rules';

/** csv-parse's own error codes, each with a problem the staff read in their language. */
const PARSER_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'QUOTE_NOT_CLOSED',
  CSV_INVALID_CLOSING_QUOTE: 'BAD_CLOSING_QUOTE',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'BAD_CLOSING_QUOTE',
};

/**
 * Reads the products file's records by its header. Excel set to Russian or Hebrew regional settings
 * saves with semicolons. A quote inside a cell that does not start with one is part of the text
 * (Hebrew abbreviations: מ"מ, צה"ל), and a cell the export wrote with an apostrophe before a formula
 * sign is read back as it was. Unknown columns are ignored.
 */
export function parseProductsFile(file: Buffer | string, problems: ImportProblem[]): CsvRecord[] {
  const text = (typeof file === 'string' ? file : file.toString('utf8')).replace(/^\uFEFF/, '');
  if (text.trim() === '') {
    problems.push({ row: 1, column: '', code: 'NO_PRODUCTS' });
    return [];
  }
  const header = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = !header.includes(',') && header.includes(';') ? ';' : ',';
  let records: Array<Record<string, string>>;
  try {
    records = parse(text, {
      columns: (names: string[]) => names.map((n) => n.trim()),
      delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const read = (error as CsvError & { records?: number }).records;
    problems.push({ row: typeof read === 'number' ? read + 2 : 1, column: '', code: PARSER_PROBLEMS[error.code] ?? 'NOT_CSV' });
    return [];
  }
  const columns = new Set(records.length > 0 ? Object.keys(records[0]) : header.split(delimiter).map((n) => n.replace(/"/g, '').trim()));
  if (!KEY_IMPORT_COLUMNS.some((column) => columns.has(column))) {
    problems.push({ row: 1, column: 'slug', code: 'MISSING_COLUMN', value: 'slug' });
    return [];
  }
  if (records.length === 0) {
    problems.push({ row: 1, column: '', code: 'NO_PRODUCTS' });
    return [];
  }
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  return records.map(
    (record) =>
      Object.fromEntries(
        Object.entries(record)
          .filter(([name]) => known.has(name))
          .map(([name, cell]) => [name, formulaSafeCellText(cell ?? '')]),
      ) as CsvRecord,
  );
}
