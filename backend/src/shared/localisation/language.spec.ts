import { DomainError } from '../domain/domain-error';
import { localize, parseLanguage } from './language';

const ballTranslations = [
  { language: 'ru', name: 'Мяч', description: '' },
  { language: 'he', name: 'כדור', description: 'כדור רגל' },
];

describe('localize', () => {
  it('returns the translation in the requested language', () => {
    expect(localize('Ball', ballTranslations, 'he', 'name')).toBe('כדור');
    expect(localize('Ball', ballTranslations, 'ru', 'name')).toBe('Мяч');
  });

  it('falls back to the base text when the translation is blank or missing', () => {
    expect(localize('Football', ballTranslations, 'ru', 'description')).toBe('Football');
    expect(localize('Ball', ballTranslations, 'en', 'name')).toBe('Ball');
    expect(localize('Ball', undefined, 'he', 'name')).toBe('Ball');
    expect(localize(null, [], 'he', 'name')).toBe('');
  });
});

describe('parseLanguage', () => {
  it('uses the default when absent', () => expect(parseLanguage(undefined, 'he')).toBe('he'));
  it('accepts ru, he and en', () => expect(parseLanguage('ru', 'he')).toBe('ru'));
  it('refuses an unknown language naming the parameter', () => {
    expect(() => parseLanguage('fr', 'he')).toThrow(DomainError);
    expect(() => parseLanguage('fr', 'he')).toThrow('lang');
  });
});
