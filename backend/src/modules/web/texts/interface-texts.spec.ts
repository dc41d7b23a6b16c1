import { en } from './en';
import { he } from './he';
import { ru } from './ru';

/** Every key path of a nested text file, e.g. CART.EMPTY. */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value as object, `${prefix}${key}.`),
  );
}

function leaves(texts: object): string[] {
  return Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value as object)));
}

describe('interface texts', () => {
  it('have exactly the same keys in Hebrew, Russian and English', () => {
    const english = keyPaths(en).sort();
    expect(keyPaths(he).sort()).toEqual(english);
    expect(keyPaths(ru).sort()).toEqual(english);
  });

  it('have no empty text', () => {
    for (const texts of [he, ru, en]) expect(leaves(texts).filter((t) => t.trim() === '')).toEqual([]);
  });

  it('are written in their own script', () => {
    expect(he.CART.EMPTY).toMatch(/[\u0590-\u05FF]/);
    expect(ru.CART.EMPTY).toMatch(/[\u0400-\u04FF]/);
    expect(en.CART.EMPTY).toMatch(/^[\x20-\x7E]+$/);
  });

  it('keep the interpolation placeholders of the English text', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    const english = keyPaths(en);
    const at = (texts: object, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts) as string;
    for (const path of english) {
      expect({ path, he: placeholders(at(he, path)) }).toEqual({ path, he: placeholders(at(en, path)) });
      expect({ path, ru: placeholders(at(ru, path)) }).toEqual({ path, ru: placeholders(at(en, path)) });
    }
  });
});
