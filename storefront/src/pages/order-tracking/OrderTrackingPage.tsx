import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

/** Placeholder until this page is built. */
export function OrderTrackingPage() {
  const { t } = useTranslation();
  usePageTitle(t('TRACKING.TITLE'));
  return (
    <section className="page">
      <h1>{t('TRACKING.TITLE')}</h1>
    </section>
  );
}
