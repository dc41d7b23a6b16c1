import { useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { useNavigate } from 'react-router-dom';
import type { ProductView } from '../../api/products';
import { useLocalPath } from '../../app/language-context';
import { useCart } from '../../cart/cart-store';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Markdown } from '../../components/Markdown';
import { ProductPrice } from '../../components/Price';
import { ProductGrid } from '../../components/ProductCard';
import type { SafeHtml } from 'shop-rules/markdown-html';
import { priceDisplay } from '../../rules/price';
import { cartLineFor, selectionPrice } from '../../rules/product-page';
import { selectionInStock } from '../../rules/stock';
import { AddedToCartDialog } from './AddedToCartDialog';
import { ProductGallery } from './ProductGallery';
import { QuantityPicker } from './QuantityPicker';
import { VariantPicker } from './VariantPicker';
import type { ReviewsPage } from '../../api/reviews';
import { StarRating } from '../../components/StarRating';
import { averageText } from '../../rules/stars';
import { variantName } from '../../rules/product-page';
import { BackInStockForm } from './BackInStockForm';
import { ProductReviews } from './ProductReviews';

/**
 * One product: gallery, name, stock, price, variants, quantity, add-to-cart and buy-now, description,
 * related products. The page keys it by product id, so another product starts again from the first
 * variant and a quantity of 1.
 */
export function ProductDetails({
  product,
  related,
  descriptionHtml,
  reviews,
}: {
  product: ProductView;
  related: ProductView[];
  descriptionHtml: SafeHtml;
  reviews: ReviewsPage | null;
}) {
  const { t } = useTexts();
  const to = useLocalPath();
  const navigate = useNavigate();
  const cart = useCart();
  const [variantIndex, setVariantIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<ReturnType<typeof cartLineFor> | null>(null);

  const variant = product.has_variants ? product.variants[variantIndex] : undefined;
  const inStock = selectionInStock(product, variant);
  const line = cartLineFor(
    { id: product.id, name: product.name, image_url: product.image_url, current_price: priceDisplay(product).current },
    variant,
  );
  const category = product.categories[0];

  const addToCart = () => {
    cart.add(line, quantity);
    setAdded(line);
  };
  const buyNow = () => {
    cart.add(line, quantity);
    navigate(to('/checkout'));
  };

  return (
    <article className="product-page">
      <Breadcrumb
        items={[
          { label: t('HEADER.HOME'), to: to('/') },
          ...(category ? [{ label: category.name, to: to(`/category/${encodeURIComponent(category.slug)}`) }] : []),
          { label: product.name },
        ]}
      />
      <div className="product-page__top">
        <ProductGallery name={product.name} images={product.images} imageUrl={product.image_url} />
        <div className="product-page__buy">
          <h1 className="product-page__title" dir="auto">
            {product.name}
          </h1>
          {product.rating && (
            <p className="product-page__rating">
              <StarRating rating={product.rating.average} label={t('REVIEWS.SUMMARY', { average: averageText(product.rating.average) })} />
              <a href="#reviews">{t('REVIEWS.COUNT', { count: product.rating.count })}</a>
            </p>
          )}
          <p className="product-page__stock">
            <span className={`badge ${inStock ? 'badge--ok' : 'badge--bad'}`}>
              {inStock ? t('PRODUCT.IN_STOCK') : t('PRODUCT.OUT_OF_STOCK')}
            </span>
          </p>
          <p className="product-page__price">
            <ProductPrice product={selectionPrice(product, variant)} />
          </p>
          {product.has_variants && <VariantPicker variants={product.variants} selected={variantIndex} onSelect={setVariantIndex} />}
          <QuantityPicker value={quantity} onChange={setQuantity} />
          <div className="product-page__actions">
            <button type="button" className="button button--primary" disabled={!inStock} onClick={addToCart}>
              {t('PRODUCT.ADD_TO_CART')}
            </button>
            <button type="button" className="button button--accent" disabled={!inStock} onClick={buyNow}>
              {t('PRODUCT.BUY_NOW')}
            </button>
          </div>
          {!inStock && (
            <BackInStockForm
              key={variant?.id ?? 'product'}
              productId={product.id}
              variantId={variant?.id ?? null}
              itemName={variant ? `${product.name} (${variantName(variant)})` : product.name}
            />
          )}
        </div>
      </div>
      <section className="product-page__description section" aria-labelledby="product-description-title">
        <h2 id="product-description-title" className="section__title">
          {t('PRODUCT.DESCRIPTION')}
        </h2>
        {product.description.trim() ? <Markdown html={descriptionHtml} /> : <p>{t('PRODUCT.NO_DESCRIPTION')}</p>}
      </section>
      {product.rating && reviews && reviews.reviews.length > 0 && (
        <ProductReviews productId={product.id} rating={product.rating} first={reviews} />
      )}
      {related.length > 0 && (
        <section className="section" aria-labelledby="related-title">
          <h2 id="related-title" className="section__title">
            {t('PRODUCT.RELATED')}
          </h2>
          <ProductGrid products={related} />
        </section>
      )}
      <AddedToCartDialog line={added} quantity={quantity} onClose={() => setAdded(null)} />
    </article>
  );
}
