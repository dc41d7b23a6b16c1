import { explicitSlug, slugFromName } from './slug-policy';

describe('slug policy', () => {
  it('makes a slug from the name, or the fallback when nothing is left', () => {
    expect(slugFromName('Футбол и Баскетбол', 'category', 140)).toBe('futbol-i-basketbol');
    expect(slugFromName('!!!', 'category', 140)).toBe('category');
  });

  it('cuts long slugs without a trailing hyphen', () => {
    expect(slugFromName('abc def', 'x', 4)).toBe('abc');
  });

  it('cleans a typed slug and refuses one with no letters, naming slug', () => {
    expect(explicitSlug(' My Ball ', 200)).toBe('my-ball');
    expect(() => explicitSlug('***', 200)).toThrow('slug');
  });
});
