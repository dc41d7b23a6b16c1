import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

/** Placeholder until this page is built. */
export function ProductPage() {
  const { t } = useTranslation();
  usePageTitle(t('PRODUCT.LOADING'));
  return (
    <section className="page">
      <h1>{t('PRODUCT.LOADING')}</h1>
    </section>
  );
}
