import { useTexts } from '../../i18n/use-texts';
import { Link, useLoaderData, useLocation, useNavigation } from 'react-router-dom';
import { searchProducts } from '../../api/products';
import { useLanguage, useLocalPath } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import { EmptyState } from '../../components/ErrorState';
import { MoreProductsGrid } from '../../components/MoreProductsGrid';
import { searchQuery, SearchPageData } from './search.loader';

/** The header's search box leads here: the matches, how many, and more on demand. */
export function SearchPage() {
  const { t } = useTexts();
  const language = useLanguage();
  const to = useLocalPath();
  const location = useLocation();
  const navigation = useNavigation();
  const { q, firstPage } = useLoaderData() as SearchPageData;
  const title = q ? t('SEARCH.RESULTS_FOR', { query: q }) : t('SEARCH.TITLE');
  usePageTitle(title);
  const searching = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  return (
    <div className="search-page">
      <h1 className="page__title">{q ? <bdi>{title}</bdi> : title}</h1>
      {!firstPage ? (
        // The page's heading is already 'Search': the empty state only says what to do.
        <EmptyState description={t('SEARCH.EMPTY_QUERY')}>
          <Link className="button" to={to('/')}>
            {t('COMMON.BACK_TO_HOME')}
          </Link>
        </EmptyState>
      ) : firstPage.total === 0 ? (
        <div aria-busy={searching}>
          <EmptyState title={t('SEARCH.NO_RESULTS')} description={t('SEARCH.NO_RESULTS_DESC')} />
        </div>
      ) : (
        <>
          <p className="search-page__count" role="status">
            {t('SEARCH.RESULTS_COUNT', { count: firstPage.total })}
          </p>
          <MoreProductsGrid
            key={`${language}:${q}`}
            products={firstPage.products}
            total={firstPage.total}
            busy={searching}
            loadPage={(page) => searchProducts(searchQuery(language, q, page))}
            texts={{ showing: 'CATEGORY.SHOWING', loadMore: 'SEARCH.LOAD_MORE', failed: 'SEARCH.LOAD_MORE_FAILED' }}
          />
        </>
      )}
    </div>
  );
}
