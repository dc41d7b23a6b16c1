import { describe, expect, it } from 'vitest';
import { importReportView, mayApply } from './productImport';

const wire = (errors: Array<{ row: number; column: string; code: string; message: string }> = []) => ({
  applied: false,
  rows: 3,
  products: 2,
  created: 1,
  updated: 1,
  unchanged: 4,
  changes: [
    {
      row: 2,
      slug: 'match-ball',
      name: 'Match ball',
      action: 'update' as const,
      fields: [{ column: 'price', sku: null, before: '149.90', after: '139.90' }],
    },
  ],
  more_changes: 0,
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

  it('counts the products an apply changes, and offers no apply for a file that changes nothing', () => {
    const file = new File(['a'], 'a.csv');
    const view = importReportView(wire());
    expect(view.changing).toBe(2);
    expect(view.changes[0].fields).toEqual([{ column: 'price', sku: null, before: '149.90', after: '139.90' }]);
    const nothing = importReportView({ ...wire(), created: 0, updated: 0, changes: [] });
    expect(mayApply(nothing, file, file)).toBe(false);
  });
});
