import type { Language } from '../providers/language';
import { en } from './en';
import { he } from './he';
import { ru } from './ru';

const TITLES: Record<Language, string> = { he: he.app.title, ru: ru.app.title, en: en.app.title };

/** The back office's name in a language: the browser tab's title and the app bar's default. */
export const appTitle = (lang: Language): string => TITLES[lang];
