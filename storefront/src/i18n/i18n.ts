import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../rules/language';

type Texts = Record<string, unknown>;

/**
 * The texts are the shop rules' files (shop-rules/texts/*, which the backend serves at /i18n/{lang}.json),
 * bundled as one chunk per language: a page downloads only its own language's texts. Every language has
 * the same keys (the shop rules' interface-texts test), so no fallback language is needed.
 */
const TEXTS: Record<Language, () => Promise<Texts>> = {
  he: () => import('shop-rules/texts/he').then((module) => module.he),
  ru: () => import('shop-rules/texts/ru').then((module) => module.ru),
};

const instances = new Map<Language, i18n>();
const loading = new Map<Language, Promise<i18n>>();

/** One i18next instance per language, so a render never changes a shared language as a side effect. */
function createI18n(language: Language, texts: Texts): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: texts } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  return instance;
}

/**
 * Makes a language's texts ready (once): before the first render or hydration of a page, and in the
 * layout's loader when the shopper switches language, so a render always finds its texts.
 */
export function loadLanguage(language: Language): Promise<i18n> {
  let pending = loading.get(language);
  if (!pending) {
    pending = TEXTS[language]().then((texts) => {
      const instance = createI18n(language, texts);
      instances.set(language, instance);
      return instance;
    });
    pending.catch(() => loading.delete(language)); // a failed chunk download may be tried again
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The texts of a language made ready by loadLanguage. Should they be missing (their download failed
 * while switching language), the language already on the screen answers rather than nothing at all.
 */
export function i18nFor(language: Language): i18n {
  const instance = instances.get(language) ?? instances.values().next().value;
  if (!instance) throw new Error(`the ${language} interface texts were not loaded`);
  return instance;
}
