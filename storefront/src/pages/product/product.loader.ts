import type { LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { getProduct, listProducts, ProductView } from '../../api/products';
import { getProductReviews, ReviewsPage } from '../../api/reviews';
import type { Language } from '../../rules/language';
import type { SafeHtml } from 'shop-rules/markdown-html';
import { chooseRelated, RELATED_LIMIT } from '../../rules/product-page';
import { parseProductId } from '../../rules/route-params';

export type ProductPageData =
  | { state: 'found'; product: ProductView; related: ProductView[]; descriptionHtml: SafeHtml; reviews: ReviewsPage | null }
  | { state: 'not-found' }
  | { state: 'failed' };

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';

/** A list that fails is an empty list (related products are a bonus, never the reason a product page fails). */
async function quietly(list: Promise<{ products: ProductView[] }>): Promise<ProductView[]> {
  try {
    return (await list).products;
  } catch (error) {
    if (isAbort(error)) throw error;
    return [];
  }
}

/** Up to 4 from the product's categories (one more each, since the product itself may be among them), else recommended ones. */
async function relatedProducts(product: ProductView, lang: Language, signal: AbortSignal): Promise<ProductView[]> {
  const perList = RELATED_LIMIT + 1;
  const fromCategories = await Promise.all(
    product.categories.slice(0, 3).map((category) => quietly(listProducts({ lang, category: category.slug, per_page: perList }, signal))),
  );
  const related = chooseRelated(product.id, fromCategories);
  if (related.length > 0) return related;
  return chooseRelated(product.id, [], await quietly(listProducts({ lang, recommended: true, per_page: perList }, signal)));
}

async function firstReviews(productId: number, signal: AbortSignal): Promise<ReviewsPage | null> {
  try {
    return await getProductReviews(productId, 1, signal);
  } catch (error) {
    if (isAbort(error)) throw error;
    return null;
  }
}

/**
 * The product page's data: the product and its related products. An address without a usable id asks
 * nothing of the API (the spec: a non-numeric or zero id does nothing); a 404 is "not found", any other
 * failure "failed to load" (the page shows its own error state for both).
 */
export function productLoader(language: Language) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<ProductPageData> => {
    const id = parseProductId(params.id);
    if (id === null) return { state: 'not-found' };
    let product: ProductView;
    try {
      product = await getProduct(id, language, request.signal);
    } catch (error) {
      if (isAbort(error)) throw error;
      return { state: error instanceof ApiError && error.notFound ? 'not-found' : 'failed' };
    }
    const [related, { markdownToSafeHtml }, reviews] = await Promise.all([
      relatedProducts(product, language, request.signal),
      import('shop-rules/markdown-html'),
      // Only a product with published reviews asks for them; like related products, they never fail the page.
      product.rating ? firstReviews(product.id, request.signal) : Promise.resolve(null),
    ]);
    return { state: 'found', product, related, descriptionHtml: markdownToSafeHtml(product.description), reviews };
  };
}
