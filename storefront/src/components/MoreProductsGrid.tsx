import { useState } from 'react';
import { useTexts } from '../i18n/use-texts';
import type { ProductPage, ProductView } from '../api/products';
import { ProductGrid } from './ProductCard';
import './more-products-grid.css';

interface MoreProductsGridProps {
  /** The pages shown first (1 to pagesShown), from the route's loader. */
  products: ProductView[];
  pagesShown?: number;
  /** Told how many pages are shown after each 'show more' (the category keeps it in its address). */
  onPagesShown?: (pages: number) => void;
  total: number;
  /** Reads page n (2, 3, ...) of the same list; called from the button, never while rendering. */
  loadPage: (page: number) => Promise<ProductPage>;
  /** 'Showing {{shown}} of {{total}}', 'Show more' and the failure text of this list. */
  texts: { showing: string; loadMore: string; failed: string };
  busy?: boolean;
}

/**
 * A product grid that grows on demand: 'show more' appends the next page (a category can hold
 * thousands of products, so none is read before it is asked for). The parent keys it by its list
 * (category, filters, language), so another list starts again from its first page.
 */
export function MoreProductsGrid({ products, total, loadPage, texts, busy = false, pagesShown = 1, onPagesShown }: MoreProductsGridProps) {
  const { t } = useTexts();
  const [shown, setShown] = useState(products);
  const [nextPage, setNextPage] = useState(pagesShown + 1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // An empty page means the list shrank meanwhile: nothing more to ask for.
  const [exhausted, setExhausted] = useState(false);

  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const page = await loadPage(nextPage);
      // Products added meanwhile shift the pages: never show one twice.
      setShown((current) => [...current, ...page.products.filter((product) => !current.some((known) => known.id === product.id))]);
      setNextPage((n) => n + 1);
      if (page.products.length === 0) setExhausted(true);
      else onPagesShown?.(nextPage);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const more = shown.length < total && !exhausted;
  return (
    <div className="more-products" aria-busy={busy || loading}>
      <ProductGrid products={shown} firstPriority />
      <div className="more-products__footer">
        <p className="more-products__count" aria-live="polite">
          {t(texts.showing, { shown: shown.length, total, count: total })}
        </p>
        {failed && (
          <p className="field__error" role="alert">
            {t(texts.failed)}
          </p>
        )}
        {more && (
          <button type="button" className="button" onClick={() => void loadMore()} disabled={loading}>
            {loading ? t('COMMON.LOADING') : t(texts.loadMore)}
          </button>
        )}
      </div>
    </div>
  );
}
