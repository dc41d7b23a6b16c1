import { FormEvent, useEffect } from 'react';
import { deliveryFee, isEmailAddress, toAgorot, toShekels } from 'shop-rules';
import { useTexts } from '../../i18n/use-texts';
import { Link } from 'react-router-dom';
import { useLocalPath } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import { useCart } from '../../cart/cart-store';
import { EmptyState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { cartQuoteKey, withRefusal } from '../../rules/cart-check';
import { codeToSend, discountFieldStatus, summaryLines } from '../../rules/checkout-summary';
import { CartCheckStatus } from '../cart/CartCheckStatus';
import { DiscountCodeField } from '../cart/DiscountCodeField';
import { useCartCheck } from '../cart/use-cart-check';
import { CustomerFields } from './CustomerFields';
import { CourierOffer, DeliveryFields } from './DeliveryFields';
import { ErrorSummary } from './ErrorSummary';
import { OrderSummary } from './OrderSummary';
import { PaymentFields } from './PaymentFields';
import { useCheckout } from './use-checkout';
import { useCheckoutOptions } from './use-checkout-options';
import { useDiscountCode } from './use-discount-code';
import './checkout.css';

/**
 * Checkout: the customer form, the delivery, the payment method, the order summary with the code field
 * and the place-order button (storefront spec, /checkout, with delivery and discount codes). An empty
 * cart has nothing to order: the page says so and leads back to the shop instead of the form.
 */
export function CheckoutPage() {
  const { t } = useTexts();
  const to = useLocalPath();
  usePageTitle(t('CHECKOUT.TITLE'));
  const cart = useCart();
  const code = useDiscountCode();
  const options = useCheckoutOptions();
  // The form's delivery is known only inside useCheckout: the quote follows it through the draft-backed state.
  const checkout = useCheckout({
    onRefused: () => cartCheck.recheck(),
    onDiscountRefused: (refusal) => {
      code.refuse(refusal);
      document.getElementById('checkout-discount-code')?.focus();
    },
  });
  const email = checkout.form.email.trim();
  const cartCheck = useCartCheck({
    deliveryMethod: checkout.form.deliveryMethod,
    discountCode: code.applied,
    customerEmail: code.applied && isEmailAddress(email) ? email : null,
  });
  const summary = cartCheck.quote?.key === cartQuoteKey(cart.items) ? cartCheck.quote.summary : undefined;
  const codeStatus = discountFieldStatus(code.applied, summary, cartCheck.summaryState, code.ownRefusal);

  const refusal = checkout.refusal?.cartKey === cartQuoteKey(cart.items) ? checkout.refusal.problems : new Map();
  const check = withRefusal(cartCheck.check, refusal);
  const empty = cart.loaded && cart.items.length === 0 && !checkout.placed;
  const totals = summaryLines(summary ?? null, {
    itemsTotal: check.total,
    deliveryMethod: checkout.form.deliveryMethod,
    discountCode: code.applied,
    freeDeliveryHint: 'courier',
  });

  // What the courier would cost now (display only), and whether staff run it at all.
  const courierAvailable = (options?.courierEnabled ?? true) && (summary?.courierAvailable ?? true);
  const itemsAfterDiscount = toAgorot(totals.items) - toAgorot(totals.discount?.amount ?? 0);
  const courier: CourierOffer = {
    available: courierAvailable,
    fee: options
      ? toShekels(
          deliveryFee('courier', itemsAfterDiscount, {
            courierEnabled: options.courierEnabled,
            courierFee: toAgorot(options.courierFee),
            freeDeliveryFrom: options.freeDeliveryFrom === null ? null : toAgorot(options.freeDeliveryFrom),
          }),
        )
      : null,
  };
  const { change } = checkout;
  const courierChosen = checkout.form.deliveryMethod === 'courier';
  useEffect(() => {
    // Staff switched the courier off while this draft chose it: back to pickup, the note says why.
    if (!courierAvailable && courierChosen) change('deliveryMethod', 'pickup');
  }, [courierAvailable, courierChosen, change]);

  // The button stays enabled: pressed on a form with problems, it shows each one beside its field.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void checkout.submit({ discountCode: codeToSend(code.applied, codeStatus) });
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
            <DeliveryFields checkout={checkout} courier={courier} />
            <PaymentFields checkout={checkout} />
          </div>
          <OrderSummary
            check={check}
            totals={totals}
            status={checkout.notice === 'CART.HAS_PROBLEMS' ? null : <CartCheckStatus check={check} state={cartCheck.state} />}
            codeField={<DiscountCodeField code={code} status={codeStatus} idPrefix="checkout" />}
          >
            <p className="checkout-summary__note">{t(courierChosen ? 'CHECKOUT.COURIER_NOTE' : 'CHECKOUT.PICKUP_NOTE')}</p>
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
