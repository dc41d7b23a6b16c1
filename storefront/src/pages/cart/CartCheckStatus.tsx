import { useTexts } from '../../i18n/use-texts';
import type { CartCheck } from '../../rules/cart-check';
import type { CartCheckState } from './use-cart-check';

/** Where the server's check of the cart stands: checking, could not check, or lines that need the shopper. */
export function CartCheckStatus({ check, state }: { check: CartCheck; state: CartCheckState }) {
  const { t } = useTexts();
  if (state === 'checking') {
    return (
      <p className="cart-check cart-check--busy" role="status">
        {t('CART.CHECKING')}
      </p>
    );
  }
  if (state === 'failed') {
    return (
      <p className="cart-check cart-check--failed" role="status">
        {t('CART.CHECK_FAILED')}
      </p>
    );
  }
  if (state === 'checked' && !check.orderable) {
    return (
      <p className="cart-check cart-check--problem" role="alert">
        {t('CART.HAS_PROBLEMS')}
      </p>
    );
  }
  return null;
}
