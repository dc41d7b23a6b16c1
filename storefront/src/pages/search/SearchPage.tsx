import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

/** Placeholder until this page is built. */
export function SearchPage() {
  const { t } = useTranslation();
  usePageTitle(t('SEARCH.TITLE'));
  return (
    <section className="page">
      <h1>{t('SEARCH.TITLE')}</h1>
    </section>
  );
}
