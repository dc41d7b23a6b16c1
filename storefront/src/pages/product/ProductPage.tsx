import { useEffect } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { useLoaderData, useNavigation, useNavigationType, useRevalidator } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { pathWithoutLanguage } from '../../rules/language';
import type { ProductPageData } from './product.loader';
import { ProductDetails } from './ProductDetails';
import './product-page.css';

const isProductPath = (pathname: string) => pathWithoutLanguage(pathname).startsWith('/product/');

/** /product/{id}: the product, or "not found" / "failed to load" with a way back home. */
export function ProductPage() {
  const data = useLoaderData() as ProductPageData;
  const { t } = useTexts();
  const navigation = useNavigation();
  const navigationType = useNavigationType();
  const revalidator = useRevalidator();
  const productId = data.state === 'found' ? data.product.id : null;

  usePageTitle(data.state === 'found' ? data.product.name : t(data.state === 'not-found' ? 'PRODUCT.NOT_FOUND' : 'PRODUCT.LOAD_FAILED'));

  // The spec: a new product starts at the top (back and forward keep their place).
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [productId, navigationType]);

  // Another product on its way: show that, not the previous product's buttons.
  if (navigation.state === 'loading' && isProductPath(navigation.location.pathname)) return <Spinner label={t('PRODUCT.LOADING')} />;

  if (data.state === 'not-found') return <ErrorState title={t('PRODUCT.NOT_FOUND')} message={t('NOT_FOUND.MESSAGE')} />;
  if (data.state === 'failed') {
    return <ErrorState title={t('PRODUCT.LOAD_FAILED')} message={t('COMMON.LOAD_FAILED')} onRetry={() => void revalidator.revalidate()} />;
  }
  return (
    <ProductDetails
      key={data.product.id}
      product={data.product}
      related={data.related}
      descriptionHtml={data.descriptionHtml}
      reviews={data.reviews}
    />
  );
}
