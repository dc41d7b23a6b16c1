import { describe, expect, it } from 'vitest';
import { colourName, localizedVariantName } from 'shop-rules';
import { withShownColour } from './colour-names';

describe('colour names in the storefront', () => {
  it('shows the colour the server sent in the page language, the key when it sent none', () => {
    expect(withShownColour({ color: 'Black', localized_color: 'שחור' }).color).toBe('שחור');
    expect(withShownColour({ color: 'Black', localized_color: null }).color).toBe('Black');
  });

  it.each([
    ['M / Black', 'he', 'M / שחור'],
    ['M / Black', 'ru', 'M / Чёрный'],
    ['Yellow/Blue', 'ru', 'Жёлтый/синий'],
    ['42', 'he', '42'],
    ['M / Neon Lime', 'ru', 'M / Neon Lime'],
  ] as const)('reads the kept variant name %s in %s as %s', (kept, language, shown) => {
    expect(localizedVariantName(kept, language)).toBe(shown);
  });

  it('knows the same vocabulary as the server', () => {
    expect(colourName('Navy', 'he')).toBe('כחול כהה');
  });
});
