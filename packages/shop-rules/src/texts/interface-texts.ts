import type { en } from './en';

/** i18next's plural suffixes (the categories of Intl.PluralRules): KEY_one, KEY_few... chosen by `count`. */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralForm = (typeof PLURAL_FORMS)[number];
type PluralKey = `${string}_${PluralForm}`;
type PluralBase<K> = K extends `${infer Base}_${PluralForm}` ? Base : never;

/**
 * The same nested keys as the English file, every leaf a string; a counted text (KEY_one, KEY_other)
 * has the plural forms of its own language (Hebrew one/two/other, Russian one/few/many/other), which
 * the interface-texts test checks against Intl.PluralRules.
 */
type SameKeys<T> = { [K in keyof T as K extends PluralKey ? never : K]: T[K] extends string ? string : SameKeys<T[K]> } & {
  [K in `${PluralBase<keyof T>}_${PluralForm}`]?: string;
};

/**
 * The shape every language file must have: a missing or extra key in he.ts or ru.ts is a compile
 * error (object literals are checked for excess keys), and the test compares the key sets again.
 */
export type InterfaceTexts = SameKeys<typeof en>;

export const INTERFACE_TEXT_LANGUAGES = ['he', 'ru', 'en'] as const;
export type InterfaceTextLanguage = (typeof INTERFACE_TEXT_LANGUAGES)[number];
