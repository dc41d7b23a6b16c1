import {
  DELIVERY_METHODS,
  type DeliveryMethod,
  isCustomerPhone,
  isEmailAddress,
  MIN_COMPANY_NAME_LENGTH,
  MIN_CUSTOMER_NAME_LENGTH,
} from 'shop-rules';
import {
  DELIVERY_ADDRESS_FIELDS,
  DeliveryAddressErrorKey,
  DeliveryAddressForm,
  EMPTY_DELIVERY_ADDRESS,
  SERVER_ADDRESS_FIELDS,
  validateDeliveryAddress,
} from './delivery-address';

/** The checkout form's rules (storefront spec, section 5, with delivery), as i18n keys of CHECKOUT.* and DELIVERY.*. */
export type PaymentMethod = 'cash' | 'credit_card' | 'bit';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'credit_card', 'bit'];
export type { DeliveryMethod };

/** Paid now through the provider's hosted page (card or Bit): the checkout goes on to the payment page. */
export { isOnlinePaymentMethod as paysOnline } from 'shop-rules';

export interface CheckoutForm extends DeliveryAddressForm {
  fullName: string;
  phone: string;
  email: string;
  companyName: string;
  notes: string;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
}

export type CheckoutField = keyof CheckoutForm;
/** In the order the page shows them: the first with a problem takes the cursor. */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = [
  'fullName',
  'phone',
  'email',
  'companyName',
  'notes',
  'deliveryMethod',
  ...DELIVERY_ADDRESS_FIELDS,
  'paymentMethod',
];

/** Store pickup and cash at the store: the spec's order, still the default. */
export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  fullName: '',
  phone: '',
  email: '',
  companyName: '',
  notes: '',
  deliveryMethod: 'pickup',
  ...EMPTY_DELIVERY_ADDRESS,
  paymentMethod: 'cash',
};

export type CheckoutErrorKey =
  | 'CHECKOUT.FULL_NAME_REQUIRED'
  | 'CHECKOUT.FULL_NAME_MIN_LENGTH'
  | 'CHECKOUT.PHONE_REQUIRED'
  | 'CHECKOUT.PHONE_INVALID'
  | 'CHECKOUT.EMAIL_REQUIRED'
  | 'CHECKOUT.EMAIL_INVALID'
  | 'CHECKOUT.COMPANY_NAME_MIN_LENGTH'
  | 'CHECKOUT.PAYMENT_METHOD_REQUIRED'
  | 'DELIVERY.METHOD_REQUIRED'
  | 'DELIVERY.COURIER_UNAVAILABLE'
  | DeliveryAddressErrorKey;

export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutErrorKey>>;
export type TouchedFields = Partial<Record<CheckoutField, boolean>>;

/** Every problem of the form, whether or not the shopper has reached the field yet. */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const fullName = form.fullName.trim();
  if (!fullName) errors.fullName = 'CHECKOUT.FULL_NAME_REQUIRED';
  else if (fullName.length < MIN_CUSTOMER_NAME_LENGTH) errors.fullName = 'CHECKOUT.FULL_NAME_MIN_LENGTH';

  const phone = form.phone.trim();
  if (!phone) errors.phone = 'CHECKOUT.PHONE_REQUIRED';
  else if (!isCustomerPhone(phone)) errors.phone = 'CHECKOUT.PHONE_INVALID';

  const email = form.email.trim();
  if (!email) errors.email = 'CHECKOUT.EMAIL_REQUIRED';
  else if (!isEmailAddress(email)) errors.email = 'CHECKOUT.EMAIL_INVALID';

  const company = form.companyName.trim();
  if (company && company.length < MIN_COMPANY_NAME_LENGTH) errors.companyName = 'CHECKOUT.COMPANY_NAME_MIN_LENGTH';

  if (!DELIVERY_METHODS.includes(form.deliveryMethod)) errors.deliveryMethod = 'DELIVERY.METHOD_REQUIRED';
  // The address matters only for the courier: a pickup order never shows or sends it.
  if (form.deliveryMethod === 'courier') Object.assign(errors, validateDeliveryAddress(form));

  if (!PAYMENT_METHODS.includes(form.paymentMethod)) errors.paymentMethod = 'CHECKOUT.PAYMENT_METHOD_REQUIRED';
  return errors;
}

export function isCheckoutValid(form: CheckoutForm): boolean {
  return Object.keys(validateCheckout(form)).length === 0;
}

/** Errors show only for fields the shopper has left (or all of them after an invalid submit). */
export function visibleErrors(errors: CheckoutErrors, touched: TouchedFields): CheckoutErrors {
  const shown: CheckoutErrors = {};
  for (const field of CHECKOUT_FIELDS) {
    if (touched[field] && errors[field]) shown[field] = errors[field];
  }
  return shown;
}

export const ALL_TOUCHED: TouchedFields = Object.fromEntries(CHECKOUT_FIELDS.map((field) => [field, true]));

/** The server's name of a refused field, as the form field it concerns and the message to show there. */
const SERVER_FIELDS: Record<string, { field: CheckoutField; key: CheckoutErrorKey }> = {
  customer_name: { field: 'fullName', key: 'CHECKOUT.FULL_NAME_MIN_LENGTH' },
  customer_phone: { field: 'phone', key: 'CHECKOUT.PHONE_INVALID' },
  customer_email: { field: 'email', key: 'CHECKOUT.EMAIL_INVALID' },
  companyName: { field: 'companyName', key: 'CHECKOUT.COMPANY_NAME_MIN_LENGTH' },
  company_name: { field: 'companyName', key: 'CHECKOUT.COMPANY_NAME_MIN_LENGTH' },
  payment_method: { field: 'paymentMethod', key: 'CHECKOUT.PAYMENT_METHOD_REQUIRED' },
  delivery_method: { field: 'deliveryMethod', key: 'DELIVERY.METHOD_REQUIRED' },
  ...SERVER_ADDRESS_FIELDS,
};

/** Codes whose message is more precise than the field's default one. */
const SERVER_CODES: Record<string, CheckoutErrorKey> = { COURIER_UNAVAILABLE: 'DELIVERY.COURIER_UNAVAILABLE' };

export function formErrorsFromServer(fields: readonly { field: string }[], code = ''): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const { field } of fields) {
    const known = SERVER_FIELDS[field];
    if (known) errors[known.field] = SERVER_CODES[code] ?? known.key;
  }
  return errors;
}
