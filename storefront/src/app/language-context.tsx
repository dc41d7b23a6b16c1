import { createContext, useContext } from 'react';
import { DATE_LOCALE, Language, localPath } from '../rules/language';

const LanguageContext = createContext<Language>('he');

export const LanguageProvider = LanguageContext.Provider;

/** The language of the page being shown (from its address). */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** Builds app links in the page's language: to('/cart') is /cart in Hebrew and /ru/cart in Russian. */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return (path: string) => localPath(language, path);
}

export function useDateLocale(): string {
  return DATE_LOCALE[useLanguage()];
}
