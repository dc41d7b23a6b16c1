import { PRODUCT_SEARCH_TEXT_CHARACTERS, productSearchText } from './product-search';

describe('productSearchText', () => {
  it('keeps the base texts and every translation in lower case, one per line', () => {
    const text = productSearchText({
      name: 'Match Ball',
      description: 'Size 5',
      translations: [
        { name: 'Мяч', description: 'Размер 5' },
        { name: 'כדור', description: null },
      ],
    });
    expect(text).toBe('match ball\nsize 5\nмяч\nразмер 5\nכדור');
  });

  it('cuts a very long text so it fits the column', () => {
    const text = productSearchText({ name: 'Ball', description: 'x'.repeat(100_000), translations: [] });
    expect(text.length).toBe(PRODUCT_SEARCH_TEXT_CHARACTERS);
    expect(text.startsWith('ball\nxxx')).toBe(true);
  });
});
