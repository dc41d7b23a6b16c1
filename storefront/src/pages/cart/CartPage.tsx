import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

/** Placeholder until this page is built. */
export function CartPage() {
  const { t } = useTranslation();
  usePageTitle(t('CART.TITLE'));
  return (
    <section className="page">
      <h1>{t('CART.TITLE')}</h1>
    </section>
  );
}
