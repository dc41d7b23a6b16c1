import { useTexts } from '../../i18n/use-texts';
import { Link, useLoaderData, useNavigation, useRouteLoaderData } from 'react-router-dom';
import type { CategoryView } from '../../api/categories';
import { useLanguage, useLocalPath } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import type { LayoutData } from '../../app/ShopLayout';
import { Picture } from '../../components/Picture';
import { ProductGrid } from '../../components/ProductCard';
import { Spinner } from '../../components/Spinner';
import { DEFAULT_BANNER_IMAGE } from '../../rules/image-url';
import { pathWithoutLanguage } from '../../rules/language';
import type { HomeData } from './home.loader';
import './home-page.css';

/** Banners show two a row on a phone (home-page.css) and at most about 330 px wide on larger screens. */
const BANNER_SIZES = '(max-width: 560px) 50vw, 330px';

/** 'Choose your circle': one banner per category, opening its page. */
function CategoryBanners({ categories }: { categories: CategoryView[] }) {
  const { t } = useTexts();
  const to = useLocalPath();
  if (categories.length === 0) return null;
  return (
    <section className="section" aria-labelledby="circles-title">
      <h2 id="circles-title" className="section__title">
        {t('HOME.CHOOSE_YOUR_CIRCLE')}
      </h2>
      <p className="home__lead">{t('HOME.CHOOSE_YOUR_CIRCLE_DESC')}</p>
      <ul className="banner-grid">
        {categories.map((category, index) => (
          <li key={category.id}>
            <Link className="banner" to={to(`/category/${encodeURIComponent(category.slug)}`)}>
              <Picture
                className="banner__image"
                src={category.image_url}
                fallback={DEFAULT_BANNER_IMAGE}
                alt=""
                width={400}
                height={240}
                sizes={BANNER_SIZES}
                priority={index < 2}
              />
              <span className="banner__text">
                <span className="banner__title" dir="auto">
                  {category.name}
                </span>
                {category.description && (
                  <span className="banner__description" dir="auto">
                    {category.description}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Home: the category banners, then latest, recommended, popular and special offers (each only when it has products). */
export function HomePage() {
  const { t } = useTexts();
  const language = useLanguage();
  const navigation = useNavigation();
  const { sections, seoTitle } = useLoaderData() as HomeData;
  const layout = useRouteLoaderData(`layout-${language}`) as LayoutData | undefined;
  usePageTitle(seoTitle ?? t('HOME.TITLE'), { exact: Boolean(seoTitle) });

  // Coming back to home from elsewhere (or in the other language): its lists are on their way.
  const loadingHome = navigation.state === 'loading' && pathWithoutLanguage(navigation.location.pathname) === '/';

  return (
    <div className="home">
      <h1 className="visually-hidden">{seoTitle ?? t('HOME.TITLE')}</h1>
      <CategoryBanners categories={layout?.categories ?? []} />
      {loadingHome ? (
        <Spinner label={t('HOME.LOADING_PRODUCTS')} />
      ) : (
        sections
          .filter((section) => section.products.length > 0)
          .map((section, index) => (
            <section key={section.key} className="section" aria-labelledby={`home-${section.key}`}>
              <h2 id={`home-${section.key}`} className="section__title">
                {t(section.title)}
              </h2>
              <ProductGrid products={section.products} firstPriority={index === 0} />
            </section>
          ))
      )}
    </div>
  );
}
