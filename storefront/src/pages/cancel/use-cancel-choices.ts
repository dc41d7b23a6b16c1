import { useEffect, useMemo, useRef, useState } from 'react';
import { quoteCancellation, requestCancellation } from '../../api/cancellations';
import {
  CancelChoices,
  cancellationBody,
  CancellationQuote,
  CancellationReceipt,
  CHOICE_FIELDS,
  ChoiceErrors,
  ChoiceField,
  FindOrderForm,
  initialChoices,
  quoteBody,
  quoteKey,
  validateChoices,
} from '../../rules/cancellation';
import type { CancellationRefusal } from '../../rules/cancellation-refusals';
import { refusalOf } from './use-find-order';

/** Choices settle this long before the amounts are asked for again (the calls are rate-limited). */
const REQUOTE_DELAY_MS = 450;

export interface FoundOrder {
  form: FindOrderForm;
  /** The whole order's quote: its lines are what the shopper chooses from. */
  quote: CancellationQuote;
  longerPeriod: boolean;
}

/**
 * Step 2: the choices, the server's amounts for them (asked again, debounced, as they change; an answer
 * already had is not asked twice), and the request. Nothing chosen or typed is lost on a refusal.
 */
export function useCancelChoices(found: FoundOrder, onSent: (receipt: CancellationReceipt) => void) {
  const { form, quote: order } = found;
  const [choices, setChoices] = useState<CancelChoices>(() => initialChoices(order, found.longerPeriod));
  const [touched, setTouched] = useState<Partial<Record<ChoiceField, boolean>>>({});
  const [refusal, setRefusal] = useState<{ key: string; refusal: CancellationRefusal } | null>(null);
  const [sending, setSending] = useState(false);
  const [sendRefusal, setSendRefusal] = useState<CancellationRefusal | null>(null);
  const answers = useRef(
    new Map<string, CancellationQuote>([[quoteKey(quoteBody(form, order, initialChoices(order, found.longerPeriod))), order]]),
  );
  const [lastAmounts, setLastAmounts] = useState<CancellationQuote>(order);
  const [, setAnswered] = useState(0);
  const fieldRefs = useRef<Partial<Record<ChoiceField, HTMLElement | null>>>({});
  const inFlight = useRef(false);

  const errors = useMemo(() => validateChoices(order, choices, false), [order, choices]);
  const submitErrors = useMemo(() => validateChoices(order, choices, true), [order, choices]);
  const shownErrors: ChoiceErrors = {};
  for (const field of CHOICE_FIELDS) if (touched[field] && submitErrors[field]) shownErrors[field] = submitErrors[field];
  if (errors.lines) shownErrors.lines = errors.lines;
  if (errors.details) shownErrors.details = errors.details;

  const key = errors.lines ? null : quoteKey(quoteBody(form, order, choices));
  const answer = key ? answers.current.get(key) : undefined;
  const currentRefusal = refusal && refusal.key === key ? refusal.refusal : null;

  useEffect(() => {
    if (!key || answers.current.has(key)) return;
    const body = quoteBody(form, order, choices);
    const stop = new AbortController();
    const timer = setTimeout(() => {
      setRefusal((last) => (last?.key === key ? null : last));
      quoteCancellation(body, stop.signal)
        .then((fresh) => {
          answers.current.set(key, fresh);
          setLastAmounts(fresh);
          setAnswered((count) => count + 1);
        })
        .catch((error) => {
          if ((error as Error).name !== 'AbortError') setRefusal({ key, refusal: refusalOf(error) });
        });
    }, REQUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
    // The key says everything the body holds that changes the amounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const update = (change: Partial<CancelChoices>) => {
    setChoices((current) => ({ ...current, ...change }));
    setSendRefusal(null);
  };

  const send = async () => {
    if (inFlight.current) return;
    setTouched({ lines: true, reason: true, details: true });
    const first = CHOICE_FIELDS.find((field) => submitErrors[field]);
    const reason = choices.reason;
    if (first || !reason) {
      setSendRefusal(null);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    setSendRefusal(null);
    try {
      onSent(await requestCancellation({ ...cancellationBody(form, order, choices), reason }));
    } catch (error) {
      setSendRefusal(refusalOf(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return {
    order,
    choices,
    errors: shownErrors,
    /** The amounts for the current choices, or the last ones shown while new ones are asked. */
    amounts: answer ?? lastAmounts,
    /** New amounts are being asked for (the ones shown are for earlier choices). */
    updating: key !== null && !answer && !currentRefusal,
    /** The server refused the current choices (too late without the statement, too many tries...). */
    quoteRefusal: currentRefusal,
    sending,
    sendRefusal,
    /** Never disabled for a problem: a press shows it and puts the cursor there (the server has the last word). */
    canSend: !sending,
    chooseLine: (id: number, chosen: boolean) =>
      update({ lines: { ...choices.lines, [id]: { ...(choices.lines[id] ?? { quantity: 1 }), chosen } } }),
    setQuantity: (id: number, quantity: number) => update({ lines: { ...choices.lines, [id]: { chosen: true, quantity } } }),
    setReason: (reason: CancelChoices['reason']) => update({ reason }),
    setDetails: (details: string) => update({ details }),
    leaveDetails: () => setTouched((current) => ({ ...current, details: choices.details.trim() !== '' || current.details })),
    setLongerPeriod: (longerPeriod: boolean) => update({ longerPeriod }),
    /** On the field's first control (the first line's checkbox, the first reason). */
    fieldRef: (field: ChoiceField) => (element: HTMLElement | null) => {
      fieldRefs.current[field] = element;
    },
    send: () => void send(),
  };
}
