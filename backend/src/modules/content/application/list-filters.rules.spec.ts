import { booleanFilter, choiceFilter, idsFilter, textFilter } from './list-filters.rules';

describe('list filters', () => {
  it.each([
    [true, true],
    ['true', true],
    [1, true],
    ['1', true],
    [false, false],
    ['false', false],
    [0, false],
    ['0', false],
    [undefined, undefined],
    ['', undefined],
  ])('reads the boolean %j as %j', (value, expected) => expect(booleanFilter({ is_active: value }, 'is_active')).toBe(expected));

  it('refuses a boolean filter of another kind, naming it', () => {
    expect(() => booleanFilter({ is_active: 'yes' }, 'is_active')).toThrow('filter.is_active');
  });

  it('reads texts trimmed, blank as no filter', () => {
    expect(textFilter({ q: ' ball ' }, 'q')).toBe('ball');
    expect(textFilter({ q: '  ' }, 'q')).toBeUndefined();
    expect(() => textFilter({ q: 5 }, 'q')).toThrow('filter.q');
  });

  it('reads a choice only from its list', () => {
    expect(choiceFilter({ language: 'he' }, 'language', ['he', 'ru'])).toBe('he');
    expect(() => choiceFilter({ language: 'en' }, 'language', ['he', 'ru'])).toThrow('filter.language');
  });

  it('reads one id or a list of ids', () => {
    expect(idsFilter({ id: [1, '2'] })).toEqual([1, 2]);
    expect(idsFilter({ id: 3 })).toEqual([3]);
    expect(idsFilter({})).toBeUndefined();
    expect(() => idsFilter({ id: ['x'] })).toThrow('filter.id');
  });
});
