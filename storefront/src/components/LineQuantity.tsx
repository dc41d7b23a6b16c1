import { useTexts } from '../i18n/use-texts';
import { useCart } from '../cart/cart-store';
import type { CartItem } from '../rules/cart';
import { MAX_QUANTITY } from 'shop-rules';

/**
 * The minus / count / plus of one cart line, the same in the header's cart and on the cart page:
 * minus is disabled at 1 (remove is its own button), plus at the most the line may hold.
 */
export function LineQuantity({ item, max = MAX_QUANTITY, className }: { item: CartItem; max?: number; className?: string }) {
  const { t } = useTexts();
  const cart = useCart();
  return (
    <div className={`quantity${className ? ` ${className}` : ''}`} role="group" aria-label={`${t('CART.QUANTITY')}: ${item.name}`}>
      <button
        type="button"
        aria-label={t('CART.DECREASE')}
        disabled={item.quantity <= 1}
        onClick={() => cart.setQuantity(item, item.quantity - 1)}
      >
        −
      </button>
      <span className="quantity__value" aria-live="polite">
        {item.quantity}
      </span>
      <button
        type="button"
        aria-label={t('CART.INCREASE')}
        disabled={item.quantity >= max}
        onClick={() => cart.setQuantity(item, item.quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
