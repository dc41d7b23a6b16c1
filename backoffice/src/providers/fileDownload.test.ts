import { describe, expect, it } from 'vitest';
import { fileNameOf } from './fileDownload';

describe('the download name', () => {
  it.each([
    ['attachment; filename="orders-2026-11-25.csv"', 'orders-2026-11-25.csv'],
    ['attachment; filename=products.csv', 'products.csv'],
    ["attachment; filename*=UTF-8''order%20lines.csv", 'order lines.csv'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
    [null, 'fallback.csv'],
    ['attachment', 'fallback.csv'],
  ])('%s is saved as %s', (header, name) => expect(fileNameOf(header, 'fallback.csv')).toBe(name));
});
