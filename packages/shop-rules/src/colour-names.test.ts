import { describe, expect, it } from 'vitest';
import { colourName, isKnownColour, localizedVariantName } from './colour-names';

describe('colour names', () => {
  it.each([
    ['Black', 'he', 'שחור'],
    ['Black', 'ru', 'Чёрный'],
    ['Black', 'en', 'Black'],
    ['navy', 'he', 'כחול כהה'],
    ['Navy blue', 'ru', 'Тёмно-синий'],
    ['  White ', 'ru', 'Белый'],
    ['Mirror Blue', 'he', 'כחול מראה'],
    ['Yellow/Blue', 'ru', 'Жёлтый/синий'],
    ['White/Red', 'he', 'לבן/אדום'],
    // Unknown colours are shown as staff typed them.
    ['Neon Lime', 'he', 'Neon Lime'],
    ['Neon Lime', 'ru', 'Neon Lime'],
  ] as const)('%s in %s is %s', (name, language, shown) => {
    expect(colourName(name, language)).toBe(shown);
  });

  it('has nothing to say for no colour', () => {
    expect(colourName(null, 'he')).toBeNull();
    expect(colourName('  ', 'ru')).toBeNull();
  });

  it('knows the shop vocabulary, case aside', () => {
    expect(isKnownColour('BLACK')).toBe(true);
    expect(isKnownColour('Yellow/Blue')).toBe(true);
    expect(isKnownColour('Neon Lime')).toBe(false);
    expect(isKnownColour('')).toBe(false);
  });

  it("translates the colour words of an order line's variant name and keeps the size", () => {
    expect(localizedVariantName('M / Black', 'he')).toBe('M / שחור');
    expect(localizedVariantName('XL / Navy / Cotton', 'ru')).toBe('XL / Тёмно-синий / Cotton');
    expect(localizedVariantName('42', 'ru')).toBe('42');
    expect(localizedVariantName('M / Black', 'en')).toBe('M / Black');
    expect(localizedVariantName('', 'he')).toBe('');
  });
});
