import { contentRange, parseListQuery } from './list-query';

const rules = { sortable: ['id', 'name'], defaultSort: ['id', 'DESC'] as [string, 'DESC'] };

describe('parseListQuery', () => {
  it('reads react-admin sort, range and filter', () => {
    const q = parseListQuery({ sort: '["name","asc"]', range: '[10,19]', filter: '{"q":"ball"}' }, rules);
    expect(q).toEqual({ offset: 10, limit: 10, sortField: 'name', sortOrder: 'ASC', filter: { q: 'ball' } });
  });

  it('reads page and per_page', () => {
    expect(parseListQuery({ page: '3', per_page: '20' }, rules)).toMatchObject({ offset: 40, limit: 20 });
  });

  it('caps the page size', () => {
    expect(parseListQuery({ range: '[0,9999]' }, rules).limit).toBe(100);
  });

  it.each([
    [{ sort: '["password","ASC"]' }, 'sort'],
    [{ sort: '["name","UP"]' }, 'sort'],
    [{ range: '[5,1]' }, 'range'],
    [{ range: 'oops' }, 'range'],
    [{ filter: '[1]' }, 'filter'],
    [{ page: '0' }, 'page'],
    [{ range: '[1e20,1e20]' }, 'range'],
    [{ page: '99999999999' }, 'page'],
  ])('refuses %j naming %s', (query, field) => {
    expect(() => parseListQuery(query, rules)).toThrow(field);
  });
});

describe('contentRange', () => {
  it('describes the slice and the total', () => {
    expect(contentRange('products', { items: [1, 2], total: 30, offset: 10 })).toBe('products 10-11/30');
    expect(contentRange('products', { items: [], total: 0, offset: 0 })).toBe('products */0');
  });
});
