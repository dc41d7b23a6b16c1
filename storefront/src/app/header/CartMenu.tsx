import { useTexts } from '../../i18n/use-texts';
import { Link } from 'react-router-dom';
import { useCart } from '../../cart/cart-store';
import { useDropdown } from '../../components/dropdowns';
import { LineQuantity } from '../../components/LineQuantity';
import { Picture } from '../../components/Picture';
import { Money } from '../../components/Price';
import { useLocalPath } from '../language-context';
import { VariantName } from '../../components/VariantName';

/** The cart icon with its count, and the dropdown of lines with quantity buttons, total, cart and checkout links. */
export function CartMenu() {
  const { t } = useTexts();
  const to = useLocalPath();
  const cart = useCart();
  const dropdown = useDropdown('cart');

  return (
    <div className="dropdown dropdown--end" ref={dropdown.rootRef}>
      <button
        className="header__icon-button cart-button"
        aria-label={t('HEADER.CART_WITH_COUNT', { count: cart.count })}
        {...dropdown.buttonProps}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 2-1.5L21 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="10" cy="20" r="1.5" fill="currentColor" />
          <circle cx="18" cy="20" r="1.5" fill="currentColor" />
        </svg>
        <span className="cart-button__badge" aria-hidden="true" data-testid="cart-count">
          {cart.count}
        </span>
      </button>
      <div className="dropdown__panel cart-dropdown" role="region" aria-label={t('CART.TITLE')} {...dropdown.panelProps}>
        {cart.items.length === 0 ? (
          <p className="cart-dropdown__empty">{t('CART.EMPTY')}</p>
        ) : (
          <>
            <ul className="cart-dropdown__lines">
              {cart.items.map((item) => (
                <li key={`${item.id}-${item.variant_id ?? ''}`} className="cart-line">
                  <Picture className="cart-line__image" src={item.image} alt="" width={48} height={48} />
                  <div className="cart-line__text">
                    <span className="cart-line__name" dir="auto">
                      {item.name}
                    </span>
                    {item.variant_name && (
                      <span className="cart-line__variant" dir="auto">
                        <VariantName name={item.variant_name} />
                      </span>
                    )}
                    <Money amount={item.price} />
                  </div>
                  <LineQuantity item={item} className="quantity--small" />
                  <button
                    type="button"
                    className="cart-line__remove"
                    aria-label={`${t('CART.REMOVE')}: ${item.name}`}
                    onClick={() => cart.remove(item)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <p className="cart-dropdown__total">
              <span>{t('CART.TOTAL')}</span> <Money amount={cart.total} />
            </p>
          </>
        )}
        <div className="cart-dropdown__actions">
          <Link className="button" to={to('/cart')} onClick={dropdown.close}>
            {t('CART.VIEW_CART')}
          </Link>
          <Link className="button button--primary" to={to('/checkout')} onClick={dropdown.close}>
            {t('CART.CHECKOUT')}
          </Link>
        </div>
      </div>
    </div>
  );
}
