import { FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { quoteCancellation } from '../../api/cancellations';
import {
  CancellationQuote,
  FIND_ORDER_FIELDS,
  FindOrderErrors,
  FindOrderField,
  FindOrderForm,
  findOrderBody,
  findOrderFormOf,
  validateFindOrder,
} from '../../rules/cancellation';
import { CancellationRefusal, cancellationRefusalOf } from '../../rules/cancellation-refusals';

export const refusalOf = (error: unknown): CancellationRefusal =>
  cancellationRefusalOf(error instanceof ApiError ? error : { status: 0, code: 'NETWORK_ERROR' });

/**
 * Step 1: the order number (from the tracking page's link, `?order=`) and the order's email or phone,
 * checked before anything is sent; the server's quote of the whole order opens step 2. What was typed
 * stays on a refusal, and what was typed before the page's script started is kept too.
 */
export function useFindOrder(onFound: (found: { form: FindOrderForm; quote: CancellationQuote; longerPeriod: boolean }) => void) {
  const [searchParams] = useSearchParams();
  const [form, setForm] = useState<FindOrderForm>(() => findOrderFormOf(searchParams));
  const [touched, setTouched] = useState<Partial<Record<FindOrderField, boolean>>>({});
  const [finding, setFinding] = useState(false);
  const [refusal, setRefusal] = useState<CancellationRefusal | null>(null);
  const fieldRefs = useRef<Partial<Record<FindOrderField, HTMLInputElement | null>>>({});
  const inFlight = useRef(false);

  // The server drew the form: what the shopper typed before the script took over is in the inputs.
  useEffect(() => {
    const typed = { orderNumber: fieldRefs.current.orderNumber?.value, contact: fieldRefs.current.contact?.value };
    setForm((current) => ({ orderNumber: typed.orderNumber ?? current.orderNumber, contact: typed.contact ?? current.contact }));
  }, []);

  const errors = useMemo(() => validateFindOrder(form), [form]);
  const shownErrors: FindOrderErrors = {};
  for (const field of FIND_ORDER_FIELDS) if (touched[field] && errors[field]) shownErrors[field] = errors[field];

  const change = (field: FindOrderField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setRefusal(null);
  };
  const leave = (field: FindOrderField) => {
    // An empty field just passed through is not yet a mistake.
    if (form[field].trim()) setTouched((current) => ({ ...current, [field]: true }));
  };

  const find = async (longerPeriod: boolean) => {
    if (inFlight.current) return;
    setTouched({ orderNumber: true, contact: true });
    const first = FIND_ORDER_FIELDS.find((field) => errors[field]);
    if (first) {
      setRefusal(null);
      fieldRefs.current[first]?.focus();
      return;
    }
    inFlight.current = true;
    setFinding(true);
    setRefusal(null);
    try {
      const quote = await quoteCancellation(findOrderBody(form, longerPeriod));
      onFound({ form, quote, longerPeriod });
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      inFlight.current = false;
      setFinding(false);
    }
  };

  return {
    form,
    errors: shownErrors,
    finding,
    refusal,
    change,
    leave,
    fieldRef: (field: FindOrderField) => (element: HTMLInputElement | null) => {
      fieldRefs.current[field] = element;
    },
    focusField: (field: FindOrderField) => fieldRefs.current[field]?.focus(),
    submit: (event: FormEvent) => {
      event.preventDefault();
      void find(false);
    },
    /** Too late for 14 days: the shopper states the longer period and the order is asked for again. */
    findWithLongerPeriod: () => void find(true),
  };
}
