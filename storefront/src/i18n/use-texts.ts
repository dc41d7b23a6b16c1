import type { i18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

const translators = new WeakMap<i18n, TFunction>();

/**
 * The page language's texts, from the i18next instance the layout provides (react-i18next's provider).
 * react-i18next's own useTranslation copies the whole i18n instance for every component that calls it
 * (to notice a language change): measured, that copying was the largest single cost of a category page's
 * server render, 24 product cards each paying it, and the browser pays it again while hydrating. Each
 * language has an instance of its own that never changes language, so there is nothing to notice.
 */
export function useTexts(): { t: TFunction } {
  const instance = useContext(I18nContext)?.i18n;
  if (!instance) throw new Error('useTexts: no interface texts provided (render inside the shop layout)');
  let t = translators.get(instance);
  if (!t) {
    t = instance.getFixedT(instance.language);
    translators.set(instance, t);
  }
  return { t };
}
