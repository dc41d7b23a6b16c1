import { describe, expect, it } from 'vitest';
import { draftOf, filtersActive, filtersFromQuery, filtersOfDraft, filtersToQuery, NO_FILTERS, readPriceInput } from './category-filters';

const query = (text: string) => new URLSearchParams(text);

describe('filtersFromQuery', () => {
  it('has no filters and sorts by name on a plain address', () => {
    expect(filtersFromQuery(query(''))).toEqual(NO_FILTERS);
    expect(NO_FILTERS.sort).toBe('name');
  });

  it('reads search text, price bounds and sort', () => {
    expect(filtersFromQuery(query('q=+gloves+&min_price=50&max_price=300.5&sort=price_desc'))).toEqual({
      q: 'gloves', minPrice: 50, maxPrice: 300.5, sort: 'price_desc',
    });
  });

  it('ignores bounds of 0 or less, malformed numbers and unknown sorts', () => {
    expect(filtersFromQuery(query('min_price=0&max_price=-4&sort=cheapest'))).toEqual(NO_FILTERS);
    expect(filtersFromQuery(query('min_price=abc&max_price=Infinity'))).toEqual(NO_FILTERS);
  });

  it('cuts search text at 200 characters (what the API takes)', () => {
    expect(filtersFromQuery(query(`q=${'a'.repeat(250)}`)).q).toHaveLength(200);
  });
});

describe('filtersToQuery', () => {
  it('leaves out defaults', () => {
    expect(filtersToQuery(NO_FILTERS).toString()).toBe('');
    expect(filtersToQuery({ ...NO_FILTERS, q: '  ' }).toString()).toBe('');
  });

  it('round-trips through the address', () => {
    const filters = { q: 'כפפות', minPrice: 49.9, maxPrice: 200, sort: 'newest' as const };
    expect(filtersFromQuery(filtersToQuery(filters))).toEqual(filters);
  });
});

describe('filtersActive', () => {
  it('is false without filters and with the name sort', () => {
    expect(filtersActive(NO_FILTERS)).toBe(false);
  });

  it.each([
    ['search text', { q: 'ball' }],
    ['a minimum price', { minPrice: 10 }],
    ['a maximum price', { maxPrice: 10 }],
    ['another sort', { sort: 'price_asc' as const }],
  ])('is true with %s', (_name, change) => {
    expect(filtersActive({ ...NO_FILTERS, ...change })).toBe(true);
  });

  it('does not count a bound of 0 or blank search text', () => {
    expect(filtersActive({ ...NO_FILTERS, q: '   ', minPrice: 0, maxPrice: 0 })).toBe(false);
  });
});

describe('readPriceInput', () => {
  it('takes empty as no bound, 0 as no bound, and a decimal comma', () => {
    expect(readPriceInput('')).toEqual({ value: null });
    expect(readPriceInput('0')).toEqual({ value: null });
    expect(readPriceInput('49,9')).toEqual({ value: 49.9 });
  });

  it('refuses negative or non-numeric text', () => {
    expect(readPriceInput('-1')).toEqual({ problem: 'invalid' });
    expect(readPriceInput('ten')).toEqual({ problem: 'invalid' });
  });
});

describe('filtersOfDraft', () => {
  it('turns a valid draft into filters', () => {
    expect(filtersOfDraft({ q: ' ball ', minPrice: '10', maxPrice: '', sort: 'newest' })).toEqual({
      filters: { q: 'ball', minPrice: 10, maxPrice: null, sort: 'newest' },
    });
  });

  it('names the field that is wrong', () => {
    expect(filtersOfDraft({ q: '', minPrice: 'x', maxPrice: '5', sort: 'name' })).toEqual({ problems: { minPrice: 'invalid' } });
    expect(filtersOfDraft({ q: '', minPrice: '100', maxPrice: '50', sort: 'name' })).toEqual({ problems: { maxPrice: 'below-minimum' } });
  });

  it('starts from the filters in the address', () => {
    expect(draftOf({ q: 'a', minPrice: 5, maxPrice: null, sort: 'name' })).toEqual({ q: 'a', minPrice: '5', maxPrice: '', sort: 'name' });
  });
});
