import { describe, expect, it } from 'vitest';
import { hasTranslation, translationsByLanguage, translationsPayload } from './translations';

describe('translations', () => {
  it('gives one block per language, empty when missing', () => {
    expect(translationsByLanguage([{ language: 'he', name: 'כדור', description: null }])).toEqual({
      ru: { name: '', description: '' },
      he: { name: 'כדור', description: '' },
    });
  });

  it('sends only languages with a name, trimmed', () => {
    expect(translationsPayload({ ru: { name: '  Мяч ', description: ' круглый ' }, he: { name: '   ', description: 'x' } })).toEqual([
      { language: 'ru', name: 'Мяч', description: 'круглый' },
    ]);
  });

  it('lights a badge only for a non-empty translation', () => {
    const t = [
      { language: 'ru', name: 'Бокс' },
      { language: 'he', name: ' ' },
    ];
    expect(hasTranslation(t, 'ru')).toBe(true);
    expect(hasTranslation(t, 'he')).toBe(false);
  });
});
