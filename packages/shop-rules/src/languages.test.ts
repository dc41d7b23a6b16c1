import { describe, expect, it } from 'vitest';
import { isLanguage, LANGUAGES } from './languages';

describe('content languages', () => {
  it('are Hebrew, Russian and English', () => expect(LANGUAGES).toEqual(['he', 'ru', 'en']));
  it.each(['he', 'ru', 'en'])('knows %s', (language) => expect(isLanguage(language)).toBe(true));
  it.each(['HE', 'fr', '', null, 1])('refuses %j', (value) => expect(isLanguage(value)).toBe(false));
});
