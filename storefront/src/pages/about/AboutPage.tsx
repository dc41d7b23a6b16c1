import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

/** Placeholder until this page is built. */
export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('ABOUT.TITLE'));
  return (
    <section className="page">
      <h1>{t('ABOUT.TITLE')}</h1>
    </section>
  );
}
