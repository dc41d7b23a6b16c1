import { DomainError } from '../domain/domain-error';

/** Content languages. English is the base text of product names and descriptions. */
export const LANGUAGES = ['he', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Languages that have translation rows (the base text is English or whatever staff typed). */
export const TRANSLATION_LANGUAGES = ['ru', 'he', 'en'] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

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
