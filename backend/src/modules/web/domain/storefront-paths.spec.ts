import { isBackendPath, isStorefrontRoute } from './storefront-paths';

describe('storefront paths', () => {
  it.each([
    '/',
    '/about',
    '/product/12',
    '/category/running',
    '/cart',
    '/checkout',
    '/search',
    '/articles',
    '/article/takanon-haatar',
    '/order-success',
    '/order-tracking',
    '/cancel',
    '/ru/cancel',
    '/payment/0b9c',
    '/payment-success',
    '/payment-success/x',
    '/payment-error',
    '/ru',
    '/ru/',
    '/ru/product/12',
    '/ru/category/running/',
  ])('knows %s', (path) => {
    expect(isStorefrontRoute(path)).toBe(true);
  });

  it.each(['/nothing-here', '/cancel/ORD-1-1', '/product', '/product/1/2', '/ru/nothing', '/rux/product/1', '/he/product/1'])(
    'does not know %s',
    (path) => {
      expect(isStorefrontRoute(path)).toBe(false);
    },
  );

  it('leaves the backend its own prefixes', () => {
    expect(isBackendPath('/api/products')).toBe(true);
    expect(isBackendPath('/admin')).toBe(true);
    expect(isBackendPath('/i18n/he.json')).toBe(true);
    expect(isBackendPath('/sandbox/tranzila/x')).toBe(true);
    expect(isBackendPath('/uploads/a.png')).toBe(true);
    expect(isBackendPath('/apiary')).toBe(false);
    expect(isBackendPath('/about')).toBe(false);
  });
});
