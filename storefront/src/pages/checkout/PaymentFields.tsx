import { useTexts } from '../../i18n/use-texts';
import type { PaymentMethod } from '../../rules/checkout-validation';
import type { useCheckout } from './use-checkout';

type Checkout = ReturnType<typeof useCheckout>;

const PAYMENT_OPTIONS: { method: PaymentMethod; label: string; description: string }[] = [
  { method: 'cash', label: 'CHECKOUT.CASH', description: 'CHECKOUT.CASH_DESC' },
  { method: 'credit_card', label: 'CHECKOUT.CREDIT_CARD', description: 'CHECKOUT.CREDIT_CARD_DESC' },
  { method: 'bit', label: 'CHECKOUT.BIT', description: 'CHECKOUT.BIT_DESC' },
];

/** Cash at the store, a card or Bit (both on the provider's hosted page). */
export function PaymentFields({ checkout }: { checkout: Checkout }) {
  const { t } = useTexts();
  const error = checkout.errors.paymentMethod ? t(checkout.errors.paymentMethod) : undefined;
  return (
    <fieldset className="panel checkout__fieldset" aria-describedby={error ? 'checkout-payment-error' : undefined}>
      <legend className="checkout__legend">{t('CHECKOUT.PAYMENT_METHOD')}</legend>
      {PAYMENT_OPTIONS.map((option) => (
        <label
          key={option.method}
          className={`payment-option${checkout.form.paymentMethod === option.method ? ' payment-option--chosen' : ''}`}
        >
          <input
            type="radio"
            name="paymentMethod"
            value={option.method}
            checked={checkout.form.paymentMethod === option.method}
            onChange={() => checkout.change('paymentMethod', option.method)}
            aria-describedby={`payment-${option.method}-desc`}
            ref={option.method === 'cash' ? checkout.fieldRef('paymentMethod') : undefined}
          />
          <span className="payment-option__text">
            <span className="payment-option__label">{t(option.label)}</span>
            <span id={`payment-${option.method}-desc`} className="payment-option__description">
              {t(option.description)}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <span id="checkout-payment-error" className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
