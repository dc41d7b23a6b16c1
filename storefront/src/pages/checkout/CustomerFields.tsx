import { useTexts } from '../../i18n/use-texts';
import type { CheckoutField } from '../../rules/checkout-validation';
import { TextField } from './TextField';
import type { useCheckout } from './use-checkout';

type Checkout = ReturnType<typeof useCheckout>;

/** The customer's details. */
export function CustomerFields({ checkout }: { checkout: Checkout }) {
  const { t } = useTexts();
  const error = (field: CheckoutField) => (checkout.errors[field] ? t(checkout.errors[field]) : undefined);
  const bind = (field: 'fullName' | 'phone' | 'email' | 'companyName' | 'notes') => ({
    id: `checkout-${field}`,
    value: checkout.form[field],
    onChange: (value: string) => checkout.change(field, value),
    onBlur: () => checkout.touch(field),
    error: error(field),
    inputRef: checkout.fieldRef(field),
  });

  return (
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
  );
}
