import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

/** Placeholder until this page is built. */
export function ArticlesPage() {
  const { t } = useTranslation();
  usePageTitle(t('BLOG.TITLE'));
  return (
    <section className="page">
      <h1>{t('BLOG.TITLE')}</h1>
    </section>
  );
}
