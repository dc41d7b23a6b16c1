import { describe, expect, it } from 'vitest';
import { en } from './en';
import { he } from './he';
import { PLURAL_FORMS } from './interface-texts';
import { ru } from './ru';

const LANGUAGES = { he, ru, en } as const;
const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_FORMS.join('|')})$`);

/** Every key path of a nested text file, e.g. CART.EMPTY. */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value as object, `${prefix}${key}.`),
  );
}

/** The key paths with a counted text's forms (CART.ITEMS_COUNT_one, ..._other) as one path. */
function basePaths(texts: object): string[] {
  return [...new Set(keyPaths(texts).map((path) => path.replace(PLURAL_SUFFIX, '')))].sort();
}

/** Each counted text's plural forms, by its base path. */
function pluralForms(texts: object): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const path of keyPaths(texts)) {
    const match = PLURAL_SUFFIX.exec(path);
    if (!match) continue;
    const base = path.slice(0, match.index);
    forms.set(base, [...(forms.get(base) ?? []), match[1]].sort());
  }
  return forms;
}

function leaves(texts: object): string[] {
  return Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value as object)));
}

const at = (texts: object, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts) as string;

describe('interface texts', () => {
  it('have exactly the same keys in Hebrew, Russian and English (a counted text once, whatever its forms)', () => {
    const english = basePaths(en);
    expect(basePaths(he)).toEqual(english);
    expect(basePaths(ru)).toEqual(english);
  });

  it("give every counted text exactly the plural forms of its language's Intl.PluralRules (i18next's suffixes)", () => {
    const counted = [...pluralForms(en).keys()].sort();
    expect(counted.length).toBeGreaterThan(0);
    for (const [language, texts] of Object.entries(LANGUAGES)) {
      const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      const forms = pluralForms(texts);
      expect([...forms.keys()].sort()).toEqual(counted);
      for (const [path, found] of forms) expect({ language, path, forms: found }).toEqual({ language, path, forms: categories });
      // A counted text is never also a plain key: i18next would never show it.
      for (const path of counted) expect({ language, path, plain: at(texts, path) }).toEqual({ language, path, plain: undefined });
    }
  });

  it('have no empty text', () => {
    for (const texts of [he, ru, en]) expect(leaves(texts).filter((t) => t.trim() === '')).toEqual([]);
  });

  it('are written in their own script', () => {
    expect(he.CART.EMPTY).toMatch(/[\u0590-\u05FF]/);
    expect(ru.CART.EMPTY).toMatch(/[\u0400-\u04FF]/);
    expect(en.CART.EMPTY).toMatch(/^[\x20-\x7E]+$/);
  });

  it('keep the interpolation placeholders of the English text (a plural form may say its count in words)', () => {
    const placeholders = (text: string, plural: boolean) =>
      (text.match(/{{\w+}}/g) ?? []).filter((placeholder) => !plural || placeholder !== '{{count}}').sort();
    const english = keyPaths(en);
    for (const [language, texts] of Object.entries({ he, ru })) {
      for (const path of keyPaths(texts)) {
        const plural = PLURAL_SUFFIX.test(path);
        const reference = plural ? path.replace(PLURAL_SUFFIX, '_other') : path;
        expect(english).toContain(reference);
        expect({ path, [language]: placeholders(at(texts, path), plural) }).toEqual({
          path,
          [language]: placeholders(at(en, reference), plural),
        });
      }
    }
  });
});
