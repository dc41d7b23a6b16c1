/** The storefront's languages: Hebrew at the spec's paths (the default), Russian under /ru. */
export const LANGUAGES = ['he', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'he';

export const LANGUAGE_PREFIX: Record<Language, string> = { he: '', ru: '/ru' };
export const DIRECTION: Record<Language, 'rtl' | 'ltr'> = { he: 'rtl', ru: 'ltr' };
/** Locale of numbers and dates: prices are always shown the Hebrew way (the spec), dates per language. */
export const DATE_LOCALE: Record<Language, string> = { he: 'he-IL', ru: 'ru-RU' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language an address is in: /ru and /ru/... are Russian, everything else Hebrew. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/ru' || pathname.startsWith('/ru/') ? 'ru' : 'he';
}

/** The address without its language prefix: /ru/product/3 -> /product/3. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'ru') return pathname.slice(3) || '/';
  return pathname || '/';
}

/** The same page in another language: ('/ru/product/3', 'he') -> '/product/3'. */
export function pathInLanguage(pathname: string, language: Language): string {
  const bare = pathWithoutLanguage(pathname);
  if (language === 'he') return bare;
  return bare === '/' ? '/ru' : `/ru${bare}`;
}

/** An app path in the given language: localPath('ru', '/cart') -> '/ru/cart'. */
export function localPath(language: Language, path: string): string {
  const bare = path.startsWith('/') ? path : `/${path}`;
  if (language === 'he') return bare;
  return bare === '/' ? '/ru' : `/ru${bare}`;
}
