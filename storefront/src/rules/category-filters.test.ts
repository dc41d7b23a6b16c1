import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  draftOf,
  filtersActive,
  filtersFromQuery,
  filtersOfDraft,
  filtersToQuery,
  MAX_SHOWN_PAGES,
  NO_FILTERS,
  onlyShownPagesDiffer,
  readPriceInput,
  shownPagesOf,
  withShownPages,
} from './category-filters';

const query = (text: string) => new URLSearchParams(text);

describe('filtersFromQuery', () => {
  it('has no filters and sorts by name on a plain address', () => {
    expect(filtersFromQuery(query(''))).toEqual(NO_FILTERS);
    expect(NO_FILTERS.sort).toBe('name');
  });

  it('reads search text, price bounds and sort', () => {
    expect(filtersFromQuery(query('q=+gloves+&min_price=50&max_price=300.5&sort=price_desc'))).toEqual({
      q: 'gloves',
      minPrice: 50,
      maxPrice: 300.5,
      sort: 'price_desc',
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

describe('shown pages of a category', () => {
  it('reads how many pages the address shows, one by default, at most ten', () => {
    expect(shownPagesOf(new URLSearchParams(''))).toBe(1);
    expect(shownPagesOf(new URLSearchParams('pages=3'))).toBe(3);
    expect(shownPagesOf(new URLSearchParams('pages=500'))).toBe(MAX_SHOWN_PAGES);
    for (const wrong of ['pages=0', 'pages=-2', 'pages=2.5', 'pages=two', 'pages='])
      expect(shownPagesOf(new URLSearchParams(wrong))).toBe(1);
  });

  it('writes them beside the filters, and leaves them out for the first page alone', () => {
    expect(withShownPages('?sort=price_asc', 2)).toBe('?sort=price_asc&pages=2');
    expect(withShownPages('?sort=price_asc&pages=2', 3)).toBe('?sort=price_asc&pages=3');
    expect(withShownPages('?pages=4', 1)).toBe('');
    expect(withShownPages('', 40)).toBe(`?pages=${MAX_SHOWN_PAGES}`);
  });

  it('tells a change of shown pages alone from a change of list', () => {
    const at = (address: string) => new URL(address, 'https://shop.example');
    expect(onlyShownPagesDiffer(at('/category/boxing'), at('/category/boxing?pages=2'))).toBe(true);
    expect(onlyShownPagesDiffer(at('/category/boxing?q=a&pages=2'), at('/category/boxing?q=a&pages=3'))).toBe(true);
    expect(onlyShownPagesDiffer(at('/category/boxing?pages=2'), at('/category/boxing?q=a&pages=2'))).toBe(false);
    expect(onlyShownPagesDiffer(at('/category/boxing?pages=2'), at('/category/judo?pages=2'))).toBe(false);
    expect(onlyShownPagesDiffer(at('/category/boxing?pages=2'), at('/category/boxing?pages=2'))).toBe(false);
  });
});

describe('activeFilterCount', () => {
  it('counts the search text, each price bound and a sort other than by name', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, q: '  ' })).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, q: 'gloves', minPrice: 50 })).toBe(2);
    expect(activeFilterCount({ q: 'gloves', minPrice: 50, maxPrice: 300, sort: 'newest' })).toBe(4);
  });
});
