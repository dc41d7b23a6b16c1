import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { articleLoader } from '../pages/article/article.loader';
import { articlesLoader } from '../pages/articles/articles.loader';
import { categoryLoader, categoryShouldRevalidate } from '../pages/category/category.loader';
import { homeLoader } from '../pages/home/home.loader';
import { orderSuccessLoader } from '../pages/order-success/order-success.loader';
import { orderTrackingLoader } from '../pages/order-tracking/order-tracking.loader';
import { paymentLoader } from '../pages/payment/payment.loader';
import { productLoader } from '../pages/product/product.loader';
import { reviewLoader } from '../pages/review/review.loader';
import { searchLoader } from '../pages/search/search.loader';
import type { Language } from '../rules/language';
import { CatchAllPage } from './CatchAllPage';
import { layoutLoader, layoutShouldRevalidate } from './layout.loader';
import { RootErrorPage } from './RootErrorPage';
import { RouteErrorPage } from './RouteErrorPage';
import { ShopLayout } from './ShopLayout';

/**
 * The shopper routes of the spec, once per language: Hebrew at the spec's paths, Russian under /ru.
 * Each page reads its data through its route loader (the same on a server render and in the browser).
 * backend/src/modules/web/domain/storefront-paths.ts mirrors this table for the HTTP status.
 */
/**
 * Each page's code is its own chunk, loaded with its route (the home page's first load carries only the
 * frame and the home page). The server resolves them before rendering; main.tsx before hydrating.
 */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

function pageRoutes(language: Language): RouteObject[] {
  return [
    { index: true, loader: homeLoader(language), lazy: page(() => import('../pages/home/HomePage'), 'HomePage') },
    { path: 'about', lazy: page(() => import('../pages/about/AboutPage'), 'AboutPage') },
    { path: 'product/:id', loader: productLoader(language), lazy: page(() => import('../pages/product/ProductPage'), 'ProductPage') },
    {
      path: 'category/:slug',
      loader: categoryLoader(language),
      shouldRevalidate: categoryShouldRevalidate,
      lazy: page(() => import('../pages/category/CategoryPage'), 'CategoryPage'),
    },
    { path: 'search', loader: searchLoader(language), lazy: page(() => import('../pages/search/SearchPage'), 'SearchPage') },
    { path: 'cart', lazy: page(() => import('../pages/cart/CartPage'), 'CartPage') },
    { path: 'checkout', lazy: page(() => import('../pages/checkout/CheckoutPage'), 'CheckoutPage') },
    { path: 'articles', loader: articlesLoader(language), lazy: page(() => import('../pages/articles/ArticlesPage'), 'ArticlesPage') },
    { path: 'article/:slugOrId', loader: articleLoader(language), lazy: page(() => import('../pages/article/ArticlePage'), 'ArticlePage') },
    {
      path: 'order-success',
      loader: orderSuccessLoader(language),
      lazy: page(() => import('../pages/order-success/OrderSuccessPage'), 'OrderSuccessPage'),
    },
    {
      path: 'order-tracking',
      loader: orderTrackingLoader(language),
      lazy: page(() => import('../pages/order-tracking/OrderTrackingPage'), 'OrderTrackingPage'),
    },
    // Cancelling an order (Consumer Protection Law 14C): nothing to load, the form is the page.
    { path: 'cancel', lazy: page(() => import('../pages/cancel/CancelPage'), 'CancelPage') },
    // A buyer's review through the emailed link, and the back-in-stock email's unsubscribe link.
    { path: 'review', loader: reviewLoader(language), lazy: page(() => import('../pages/review/ReviewPage'), 'ReviewPage') },
    {
      path: 'back-in-stock/stop',
      lazy: page(() => import('../pages/back-in-stock-stop/BackInStockStopPage'), 'BackInStockStopPage'),
    },
    { path: 'payment/:orderId', loader: paymentLoader(language), lazy: page(() => import('../pages/payment/PaymentPage'), 'PaymentPage') },
    // The provider's return addresses: /payment-success..., /payment-error... (any path starting with them)
    // reach the catch-all, which tells them from unknown addresses.
    { path: '*', element: <CatchAllPage /> },
  ].map((route) => ({ ...route, id: `${language}:${route.path ?? 'home'}` }));
}

function languageTree(language: Language, path: string): RouteObject {
  return {
    id: `layout-${language}`,
    path,
    loader: layoutLoader(language),
    shouldRevalidate: layoutShouldRevalidate,
    element: <ShopLayout language={language} />,
    errorElement: <RootErrorPage language={language} />,
    // Shown only while the very first page's data loads in the browser.
    hydrateFallbackElement: (
      <div className="spinner spinner--page" role="status">
        <span className="spinner__wheel" aria-hidden="true" />
      </div>
    ),
    // A pathless child holds the pages, so a failed page keeps the header and footer around its error.
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes(language) }],
  };
}

export const routes: RouteObject[] = [languageTree('ru', '/ru'), languageTree('he', '/')];
