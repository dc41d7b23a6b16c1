import { isLanguage, Language, LANGUAGES } from 'shop-rules';
import { DomainError } from '../domain/domain-error';

// The languages themselves are a shop rule (shop-rules languages.ts); reading them from a request lives here.
export { isLanguage, LANGUAGES, TRANSLATION_LANGUAGES } from 'shop-rules';
export type { Language } from 'shop-rules';

/** Reads the `lang` query parameter; an unknown language is refused rather than silently replaced. */
export function parseLanguage(raw: unknown, fallback: Language): Language {
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (isLanguage(raw)) return raw;
  throw DomainError.invalid('INVALID_LANGUAGE', `lang must be one of ${LANGUAGES.join(', ')}`, 'lang');
}

export interface TranslationLike {
  language: string;
}

/**
 * The text in the requested language, falling back to the base text when the translation
 * is missing or blank.
 */
export function localize(
  base: string | null | undefined,
  translations: readonly TranslationLike[] | null | undefined,
  lang: Language,
  field: string,
): string {
  const translation = translations?.find((t) => t.language === lang) as Record<string, unknown> | undefined;
  const translated = translation?.[field];
  if (typeof translated === 'string' && translated.trim() !== '') return translated;
  return base ?? '';
}
