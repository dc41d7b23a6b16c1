import { FormEvent } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Link } from 'react-router-dom';
import { useLocalPath } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import { useCart } from '../../cart/cart-store';
import { EmptyState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { cartQuoteKey, withRefusal } from '../../rules/cart-check';
import { CartCheckStatus } from '../cart/CartCheckStatus';
import { useCartCheck } from '../cart/use-cart-check';
import { CustomerFields } from './CustomerFields';
import { ErrorSummary } from './ErrorSummary';
import { OrderSummary } from './OrderSummary';
import { useCheckout } from './use-checkout';
import './checkout.css';

/**
 * Checkout: the customer form, the order summary and the place-order button (storefront spec, /checkout).
 * An empty cart has nothing to order: the page says so and leads back to the shop instead of the form.
 */
export function CheckoutPage() {
  const { t } = useTexts();
  const to = useLocalPath();
  usePageTitle(t('CHECKOUT.TITLE'));
  const cart = useCart();
  const cartCheck = useCartCheck();
  // A refused order asks the server again, so every line shows what is left now.
  const checkout = useCheckout({ onRefused: cartCheck.recheck });
  const refusal = checkout.refusal?.cartKey === cartQuoteKey(cart.items) ? checkout.refusal.problems : new Map();
  const check = withRefusal(cartCheck.check, refusal);
  const empty = cart.loaded && cart.items.length === 0 && !checkout.placed;

  // The button stays enabled: pressed on a form with problems, it shows each one beside its field.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void checkout.submit();
  };

  return (
    <section className="page checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('CHECKOUT.TITLE')}</h1>
      {!cart.loaded ? (
        <Spinner label={t('COMMON.LOADING')} />
      ) : empty ? (
        <EmptyState title={t('CART.EMPTY')} description={t('CART.EMPTY_DESC')}>
          <Link className="button button--primary" to={to('/')}>
            {t('CART.START_SHOPPING')}
          </Link>
        </EmptyState>
      ) : (
        <form className="checkout__layout" onSubmit={onSubmit} noValidate>
          <div className="checkout__form-side">
            <ErrorSummary checkout={checkout} />
            <CustomerFields checkout={checkout} />
          </div>
          <OrderSummary
            check={check}
            status={checkout.notice === 'CART.HAS_PROBLEMS' ? null : <CartCheckStatus check={check} state={cartCheck.state} />}
          >
            <p className="checkout-summary__note">{t('CHECKOUT.PICKUP_NOTE')}</p>
            {checkout.notice && (
              <p className="checkout__alert" role="alert">
                {t(checkout.notice)}
              </p>
            )}
            <button
              type="submit"
              className="button button--primary button--block checkout__submit"
              disabled={checkout.submitting}
              aria-busy={checkout.submitting || undefined}
            >
              {checkout.submitting ? t('CHECKOUT.PROCESSING') : t('CHECKOUT.PLACE_ORDER')}
            </button>
            <Link className="checkout__edit-cart" to={to('/cart')}>
              {t('CHECKOUT.EDIT_CART')}
            </Link>
          </OrderSummary>
        </form>
      )}
    </section>
  );
}
