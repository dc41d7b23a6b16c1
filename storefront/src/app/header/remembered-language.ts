import { isLanguage, Language } from '../../rules/language';

const KEY = 'sports-shop.language';

/** The shopper's chosen language, kept for their next visit to the home page (browser only). */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // storage blocked: the address still carries the language
  }
}

export function rememberedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
