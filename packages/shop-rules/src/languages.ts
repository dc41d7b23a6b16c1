/** Content languages. English is the base text of product names and descriptions. */
export const LANGUAGES = ['he', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages that have translation rows (the base text is English or whatever staff typed). */
export const TRANSLATION_LANGUAGES = ['ru', 'he', 'en'] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
