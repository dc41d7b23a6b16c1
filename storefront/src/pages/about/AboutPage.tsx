import { useTexts } from '../../i18n/use-texts';
import { useLanguage } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import { SHOP_DETAILS } from '../../app/shop-details';
import { OpeningHours } from '../../components/OpeningHours';
import { ShopMap } from './ShopMap';
import './about.css';

const VALUES = [
  { key: 'VALUE_1', icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-4 9 3 3 5-6' },
  { key: 'VALUE_2', icon: 'M12 2l2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 16.8 6.1 20l1.4-6.6-5-4.5 6.6-.7z' },
  {
    key: 'VALUE_3',
    icon: 'M9 7a3 3 0 1 0 0-.1M17 8a2.5 2.5 0 1 0 0-.1M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M14 20c.3-2.6 1.5-4.5 3-4.5 2.2 0 4 2 4 4.5',
  },
  { key: 'VALUE_4', icon: 'M12 21s-7-4.4-9.3-9A5.3 5.3 0 0 1 12 6.6 5.3 5.3 0 0 1 21.3 12C19 16.6 12 21 12 21z' },
] as const;

/** /about: the hero with the store's map, our story, four values, the motto, the store, how to reach us and when it is open. */
export function AboutPage() {
  const { t } = useTexts();
  const language = useLanguage();
  usePageTitle(t('ABOUT.TITLE'));
  const tel = (phone: string) => `tel:${phone.replace(/-/g, '')}`;

  return (
    <div className="about">
      <header className="about__hero">
        <div className="about__hero-text">
          <h1 className="about__title">{t('ABOUT.TITLE')}</h1>
          <p className="about__subtitle">{t('ABOUT.SUBTITLE')}</p>
        </div>
        <section className="about__map" aria-label={t('ABOUT.MAP_TITLE')}>
          <ShopMap />
        </section>
      </header>

      <section className="about__section" aria-labelledby="about-story">
        <h2 id="about-story">{t('ABOUT.STORY_TITLE')}</h2>
        <p>{t('ABOUT.STORY_P1')}</p>
        <p>{t('ABOUT.STORY_P2')}</p>
      </section>

      <section className="about__section" aria-labelledby="about-values">
        <h2 id="about-values">{t('ABOUT.VALUES_TITLE')}</h2>
        <ul className="about__values">
          {VALUES.map((value) => (
            <li key={value.key} className="about__value">
              <svg
                className="about__value-icon"
                viewBox="0 0 24 24"
                width="36"
                height="36"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d={value.icon} />
              </svg>
              <h3>{t(`ABOUT.${value.key}_TITLE`)}</h3>
              <p>{t(`ABOUT.${value.key}_TEXT`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__section about__motto" aria-labelledby="about-motto">
        <h2 id="about-motto">{t('ABOUT.MOTTO_TITLE')}</h2>
        <blockquote>
          <p>{t('ABOUT.MOTTO_TEXT')}</p>
        </blockquote>
      </section>

      <div className="about__details">
        <section className="about__card" aria-labelledby="about-store">
          <h2 id="about-store">{t('ABOUT.STORE_DETAILS')}</h2>
          <dl>
            <div>
              <dt>{t('ABOUT.ADDRESS')}</dt>
              <dd>{SHOP_DETAILS.address[language].join(', ')}</dd>
            </div>
            <div>
              <dt>{t('ABOUT.FLOOR')}</dt>
              <dd>{SHOP_DETAILS.floor[language]}</dd>
            </div>
            <div>
              <dt>{t('ABOUT.SIZE')}</dt>
              <dd>
                <bdi>{SHOP_DETAILS.size[language]}</bdi>
              </dd>
            </div>
          </dl>
        </section>
        <section className="about__card" aria-labelledby="about-contact">
          <h2 id="about-contact">{t('ABOUT.CONTACT_TITLE')}</h2>
          <dl>
            <div>
              <dt>{t('ABOUT.MOBILE')}</dt>
              <dd>
                <a href={tel(SHOP_DETAILS.mobile)}>
                  <bdi dir="ltr">{SHOP_DETAILS.mobile}</bdi>
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('ABOUT.STORE_PHONE')}</dt>
              <dd>
                <a href={tel(SHOP_DETAILS.storePhone)}>
                  <bdi dir="ltr">{SHOP_DETAILS.storePhone}</bdi>
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('ABOUT.EMAIL')}</dt>
              <dd>
                <a href={`mailto:${SHOP_DETAILS.email}`}>
                  <bdi dir="ltr">{SHOP_DETAILS.email}</bdi>
                </a>
              </dd>
            </div>
          </dl>
        </section>
        <section className="about__card" aria-labelledby="about-hours">
          <h2 id="about-hours">{t('ABOUT.OPENING_HOURS')}</h2>
          <OpeningHours />
        </section>
      </div>
    </div>
  );
}
