import { describe, expect, it } from 'vitest';
import { importReportView, mayApply } from './productImport';

const wire = (errors: Array<{ row: number; column: string; code: string; message: string }> = []) => ({
  applied: false,
  rows: 3,
  products: 2,
  created: 1,
  updated: 1,
  errors,
});

describe('the products import report', () => {
  it('names the column of each problem, or the whole file', () => {
    const view = importReportView(
      wire([
        { row: 1, column: '', code: 'MISSING_COLUMN', message: 'No column' },
        { row: 3, column: 'price', code: 'NOT_AN_AMOUNT', message: 'Not an amount' },
      ]),
    );
    expect(view.problems).toEqual([
      { row: 1, column: null, message: 'No column' },
      { row: 3, column: 'price', message: 'Not an amount' },
    ]);
  });

  it('offers Apply only for the file checked without problems', () => {
    const file = new File(['a'], 'a.csv');
    const other = new File(['b'], 'b.csv');
    expect(mayApply(importReportView(wire()), file, file)).toBe(true);
    expect(mayApply(importReportView(wire()), file, other)).toBe(false);
    expect(mayApply(importReportView(wire([{ row: 2, column: 'price', code: 'X', message: 'x' }])), file, file)).toBe(false);
    expect(mayApply(null, null, file)).toBe(false);
    expect(mayApply({ ...importReportView(wire()), applied: true }, file, file)).toBe(false);
  });
});
