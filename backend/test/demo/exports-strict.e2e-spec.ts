import { parse } from 'csv-parse/sync';
import { aCheckout, aLine, placeOrder } from '../ordering/fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';

const FORMULAS = ['=HYPERLINK("http://x.example/?leak","click me")', '+SUM(1,2)', "-2+3+cmd|' /C calc'!A0", '@SUM(1,1)'];

/**
 * Every export of the demo shop, read by a strict reader (RFC 4180: no relaxed quotes, every record
 * with the header's number of cells), with markdown descriptions and notes that hold line breaks,
 * and shoppers whose names and notes look like spreadsheet formulas.
 */
describe('exports of the demo data read strictly and safely', () => {
  let shop: TestApp;

  const download = async (path: string): Promise<string[][]> => {
    const res = await shop.http().get(path).set('Authorization', bearer(shop.adminToken)).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    // As Python's csv module and spreadsheets read it: a CR or LF outside quotes ends a record.
    return parse(res.text, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: false,
      relax_quotes: false,
      skip_empty_lines: false,
    });
  };

  beforeAll(async () => {
    shop = await startTestApp({ demoData: true });
    const list = await shop.http().get('/api/products?limit=50').expect(200);
    const product = list.body.data.find((p: { has_variants: boolean; stock_quantity: number }) => !p.has_variants && p.stock_quantity > 5);
    for (const name of FORMULAS) {
      await placeOrder(shop, aCheckout([aLine(product)], { customer_name: name, notes: `${name}\nsecond line` }));
    }
  });
  afterAll(() => shop.close());

  it.each(['/api/products/export', '/api/orders/export', '/api/orders/export?layout=lines'])(
    '%s: every record has the header’s number of cells',
    async (path) => {
      const [header, ...records] = await download(path);
      expect(records.length).toBeGreaterThan(10);
      const wrong = records.filter((record) => record.length !== header.length);
      expect(wrong).toEqual([]);
    },
  );

  it('keeps a product description with line breaks in one cell', async () => {
    const [header, ...records] = await download('/api/products/export');
    const description = header.indexOf('description');
    expect(records.some((record) => record[description].includes('\n'))).toBe(true);
  });

  it.each(['/api/orders/export', '/api/orders/export?layout=lines'])('%s: no cell starts a formula', async (path) => {
    const [header, ...records] = await download(path);
    const name = header.indexOf('customer_name');
    expect(name).toBeGreaterThanOrEqual(0);
    const cells = records.flat();
    expect(cells.filter((cell) => /^[=+@\t\r]/.test(cell) || /^-(?!\d+(\.\d+)?$)/.test(cell))).toEqual([]);
    const names = records.map((record) => record[name]);
    for (const formula of FORMULAS) expect(names).toContain(`'${formula}`);
  });

  it('keeps an order note with line breaks in its order’s one record', async () => {
    const [header, ...records] = await download('/api/orders/export');
    const notes = header.indexOf('notes');
    expect(notes).toBeGreaterThanOrEqual(0);
    expect(records.filter((record) => record[notes].includes('\nsecond line'))).toHaveLength(FORMULAS.length);
  });
});
