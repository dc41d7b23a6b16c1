import { DIRECTION, Language } from '../rules/language';
import { i18nFor } from '../i18n/i18n';

/** The last line of defence: the frame itself failed. Plain markup, no hooks that could fail again. */
export function RootErrorPage({ language }: { language: Language }) {
  const t = i18nFor(language).t;
  return (
    <main className="state state--error" lang={language} dir={DIRECTION[language]} role="alert">
      <h1 className="state__title">{t('ERROR_PAGE.TITLE')}</h1>
      <p>{t('ERROR_PAGE.MESSAGE')}</p>
      <div className="state__actions">
        <a className="button button--primary" href="">
          {t('ERROR_PAGE.RETRY')}
        </a>
        <a className="button" href={language === 'ru' ? '/ru' : '/'}>
          {t('COMMON.BACK_TO_HOME')}
        </a>
      </div>
    </main>
  );
}
