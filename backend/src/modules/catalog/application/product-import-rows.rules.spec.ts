import { CsvRecord, readImportedProducts, repeatsInFile } from './product-import-rows.rules';

const aRow = (fields: CsvRecord = {}): CsvRecord => ({ slug: 'ball', name: 'Ball', price: '10.00', stock_quantity: '3', ...fields });

describe('reading the products file', () => {
  it('groups a product’s variant rows by slug, or rows with neither slug nor name', () => {
    const { products, problems } = readImportedProducts([
      aRow({ variant_sku: 'B-1', variant_stock_quantity: '1' }),
      aRow({ variant_sku: 'B-2', variant_stock_quantity: '2' }),
      { variant_sku: 'B-3', variant_stock_quantity: '3' },
      aRow({ slug: 'net', name: 'Net' }),
    ]);
    expect(problems).toEqual([]);
    expect(products.map((p) => [p.slug, p.rows, p.variantRows])).toEqual([
      ['ball', [2, 3, 4], [2, 3, 4]],
      ['net', [5], []],
    ]);
    expect(products[0].variants.map((v) => [v.sku, v.stockQuantity])).toEqual([
      ['B-1', 1],
      ['B-2', 2],
      ['B-3', 3],
    ]);
  });

  it.each([
    [{ price: '12,50' }, 'price', 12.5],
    [{ price: '12.5' }, 'price', 12.5],
    [{ stock_quantity: '0' }, 'stockQuantity', 0],
    [{ is_active: 'NO' }, 'isActive', false],
  ])('reads %j', (fields, property, value) => {
    const { products, problems } = readImportedProducts([aRow(fields)]);
    expect(problems).toEqual([]);
    expect((products[0].cells as unknown as Record<string, unknown>)[property]).toBe(value);
  });

  it('leaves out of the cells every column the file lacks or leaves empty', () => {
    const { products } = readImportedProducts([{ slug: 'ball', name: '', price: ' ', name_he: 'כדור', description_ru: '' }]);
    expect(products[0].cells).toEqual({ slug: 'ball', translations: { he: { name: 'כדור' } } });
  });

  it.each([
    [{ price: '1.234' }, 'price', 'NOT_AN_AMOUNT'],
    [{ price: '-1' }, 'price', 'NOT_AN_AMOUNT'],
    [{ stock_quantity: '2.5' }, 'stock_quantity', 'NOT_A_COUNT'],
    [{ stock_quantity: '-3' }, 'stock_quantity', 'NOT_A_COUNT'],
    [{ discount_percentage: '101' }, 'discount_percentage', 'NOT_A_COUNT'],
    [{ is_visible: 'maybe' }, 'is_visible', 'NOT_YES_NO'],
    [{ name: 'x'.repeat(201) }, 'name', 'TOO_LONG'],
    [{ variant_sku: 'S-1', variant_stock_quantity: '1', variant_price_modifier: 'x' }, 'variant_price_modifier', 'NOT_AN_AMOUNT'],
  ])('refuses %j at its column', (fields, column, code) => {
    expect(readImportedProducts([aRow(fields)]).problems).toEqual([expect.objectContaining({ row: 2, column, code })]);
  });

  it('reports a product given twice in a row by its slug, and a continuing row that says another thing of the product', () => {
    const twice = readImportedProducts([aRow(), aRow({ name: 'Ball renamed', stock_quantity: '-3' })]);
    expect(twice.problems).toEqual([{ row: 3, column: 'slug', code: 'SLUG_REPEATED', value: 'ball', otherRow: 2 }]);
    const differs = readImportedProducts([
      aRow({ variant_sku: 'B-1', variant_stock_quantity: '1' }),
      aRow({ variant_sku: 'B-2', variant_stock_quantity: '2', price: '12.00' }),
    ]);
    expect(differs.problems).toEqual([{ row: 3, column: 'price', code: 'PRODUCT_CELL_DIFFERS', value: '12.00', otherRow: 2 }]);
  });

  it('finds slugs and SKUs repeated in the file, at the later row, any case', () => {
    const { products } = readImportedProducts([
      aRow({ variant_sku: 'SKU-A', variant_stock_quantity: '1' }),
      aRow({ slug: 'net', name: 'Net', variant_sku: 'sku-a', variant_stock_quantity: '1' }),
      aRow({ slug: 'BALL', name: 'Ball again' }),
    ]);
    expect(repeatsInFile(products)).toEqual([
      { row: 3, column: 'variant_sku', code: 'SKU_REPEATED', value: 'sku-a', otherRow: 2 },
      { row: 4, column: 'slug', code: 'SLUG_REPEATED', value: 'BALL', otherRow: 2 },
    ]);
  });
});
