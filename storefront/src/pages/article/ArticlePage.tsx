import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

/** Placeholder until this page is built. */
export function ArticlePage() {
  const { t } = useTranslation();
  usePageTitle(t('ARTICLE.LOADING'));
  return (
    <section className="page">
      <h1>{t('ARTICLE.LOADING')}</h1>
    </section>
  );
}
