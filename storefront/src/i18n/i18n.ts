import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { he } from '@texts/he';
import { ru } from '@texts/ru';
import type { Language } from '../rules/language';

/**
 * One i18next instance per language, chosen by the page's address (the layout provides it), so a
 * render never changes a shared language as a side effect. The texts are the backend's own files
 * (served at /i18n/{lang}.json), bundled so the first render already speaks the page's language.
 */
function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'he',
    resources: { he: { translation: he }, ru: { translation: ru } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  return instance;
}

const instances = new Map<Language, i18n>();

export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    instances.set(language, instance);
  }
  return instance;
}
