import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

/** Placeholder until this page is built. */
export function OrderSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('ORDER_SUCCESS.TITLE'));
  return (
    <section className="page">
      <h1>{t('ORDER_SUCCESS.TITLE')}</h1>
    </section>
  );
}
