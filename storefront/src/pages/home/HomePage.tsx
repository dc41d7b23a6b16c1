import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

/** Placeholder until this page is built. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('HOME.TITLE'));
  return (
    <section className="page">
      <h1>{t('HOME.TITLE')}</h1>
    </section>
  );
}
