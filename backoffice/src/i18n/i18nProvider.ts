import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { language, storedLanguage, type Language } from '../providers/language';
import { en } from './en';
import { he } from './he';
import { raHebrew } from './ra-he';
import { ru } from './ru';

/** react-admin's not-found page adds a full stop after its message: the packs' own one doubled it. */
const notFoundMessage = (texts: typeof en) => ({ ra: { message: { not_found: texts.office.not_found } } });

// English underneath every language: a react-admin key missing from a pack shows in English, never raw.
const MESSAGES: Record<Language, TranslationMessages> = {
  he: mergeTranslations(englishMessages, raHebrew, he, notFoundMessage(he)),
  ru: mergeTranslations(englishMessages, russianMessages, ru, notFoundMessage(ru)),
  en: mergeTranslations(englishMessages, en, notFoundMessage(en)),
};

const initial = storedLanguage();
language.set(initial);

const polyglot = polyglotI18nProvider((locale) => MESSAGES[locale as Language] ?? MESSAGES.he, initial, [
  { locale: 'he', name: he.app.languages.he },
  { locale: 'ru', name: he.app.languages.ru },
  { locale: 'en', name: he.app.languages.en },
]);

/** react-admin's i18n provider; a language change also moves the API language and the text direction. */
export const i18nProvider = {
  ...polyglot,
  changeLocale: async (locale: string) => {
    await polyglot.changeLocale(locale);
    language.set(locale as Language);
  },
};
