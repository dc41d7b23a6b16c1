import { explicitSlug, firstFreeSlug, slugFromName } from './slug-policy';

describe('slug policy', () => {
  it('makes a slug from the name, or the fallback when nothing is left', () => {
    expect(slugFromName('Футбол и Баскетбол', 'category', 140)).toBe('futbol-i-basketbol');
    expect(slugFromName('!!!', 'category', 140)).toBe('category');
  });

  it('cuts long slugs without a trailing hyphen', () => {
    expect(slugFromName('abc def', 'x', 4)).toBe('abc');
  });

  it('picks base, then base-2, base-3', () => {
    expect(firstFreeSlug('ball', new Set())).toBe('ball');
    expect(firstFreeSlug('ball', new Set(['ball']))).toBe('ball-2');
    expect(firstFreeSlug('ball', new Set(['ball', 'ball-2']))).toBe('ball-3');
  });

  it('cleans a typed slug and refuses one with no letters, naming slug', () => {
    expect(explicitSlug(' My Ball ', 200)).toBe('my-ball');
    expect(() => explicitSlug('***', 200)).toThrow('slug');
  });
});
