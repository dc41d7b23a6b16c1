import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import type { CategoryView } from '../api/categories';
import { DIRECTION, Language } from '../rules/language';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { rememberedLanguage } from './header/remembered-language';
import { LanguageProvider } from './language-context';
import { AddedNoticeProvider } from '../components/AddedNotice';
import { i18nFor as i18nOf } from '../i18n/i18n';
import { useTexts } from '../i18n/use-texts';

export interface LayoutData {
  categories: CategoryView[];
}

function SkipLink() {
  const { t } = useTexts();
  return (
    <a className="skip-link" href="#main">
      {t('COMMON.SKIP_TO_CONTENT')}
    </a>
  );
}

/** Shown above the page while the next page's data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? <div className="navigation-progress" role="progressbar" aria-hidden="true" /> : null;
}

/**
 * A shopper who chose Russian in the language menu lands on the Russian home page when they come back
 * to the shop's root address. Only the root: a shared link to a Hebrew page still opens in Hebrew.
 */
function useRememberedLanguageAtRoot(language: Language): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (language === 'he' && location.pathname === '/' && !location.search && rememberedLanguage() === 'ru') {
      navigate('/ru', { replace: true });
    }
    // Only when the shop is opened, not on every later visit to the root.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The frame of every shopper page in one language: texts, direction, header, footer. */
export function ShopLayout({ language }: { language: Language }) {
  const { categories } = useLoaderData() as LayoutData;
  useRememberedLanguageAtRoot(language);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = DIRECTION[language];
  }, [language]);

  return (
    <I18nextProvider i18n={i18nOf(language)}>
      <LanguageProvider value={language}>
        <div className="shop" lang={language} dir={DIRECTION[language]}>
          <SkipLink />
          <NavigationProgress />
          <AddedNoticeProvider>
            <Header categories={categories} />
            <main id="main" className="main" tabIndex={-1}>
              <Outlet />
            </main>
            <Footer categories={categories} />
          </AddedNoticeProvider>
        </div>
        <ScrollRestoration />
      </LanguageProvider>
    </I18nextProvider>
  );
}
