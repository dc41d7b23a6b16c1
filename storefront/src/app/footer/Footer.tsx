import { vatRateOn } from 'shop-rules';
import { useTexts } from '../../i18n/use-texts';
import { Link } from 'react-router-dom';
import type { CategoryView } from '../../api/categories';
import { useLanguage, useLocalPath } from '../language-context';
import { OpeningHours } from '../../components/OpeningHours';
import { SHOP_DETAILS, socialLinks } from '../shop-details';

/** About text, category links, information links, the contact block with opening hours, social links, policy links. */
export function Footer({ categories }: { categories: CategoryView[] }) {
  const { t } = useTexts();
  const to = useLocalPath();
  const language = useLanguage();
  const policy = to(`/article/${SHOP_DETAILS.policySlug}`);
  const social = socialLinks();
  return (
    <footer className="footer">
      <div className="footer__columns">
        <section>
          <h2 className="footer__title">{t('FOOTER.ABOUT_TITLE')}</h2>
          <p>{t('FOOTER.ABOUT_TEXT')}</p>
          <p className="footer__vat">{t('COMMON.VAT_NOTE', { rate: vatRateOn(new Date()) })}</p>
        </section>
        <section>
          <h2 className="footer__title">{t('FOOTER.CATEGORIES')}</h2>
          <ul className="footer__links">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={to(`/category/${category.slug}`)} dir="auto">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer__title">{t('FOOTER.INFORMATION')}</h2>
          <ul className="footer__links">
            <li>
              <Link to={policy}>{t('FOOTER.SITE_POLICY')}</Link>
            </li>
            <li>
              <Link to={to('/articles')}>{t('FOOTER.BLOG')}</Link>
            </li>
            <li>
              <Link to={to('/order-tracking')}>{t('FOOTER.TRACK_ORDER')}</Link>
            </li>
            <li>
              <Link to={to('/cancel')}>{t('FOOTER.CANCEL_ORDER')}</Link>
            </li>
            <li>
              <Link to={to(`/article/${SHOP_DETAILS.accessibilitySlug}`)}>{t('FOOTER.ACCESSIBILITY')}</Link>
            </li>
          </ul>
        </section>
        <section id="contact" tabIndex={-1}>
          <h2 className="footer__title">{t('FOOTER.CONTACT')}</h2>
          <address className="footer__contact">
            <span>{t('FOOTER.ADDRESS')}:</span>{' '}
            {SHOP_DETAILS.address[language].map((line) => (
              <span key={line} className="footer__address-line">
                {line}
              </span>
            ))}
            <span>
              {t('FOOTER.MOBILE')}:{' '}
              <a href={`tel:${SHOP_DETAILS.mobile.replace(/-/g, '')}`}>
                <bdi dir="ltr">{SHOP_DETAILS.mobile}</bdi>
              </a>
            </span>
            <span>
              {t('FOOTER.STORE_PHONE')}:{' '}
              <a href={`tel:${SHOP_DETAILS.storePhone.replace(/-/g, '')}`}>
                <bdi dir="ltr">{SHOP_DETAILS.storePhone}</bdi>
              </a>
            </span>
            <span>
              {t('FOOTER.EMAIL')}:{' '}
              <a href={`mailto:${SHOP_DETAILS.email}`}>
                <bdi dir="ltr">{SHOP_DETAILS.email}</bdi>
              </a>
            </span>
          </address>
          <h3 className="footer__subtitle">{t('FOOTER.OPENING_HOURS')}</h3>
          <OpeningHours className="footer__hours" />
          {social.length > 0 && (
            <p className="footer__social">
              {t('FOOTER.FOLLOW_US')}:{' '}
              {social.map((link) => (
                <a key={link.network} href={link.url} lang="en" className="footer__social-name" rel="noopener noreferrer">
                  {link.name}
                </a>
              ))}
            </p>
          )}
        </section>
      </div>
      <div className="footer__bottom">
        <span>
          © <bdi dir="ltr">{new Date().getFullYear()}</bdi> {t('COMMON.SHOP_NAME')}. {t('FOOTER.RIGHTS')}
        </span>
        <span className="footer__legal">
          <Link to={to(`/article/${SHOP_DETAILS.privacySlug}`)}>{t('FOOTER.PRIVACY')}</Link>
          <Link to={policy}>{t('FOOTER.TERMS')}</Link>
        </span>
      </div>
    </footer>
  );
}
