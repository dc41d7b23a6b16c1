import { useTexts } from '../../i18n/use-texts';
import type { CheckoutField, PaymentMethod } from '../../rules/checkout-validation';
import { TextField } from './TextField';
import type { useCheckout } from './use-checkout';

type Checkout = ReturnType<typeof useCheckout>;

const PAYMENT_OPTIONS: { method: PaymentMethod; label: string; description: string }[] = [
  { method: 'cash', label: 'CHECKOUT.CASH', description: 'CHECKOUT.CASH_DESC' },
  { method: 'credit_card', label: 'CHECKOUT.CREDIT_CARD', description: 'CHECKOUT.CREDIT_CARD_DESC' },
];

/** The customer's details and the payment method. */
export function CustomerFields({ checkout }: { checkout: Checkout }) {
  const { t } = useTexts();
  const error = (field: CheckoutField) => (checkout.errors[field] ? t(checkout.errors[field]) : undefined);
  const bind = (field: Exclude<CheckoutField, 'paymentMethod'>) => ({
    id: `checkout-${field}`,
    value: checkout.form[field],
    onChange: (value: string) => checkout.change(field, value),
    onBlur: () => checkout.touch(field),
    error: error(field),
    inputRef: checkout.fieldRef(field),
  });

  return (
    <div className="checkout__details">
      <fieldset className="panel checkout__fieldset">
        <legend className="checkout__legend">{t('CHECKOUT.CUSTOMER_DETAILS')}</legend>
        <TextField
          {...bind('fullName')}
          label={t('CHECKOUT.FULL_NAME')}
          input={{ autoComplete: 'name', placeholder: t('CHECKOUT.FULL_NAME_PLACEHOLDER'), maxLength: 200, required: true }}
        />
        <TextField
          {...bind('phone')}
          label={t('CHECKOUT.PHONE')}
          ltr
          input={{
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            placeholder: t('CHECKOUT.PHONE_PLACEHOLDER'),
            maxLength: 40,
            required: true,
          }}
        />
        <TextField
          {...bind('email')}
          label={t('CHECKOUT.EMAIL')}
          ltr
          input={{ type: 'email', autoComplete: 'email', placeholder: t('CHECKOUT.EMAIL_PLACEHOLDER'), maxLength: 254, required: true }}
        />
        <TextField
          {...bind('companyName')}
          label={`${t('CHECKOUT.COMPANY_NAME')} (${t('COMMON.OPTIONAL')})`}
          input={{ autoComplete: 'organization', maxLength: 200 }}
        />
        <TextField
          {...bind('notes')}
          label={t('CHECKOUT.NOTES')}
          multiline
          input={{ placeholder: t('CHECKOUT.NOTES_PLACEHOLDER'), maxLength: 1000 }}
        />
      </fieldset>

      <fieldset className="panel checkout__fieldset" aria-describedby={error('paymentMethod') ? 'checkout-payment-error' : undefined}>
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
            />
            <span className="payment-option__text">
              <span className="payment-option__label">{t(option.label)}</span>
              <span id={`payment-${option.method}-desc`} className="payment-option__description">
                {t(option.description)}
              </span>
            </span>
          </label>
        ))}
        {error('paymentMethod') && (
          <span id="checkout-payment-error" className="field__error">
            {error('paymentMethod')}
          </span>
        )}
      </fieldset>
    </div>
  );
}
