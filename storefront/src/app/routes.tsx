import type { RouteObject } from 'react-router-dom';
import { AboutPage } from '../pages/about/AboutPage';
import { articleLoader } from '../pages/article/article.loader';
import { ArticlePage } from '../pages/article/ArticlePage';
import { articlesLoader } from '../pages/articles/articles.loader';
import { ArticlesPage } from '../pages/articles/ArticlesPage';
import { CartPage } from '../pages/cart/CartPage';
import { categoryLoader } from '../pages/category/category.loader';
import { CategoryPage } from '../pages/category/CategoryPage';
import { CheckoutPage } from '../pages/checkout/CheckoutPage';
import { homeLoader } from '../pages/home/home.loader';
import { HomePage } from '../pages/home/HomePage';
import { OrderSuccessPage } from '../pages/order-success/OrderSuccessPage';
import { orderTrackingLoader } from '../pages/order-tracking/order-tracking.loader';
import { OrderTrackingPage } from '../pages/order-tracking/OrderTrackingPage';
import { PaymentPage } from '../pages/payment/PaymentPage';
import { paymentLoader } from '../pages/payment/payment.loader';
import { productLoader } from '../pages/product/product.loader';
import { ProductPage } from '../pages/product/ProductPage';
import { searchLoader } from '../pages/search/search.loader';
import { SearchPage } from '../pages/search/SearchPage';
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
function pageRoutes(language: Language): RouteObject[] {
  return [
    { index: true, loader: homeLoader(language), element: <HomePage /> },
    { path: 'about', element: <AboutPage /> },
    { path: 'product/:id', loader: productLoader(language), element: <ProductPage /> },
    { path: 'category/:slug', loader: categoryLoader(language), element: <CategoryPage /> },
    { path: 'search', loader: searchLoader(language), element: <SearchPage /> },
    { path: 'cart', element: <CartPage /> },
    { path: 'checkout', element: <CheckoutPage /> },
    { path: 'articles', loader: articlesLoader(language), element: <ArticlesPage /> },
    { path: 'article/:slugOrId', loader: articleLoader(language), element: <ArticlePage /> },
    { path: 'order-success', element: <OrderSuccessPage /> },
    { path: 'order-tracking', loader: orderTrackingLoader(language), element: <OrderTrackingPage /> },
    { path: 'payment/:orderId', loader: paymentLoader(language), element: <PaymentPage /> },
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
    hydrateFallbackElement: <div className="spinner spinner--page" role="status"><span className="spinner__wheel" aria-hidden="true" /></div>,
    // A pathless child holds the pages, so a failed page keeps the header and footer around its error.
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes(language) }],
  };
}

export const routes: RouteObject[] = [languageTree('ru', '/ru'), languageTree('he', '/')];

