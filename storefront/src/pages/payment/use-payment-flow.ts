import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { createPaymentSession, getPaymentStatus, PaymentOrderView, PaymentStatusView } from '../../api/payment';
import type { Language } from '../../rules/language';
import { isAcceptedMessageOrigin, parsePaymentMessage } from '../../rules/payment-messages';
import { FrameReport, PaymentResult, resultFromServer, STATUS_POLL_ATTEMPTS, STATUS_POLL_INTERVAL_MS } from '../../rules/payment-page';

/** The spec's default frame height. */
export const DEFAULT_FRAME_HEIGHT = 600;
/** A frame that has not loaded by then is shown as failed (with the reload button). */
const FRAME_LOAD_TIMEOUT_MS = 30_000;

export type FrameProblem = 'NO_ORDER_DATA' | 'INIT_ERROR' | 'FORM_LOAD_ERROR';

export type FrameState =
  { state: 'starting' } | { state: 'loading' | 'ready'; url: string; attempt: number } | { state: 'failed'; problem: FrameProblem };

/** What the page shows where the frame was: the frame itself, a check with the server, or a result. */
export type PaymentView = { view: 'frame' } | { view: 'checking' } | { view: 'result'; result: PaymentResult };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The card payment of one order: a session (the server builds the frame's address), the frame's
 * messages (only from the provider's or the shop's origin), and the result, which is always read from
 * the server's payment record; a message only says when to look.
 */
export function usePaymentFlow(order: PaymentOrderView, language: Language, initialResult: PaymentResult | null) {
  const [frame, setFrame] = useState<FrameState>({ state: 'starting' });
  const [view, setView] = useState<PaymentView>(initialResult ? { view: 'result', result: initialResult } : { view: 'frame' });
  const [height, setHeight] = useState(DEFAULT_FRAME_HEIGHT);
  // The number of card payments the current session was opened for (always 1 for Bit).
  const [installments, setInstallments] = useState(1);
  // The most payments the server's rule allows for this order's total (from the session; 1 for Bit).
  const [maxInstallments, setMaxInstallments] = useState(1);
  const chosen = useRef(1);
  // Only the last session asked may open its frame (the select can change while one is on its way).
  const sessionSerial = useRef(0);
  const attempts = useRef(0);
  const alive = useRef(true);
  // The frame's address as the message listener must see it now (messages arrive between renders).
  const frameUrl = useRef<string | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const checkServer = useCallback(
    async (report: FrameReport) => {
      if (busy.current) return;
      busy.current = true;
      setView({ view: 'checking' });
      let result: PaymentResult | null = null;
      for (let attempt = 0; attempt < STATUS_POLL_ATTEMPTS && !result && alive.current; attempt += 1) {
        if (attempt > 0) await wait(STATUS_POLL_INTERVAL_MS);
        let status: PaymentStatusView = { status: 'pending', transactionId: null, authNumber: null, errorCode: null, errorMessage: null };
        try {
          status = await getPaymentStatus(order.id, language);
        } catch {
          // unreachable server: counts as not confirmed yet
        }
        result = resultFromServer(report, status, attempt);
      }
      busy.current = false;
      if (alive.current && result) setView({ view: 'result', result });
    },
    [order.id, language],
  );

  /** A new frame: for `payments` card payments when given (the select changed), else the number chosen last. */
  const startSession = useCallback(
    async (payments?: number) => {
      if (payments !== undefined) {
        chosen.current = payments;
        setInstallments(payments);
      }
      setView({ view: 'frame' });
      setHeight(DEFAULT_FRAME_HEIGHT);
      setFrame({ state: 'starting' });
      frameUrl.current = null;
      const serial = ++sessionSerial.current;
      try {
        const { url, maxInstallments: max } = await createPaymentSession(order.id, chosen.current);
        if (!alive.current || serial !== sessionSerial.current) return;
        setMaxInstallments(max);
        attempts.current += 1;
        frameUrl.current = url;
        setFrame({ state: 'loading', url, attempt: attempts.current });
      } catch (error) {
        if (!alive.current || serial !== sessionSerial.current) return;
        if (error instanceof ApiError && error.code === 'ORDER_ALREADY_PAID') return void checkServer('payment_success');
        setFrame({ state: 'failed', problem: error instanceof ApiError && error.notFound ? 'NO_ORDER_DATA' : 'INIT_ERROR' });
      }
    },
    [order.id, checkServer],
  );

  // The first session, unless the page opened on a result (an order already paid).
  useEffect(() => {
    if (!initialResult) void startSession();
    // Only once per order: a retry starts its own session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.id]);

  // A frame that never loads becomes the load error.
  const frameAttempt = frame.state === 'loading' ? frame.attempt : null;
  useEffect(() => {
    if (frameAttempt === null) return undefined;
    const timer = setTimeout(() => setFrame({ state: 'failed', problem: 'FORM_LOAD_ERROR' }), FRAME_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [frameAttempt]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isAcceptedMessageOrigin(event.origin, frameUrl.current, window.location.origin)) return;
      const message = parsePaymentMessage(event.data);
      if (!message || (message.orderId && message.orderId !== order.id)) return;
      switch (message.kind) {
        case 'iframe_resize':
          setHeight(message.height ?? DEFAULT_FRAME_HEIGHT);
          break;
        case 'payment_success':
        case 'payment_error':
          // The return page says it twice (at once and after a second): one check is enough.
          if (frameUrl.current) {
            frameUrl.current = null;
            void checkServer(message.kind);
          }
          break;
        case 'payment_cancel':
          if (frameUrl.current) {
            frameUrl.current = null;
            setView({ view: 'result', result: { kind: 'cancelled' } });
          }
          break;
        case 'payment_retry':
          if (!busy.current) void startSession();
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [order.id, checkServer, startSession]);

  const frameLoaded = useCallback((attempt: number) => {
    setFrame((current) => (current.state === 'loading' && current.attempt === attempt ? { ...current, state: 'ready' } : current));
  }, []);

  const frameFailed = useCallback((attempt: number) => {
    setFrame((current) =>
      current.state !== 'failed' && 'attempt' in current && current.attempt === attempt
        ? { state: 'failed', problem: 'FORM_LOAD_ERROR' }
        : current,
    );
  }, []);

  const checkAgain = useCallback(() => void checkServer('payment_success'), [checkServer]);

  return { frame, view, height, installments, maxInstallments, startSession, frameLoaded, frameFailed, checkAgain };
}
