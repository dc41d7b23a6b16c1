import { ADDRESS_LIMITS } from 'shop-rules';
import { SHOP_DETAILS } from '../../app/shop-details';
import { useLanguage } from '../../app/language-context';
import { useTexts } from '../../i18n/use-texts';
import { Money } from '../../components/Price';
import type { CheckoutField, DeliveryMethod } from '../../rules/checkout-validation';
import type { DeliveryAddressField } from '../../rules/delivery-address';
import { TextField } from './TextField';
import type { useCheckout } from './use-checkout';

type Checkout = ReturnType<typeof useCheckout>;

export interface CourierOffer {
  /** False when staff switched the courier off: the choice is disabled, with a note. */
  available: boolean;
  /** What the courier would cost for this cart now (display only); null until known. */
  fee: number | null;
}

/** Pickup at the store (free) or the courier to an address; the address fields only for the courier. */
export function DeliveryFields({ checkout, courier }: { checkout: Checkout; courier: CourierOffer }) {
  const { t } = useTexts();
  const language = useLanguage();
  const chosen = checkout.form.deliveryMethod;
  const error = (field: CheckoutField) => (checkout.errors[field] ? t(checkout.errors[field]) : undefined);
  const bind = (field: DeliveryAddressField) => ({
    id: `checkout-${field}`,
    value: checkout.form[field],
    onChange: (value: string) => checkout.change(field, value),
    onBlur: () => checkout.touch(field),
    error: error(field),
    inputRef: checkout.fieldRef(field),
  });
  const option = (method: DeliveryMethod, label: string, description: React.ReactNode, disabled = false) => (
    <label className={`payment-option${chosen === method ? ' payment-option--chosen' : ''}${disabled ? ' payment-option--disabled' : ''}`}>
      <input
        type="radio"
        name="deliveryMethod"
        value={method}
        checked={chosen === method}
        disabled={disabled}
        onChange={() => checkout.change('deliveryMethod', method)}
        aria-describedby={`delivery-${method}-desc`}
        ref={method === 'pickup' ? checkout.fieldRef('deliveryMethod') : undefined}
      />
      <span className="payment-option__text">
        <span className="payment-option__label">{label}</span>
        <span id={`delivery-${method}-desc`} className="payment-option__description">
          {description}
        </span>
      </span>
    </label>
  );

  return (
    <>
      <fieldset className="panel checkout__fieldset" aria-describedby={error('deliveryMethod') ? 'checkout-delivery-error' : undefined}>
        <legend className="checkout__legend">{t('DELIVERY.TITLE')}</legend>
        {option(
          'pickup',
          t('DELIVERY.PICKUP'),
          <>
            {SHOP_DETAILS.address[language].join(', ')} · {t('DELIVERY.FREE')}
          </>,
        )}
        {option(
          'courier',
          t('DELIVERY.COURIER'),
          courier.available ? (
            <>
              {t('DELIVERY.COURIER_DESC')}
              {courier.fee !== null && <> · {courier.fee > 0 ? <Money amount={courier.fee} /> : t('DELIVERY.FREE')}</>}
            </>
          ) : (
            t('DELIVERY.COURIER_OFF')
          ),
          !courier.available,
        )}
        {error('deliveryMethod') && (
          <span id="checkout-delivery-error" className="field__error">
            {error('deliveryMethod')}
          </span>
        )}
      </fieldset>

      {chosen === 'courier' && (
        <fieldset className="panel checkout__fieldset">
          <legend className="checkout__legend">{t('DELIVERY.ADDRESS')}</legend>
          <TextField
            {...bind('city')}
            label={t('DELIVERY.CITY')}
            input={{ autoComplete: 'address-level2', maxLength: 100, required: true }}
          />
          <div className="checkout__row checkout__row--street">
            <TextField
              {...bind('street')}
              label={t('DELIVERY.STREET')}
              input={{ autoComplete: 'address-line1', maxLength: 120, required: true }}
            />
            <TextField
              {...bind('houseNumber')}
              label={t('DELIVERY.HOUSE_NUMBER')}
              input={{ autoComplete: 'off', maxLength: 10, required: true }}
            />
          </div>
          {/* A courier climbs in this order: the building's entrance, the floor, the door. */}
          <div className="checkout__row checkout__row--stairs">
            <TextField
              {...bind('entrance')}
              label={`${t('DELIVERY.ENTRANCE')} (${t('COMMON.OPTIONAL')})`}
              input={{ autoComplete: 'off', maxLength: ADDRESS_LIMITS.entrance }}
            />
            <TextField
              {...bind('floor')}
              label={`${t('DELIVERY.FLOOR')} (${t('COMMON.OPTIONAL')})`}
              input={{ autoComplete: 'off', maxLength: ADDRESS_LIMITS.floor }}
            />
            <TextField
              {...bind('apartment')}
              label={`${t('DELIVERY.APARTMENT')} (${t('COMMON.OPTIONAL')})`}
              input={{ autoComplete: 'address-line2', maxLength: ADDRESS_LIMITS.apartment }}
            />
          </div>
          <div className="checkout__row">
            <TextField
              {...bind('zip')}
              label={`${t('DELIVERY.ZIP')} (${t('COMMON.OPTIONAL')})`}
              hint={t('DELIVERY.ZIP_HINT')}
              ltr
              input={{ autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 7 }}
            />
          </div>
          <TextField
            {...bind('addressNotes')}
            label={`${t('DELIVERY.ADDRESS_NOTES')} (${t('COMMON.OPTIONAL')})`}
            multiline
            input={{ placeholder: t('DELIVERY.ADDRESS_NOTES_PLACEHOLDER'), maxLength: 300 }}
          />
        </fieldset>
      )}
    </>
  );
}
