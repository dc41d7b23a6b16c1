import { FormEvent, KeyboardEvent } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Link } from 'react-router-dom';
import { useLocalPath } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import { useCart } from '../../cart/cart-store';
import { Spinner } from '../../components/Spinner';
import { cartQuoteKey, withRefusal } from '../../rules/cart-check';
import { CartCheckStatus } from '../cart/CartCheckStatus';
import { useCartCheck } from '../cart/use-cart-check';
import { CustomerFields } from './CustomerFields';
import { OrderSummary } from './OrderSummary';
import { useCheckout } from './use-checkout';
import './checkout.css';

/** Checkout: the customer form, the order summary and the place-order button (storefront spec, /checkout). */
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
  const notice = checkout.notice === 'CHECKOUT.EMPTY_CART_ALERT' && !empty ? null : checkout.notice;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void checkout.submit();
  };
  // The button is disabled while the form is invalid: Enter in a field still shows every problem.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && !checkout.valid) {
      event.preventDefault();
      void checkout.submit();
    }
  };

  return (
    <section className="page checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('CHECKOUT.TITLE')}</h1>
      <form className="checkout__layout" onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
        <CustomerFields checkout={checkout} />
        <OrderSummary
          check={check}
          status={
            !cart.loaded ? (
              <Spinner label={t('COMMON.LOADING')} />
            ) : empty ? (
              <p className="checkout-summary__empty">
                {t('CART.EMPTY')} <Link to={to('/')}>{t('CART.START_SHOPPING')}</Link>
              </p>
            ) : checkout.notice === 'CART.HAS_PROBLEMS' ? null : (
              <CartCheckStatus check={check} state={cartCheck.state} />
            )
          }
        >
          <p className="checkout-summary__note">{t('CHECKOUT.PICKUP_NOTE')}</p>
          {notice && (
            <p className="checkout__alert" role="alert">
              {t(notice)}
            </p>
          )}
          <button
            type="submit"
            className="button button--primary button--block checkout__submit"
            disabled={checkout.submitting || !checkout.valid}
            aria-busy={checkout.submitting || undefined}
          >
            {checkout.submitting ? t('CHECKOUT.PROCESSING') : t('CHECKOUT.PLACE_ORDER')}
          </button>
          <Link className="checkout__edit-cart" to={to('/cart')}>
            {t('CHECKOUT.EDIT_CART')}
          </Link>
        </OrderSummary>
      </form>
    </section>
  );
}
