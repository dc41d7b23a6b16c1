import { en } from './en';

/** The same nested keys as the English file, every leaf a string. */
type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/**
 * The shape every language file must have: a missing or extra key in he.ts or ru.ts is a compile
 * error (object literals are checked for excess keys), and the test compares the key sets again.
 */
export type InterfaceTexts = SameKeys<typeof en>;

export const INTERFACE_TEXT_LANGUAGES = ['he', 'ru', 'en'] as const;
export type InterfaceTextLanguage = (typeof INTERFACE_TEXT_LANGUAGES)[number];
