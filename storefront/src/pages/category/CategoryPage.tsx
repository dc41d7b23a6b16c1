import { useTexts } from '../../i18n/use-texts';
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { listProducts } from '../../api/products';
import { useLanguage, useLocalPath } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import { Breadcrumb } from '../../components/Breadcrumb';
import { EmptyState } from '../../components/ErrorState';
import { MoreProductsGrid } from '../../components/MoreProductsGrid';
import { Spinner } from '../../components/Spinner';
import { CategoryFilters, filtersActive, filtersToQuery, NO_FILTERS, withShownPages } from '../../rules/category-filters';
import { pathWithoutLanguage } from '../../rules/language';
import { capitalisedSlug } from '../../rules/route-params';
import { CategoryPageData, categoryProductQuery } from './category.loader';
import { FilterPanel } from './FilterPanel';
import './category-page.css';

/** /category/{slug}: breadcrumb, title, description, the visible filter panel and the products, more on demand. */
export function CategoryPage() {
  const { t } = useTexts();
  const language = useLanguage();
  const to = useLocalPath();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const { slug, category, filters, shown, shownPages, seoTitle } = useLoaderData() as CategoryPageData;
  const name = category?.name || capitalisedSlug(slug);
  usePageTitle(seoTitle ?? name, { exact: Boolean(seoTitle) });

  // New filters go into the address; the loader reads them. The page keeps its scroll place.
  const applyFilters = (next: CategoryFilters) => {
    const query = filtersToQuery(next).toString();
    navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { preventScrollReset: true });
  };
  // 'Show more' keeps the number of shown pages in the address (replacing it: one history entry per list).
  const rememberShownPages = (pages: number) =>
    navigate({ pathname: location.pathname, search: withShownPages(location.search, pages) }, { replace: true, preventScrollReset: true });
  const refiltering = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const active = filtersActive(filters);
  // Another category on its way (from the menu, say): show that rather than this one's products.
  if (navigation.state === 'loading' && !refiltering && pathWithoutLanguage(navigation.location.pathname).startsWith('/category/')) {
    return <Spinner label={t('CATEGORY.LOADING')} />;
  }

  return (
    <div className="category-page">
      <Breadcrumb items={[{ label: t('HEADER.HOME'), to: to('/') }, { label: name }]} />
      <header className="category-page__header">
        <h1 className="page__title" dir="auto">
          {name}
        </h1>
        {category?.description && (
          <p className="category-page__description" dir="auto">
            {category.description}
          </p>
        )}
      </header>
      <div className="category-page__layout">
        <FilterPanel filters={filters} onApply={applyFilters} />
        <section className="category-page__products" aria-labelledby="category-products-title">
          {/* The cards' names are h3: on a phone the filters' h2 is folded away, so the list has its own. */}
          <h2 id="category-products-title" className="visually-hidden">
            {t('CATEGORY.PRODUCTS_COUNT', { count: shown.total })}
          </h2>
          {shown.products.length === 0 ? (
            <div aria-busy={refiltering}>
              {active ? (
                <EmptyState title={t('CATEGORY.NO_PRODUCTS_MATCH')} description={t('CATEGORY.NO_PRODUCTS_MATCH_DESC')}>
                  <button type="button" className="button" onClick={() => applyFilters(NO_FILTERS)}>
                    {t('CATEGORY.RESET_FILTERS')}
                  </button>
                </EmptyState>
              ) : (
                <EmptyState title={t('CATEGORY.NO_PRODUCTS_FOUND')} description={t('CATEGORY.NO_PRODUCTS_DESC')} />
              )}
            </div>
          ) : (
            <MoreProductsGrid
              key={`${language}:${slug}:${filtersToQuery(filters).toString()}`}
              products={shown.products}
              pagesShown={shownPages}
              onPagesShown={rememberShownPages}
              total={shown.total}
              busy={refiltering}
              loadPage={(page) => listProducts(categoryProductQuery(language, slug, filters, page))}
              texts={{ showing: 'CATEGORY.SHOWING', loadMore: 'CATEGORY.LOAD_MORE', failed: 'CATEGORY.LOAD_MORE_FAILED' }}
            />
          )}
        </section>
      </div>
    </div>
  );
}
