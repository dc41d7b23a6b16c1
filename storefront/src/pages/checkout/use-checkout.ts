import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { OrderRequest, orderFingerprint, placeOrder, sentLineIndexes } from '../../api/orders';
import { useLanguage, useLocalPath } from '../../app/language-context';
import { useCart } from '../../cart/cart-store';
import { cartQuoteKey, LineProblem, problemsFromRefusal } from '../../rules/cart-check';
import {
  ALL_TOUCHED,
  CHECKOUT_FIELDS,
  CheckoutErrors,
  CheckoutField,
  CheckoutForm,
  EMPTY_CHECKOUT_FORM,
  formErrorsFromServer,
  TouchedFields,
  validateCheckout,
  visibleErrors,
} from '../../rules/checkout-validation';
import { DiscountRefusal, isDiscountRefusal } from '../../rules/checkout-summary';
import { canPayNow } from '../../rules/order-status';
import { addressWordsOf, formatDeliveryAddress, deliveryAddressOf } from '../../rules/delivery-address';
import { refusalEndsAttempt } from '../../rules/checkout-attempt';
import { checkoutAttemptKey, forgetCheckoutAttempt } from './checkout-attempt-storage';
import { forgetCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft } from './checkout-draft-storage';

export type CheckoutNotice = 'CHECKOUT.EMPTY_CART_ALERT' | 'CHECKOUT.ORDER_ERROR' | 'CART.HAS_PROBLEMS' | null;

/** Lines the server refused, for the cart they were refused in. */
export interface Refusal {
  cartKey: string;
  problems: Map<number, LineProblem>;
}

/**
 * The checkout form and its submission: errors for fields the shopper has left, and for every field
 * once 'place order' is pressed (focus on the first), one order per attempt
 * (Idempotency-Key), a refusal shown next to what it concerns, and nothing typed ever lost.
 */
export function useCheckout(
  options: {
    onRefused?: () => void;
    /** The order was refused for its code: shown beside the code field. */
    onDiscountRefused?: (refusal: DiscountRefusal) => void;
  } = {},
) {
  const { t } = useTexts();
  const language = useLanguage();
  const to = useLocalPath();
  const navigate = useNavigate();
  const cart = useCart();
  const [form, setForm] = useState<CheckoutForm>(EMPTY_CHECKOUT_FORM);
  const [touched, setTouched] = useState<TouchedFields>({});
  const [serverErrors, setServerErrors] = useState<CheckoutErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<CheckoutNotice>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [placed, setPlaced] = useState(false);
  // The last press of 'place order' on a form with problems: how many there were (the summary announces it once a press).
  const [refusedPress, setRefusedPress] = useState<{ serial: number; problems: number } | null>(null);
  const refuse = (problems: CheckoutErrors) =>
    setRefusedPress((last) => ({ serial: (last?.serial ?? 0) + 1, problems: Object.keys(problems).length }));
  // A second click can arrive before the disabled button is drawn.
  const inFlight = useRef(false);
  const fieldRefs = useRef<Partial<Record<CheckoutField, HTMLElement | null>>>({});
  // The tab's draft is read once the page runs in the browser (the server render has no storage).
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    setForm(loadCheckoutDraft().form);
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored && !placed) saveCheckoutDraft({ form });
  }, [form, restored, placed]);

  const errors = useMemo(() => validateCheckout(form), [form]);
  const shownErrors = useMemo(() => ({ ...serverErrors, ...visibleErrors(errors, touched) }), [errors, touched, serverErrors]);
  const valid = Object.keys(errors).length === 0;

  const change = useCallback((field: CheckoutField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  }, []);
  const touch = useCallback(
    (field: CheckoutField) => setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    [],
  );
  const fieldRef = useCallback((field: CheckoutField) => (element: HTMLElement | null) => void (fieldRefs.current[field] = element), []);

  const focusField = useCallback((field: CheckoutField) => fieldRefs.current[field]?.focus(), []);
  const focusFirst = (fields: CheckoutErrors) => {
    const first = CHECKOUT_FIELDS.find((field) => fields[field]);
    if (first) focusField(first);
  };

  /** `discountCode`: the code to send with the order (null: none). */
  const submit = async ({ discountCode = null }: { discountCode?: string | null } = {}) => {
    if (inFlight.current) return;
    if (cart.items.length === 0) {
      setNotice('CHECKOUT.EMPTY_CART_ALERT');
      return;
    }
    setTouched(ALL_TOUCHED);
    if (!valid) {
      refuse(errors);
      focusFirst(errors);
      return;
    }
    const items = cart.items;
    const request: OrderRequest = {
      customer: {
        name: form.fullName,
        email: form.email,
        phone: form.phone,
        // What the spec's clients read: the pickup text, or the courier's address on one line.
        address:
          form.deliveryMethod === 'courier'
            ? formatDeliveryAddress(deliveryAddressOf(form), addressWordsOf(t))
            : t('CHECKOUT.PICKUP_ADDRESS'),
        companyName: form.companyName,
      },
      delivery: { method: form.deliveryMethod, address: form },
      discountCode,
      paymentMethod: form.paymentMethod,
      notes: form.notes,
      language,
      items,
    };
    inFlight.current = true;
    setSubmitting(true);
    setNotice(null);
    try {
      const order = await placeOrder(request, checkoutAttemptKey(orderFingerprint(request)));
      forgetCheckoutAttempt();
      forgetCheckoutDraft();
      setPlaced(true);
      // Card and Bit are paid on the provider's page; cash at the store; nothing to pay (settled as placed): straight to the confirmation.
      if (canPayNow(order)) navigate(to(`/payment/${order.id}`));
      else {
        const query = new URLSearchParams({ orderId: order.id, orderNumber: order.order_number, customerEmail: order.customer_email });
        navigate(to(`/order-success?${query.toString()}`));
      }
      cart.clear();
    } catch (error) {
      if (error instanceof ApiError && refusalEndsAttempt(error.status, error.code)) forgetCheckoutAttempt();
      const refused =
        error instanceof ApiError ? problemsFromRefusal(error.code, error.errors, sentLineIndexes(items)) : new Map<number, LineProblem>();
      const fields = error instanceof ApiError ? formErrorsFromServer(error.errors, error.code) : {};
      const codeRefused = error instanceof ApiError && isDiscountRefusal(error.code) ? error.code : null;
      if (codeRefused) {
        options.onDiscountRefused?.(codeRefused);
        setNotice(null);
      } else if (refused.size > 0) {
        setRefusal({ cartKey: cartQuoteKey(items), problems: refused });
        setNotice('CART.HAS_PROBLEMS');
        options.onRefused?.();
      } else if (Object.keys(fields).length > 0) {
        setServerErrors(fields);
        refuse(fields);
        setNotice(null);
        focusFirst(fields);
      } else {
        setNotice('CHECKOUT.ORDER_ERROR');
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return {
    form,
    change,
    touch,
    fieldRef,
    focusField,
    errors: shownErrors,
    valid,
    submitting,
    submit,
    notice,
    refusal,
    placed,
    refusedPress,
  };
}
