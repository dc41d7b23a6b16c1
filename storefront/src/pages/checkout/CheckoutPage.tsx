import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

/** Placeholder until this page is built. */
export function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('CHECKOUT.TITLE'));
  return (
    <section className="page">
      <h1>{t('CHECKOUT.TITLE')}</h1>
    </section>
  );
}
