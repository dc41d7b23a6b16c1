import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

/** Placeholder until this page is built. */
export function CategoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('CATEGORY.TITLE'));
  return (
    <section className="page">
      <h1>{t('CATEGORY.TITLE')}</h1>
    </section>
  );
}
