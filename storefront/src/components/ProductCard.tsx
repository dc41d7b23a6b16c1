import { useTexts } from '../i18n/use-texts';
import { Link } from 'react-router-dom';
import type { ProductView } from '../api/products';
import { useLocalPath } from '../app/language-context';
import { useCart } from '../cart/cart-store';
import { markdownToPlainText, truncateText } from 'shop-rules';
import { priceDisplay } from '../rules/price';
import { useAddedNotice } from './AddedNotice';
import { Picture } from './Picture';
import { ProductPrice } from './Price';

/** Card descriptions are cut at 100 characters (the spec). */
const CARD_DESCRIPTION_LENGTH = 100;
/** Two cards a row on a phone (shop.css), at most about 320 px wide on larger screens. */
const CARD_SIZES = '(max-width: 560px) 50vw, 320px';

/**
 * A product in a grid: links to its page; add-to-cart only for a product in stock without variants,
 * a view-details button for a product with variants, a disabled out-of-stock button otherwise.
 */
export function ProductCard({ product, priority = false }: { product: ProductView; priority?: boolean }) {
  const { t } = useTexts();
  const to = useLocalPath();
  const cart = useCart();
  const announceAdded = useAddedNotice();
  const href = to(`/product/${product.id}`);
  const description = truncateText(markdownToPlainText(product.description), CARD_DESCRIPTION_LENGTH);

  const addToCart = () => {
    cart.add({
      id: product.id,
      product_id: product.id,
      name: product.name,
      price: priceDisplay(product).current,
      image: product.image_url,
      variant_name: '',
    });
    announceAdded(product.name);
  };

  return (
    <article className="product-card">
      <Link to={href} className="product-card__link">
        {/* The name below is the link's text; the picture repeats it, so it stays silent. */}
        <Picture
          className="product-card__image"
          src={product.image_url}
          alt=""
          width={320}
          height={320}
          sizes={CARD_SIZES}
          priority={priority}
        />
        <h3 className="product-card__name" dir="auto">
          {product.name}
        </h3>
      </Link>
      {description && (
        <p className="product-card__description" dir="auto">
          {description}
        </p>
      )}
      <div className="product-card__footer">
        <ProductPrice product={product} />
        {!product.in_stock ? (
          <button type="button" className="button" disabled>
            {t('PRODUCT.OUT_OF_STOCK')}
          </button>
        ) : product.has_variants ? (
          <Link className="button" to={href} aria-label={`${t('PRODUCT.VIEW_DETAILS')}: ${product.name}`}>
            {t('PRODUCT.VIEW_DETAILS')}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={addToCart}
            aria-label={`${t('PRODUCT.ADD_TO_CART')}: ${product.name}`}
          >
            {t('PRODUCT.ADD_TO_CART')}
          </button>
        )}
      </div>
    </article>
  );
}

export function ProductGrid({ products, firstPriority = false }: { products: ProductView[]; firstPriority?: boolean }) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priority={firstPriority && index < 2} />
      ))}
    </div>
  );
}
