import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { appTitle } from '../i18n/appTitle';
import { isRightToLeft, language, type Language } from '../providers/language';

// Two emotion caches: the right-to-left one flips margins, paddings and positions of every style.
const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
const ltrCache = createCache({ key: 'mui-ltr', stylisPlugins: [prefixer] });

export function useInterfaceLanguage(): Language {
  return useSyncExternalStore(language.subscribe, language.get);
}

/** Keeps `dir`, `lang` and the title of the document and the emotion cache in step with the interface language. */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const lang = useInterfaceLanguage();
  const rtl = isRightToLeft(lang);
  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
    document.documentElement.lang = lang;
    document.title = appTitle(lang);
  }, [lang, rtl]);
  return <CacheProvider value={rtl ? rtlCache : ltrCache}>{children}</CacheProvider>;
}
