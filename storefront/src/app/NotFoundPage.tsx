import { useTexts } from '../i18n/use-texts';
import { Link } from 'react-router-dom';
import { useLocalPath } from './language-context';
import { usePageTitle } from './page-title';

/** Any address no route knows (the server answers it with status 404). */
export function NotFoundPage() {
  const { t } = useTexts();
  const to = useLocalPath();
  usePageTitle(t('NOT_FOUND.TITLE'));
  return (
    <section className="state state--not-found">
      <p className="state__code" aria-hidden="true">
        404
      </p>
      <h1 className="state__title">{t('NOT_FOUND.TITLE')}</h1>
      <p>{t('NOT_FOUND.MESSAGE')}</p>
      <Link className="button button--primary" to={to('/')}>
        {t('NOT_FOUND.BACK_TO_HOME')}
      </Link>
    </section>
  );
}
