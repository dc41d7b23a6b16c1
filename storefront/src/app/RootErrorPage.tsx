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
        {/* Trying again is loading the same address once more: an action, so a button, not a link to nowhere. */}
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('ERROR_PAGE.RETRY')}
        </button>
        <a className="button" href={language === 'ru' ? '/ru' : '/'}>
          {t('COMMON.BACK_TO_HOME')}
        </a>
      </div>
    </main>
  );
}
