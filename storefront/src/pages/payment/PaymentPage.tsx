import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

/** Placeholder until this page is built. */
export function PaymentPage() {
  const { t } = useTranslation();
  usePageTitle(t('PAYMENT.TITLE'));
  return (
    <section className="page">
      <h1>{t('PAYMENT.TITLE')}</h1>
    </section>
  );
}
