import { useEffect, useRef } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Link } from 'react-router-dom';
import type { PaymentResult } from '../../rules/payment-page';

interface PaymentResultPanelProps {
  result: PaymentResult;
  /** Where "back to order" leads (the order's tracking page). */
  orderPath: string;
  onRetry: () => void;
  onCheckAgain: () => void;
  /** False when the page opens on the result (an order already paid): focus stays where the shopper is. */
  takeFocus: boolean;
}

/** Success, failure, cancellation or a success still unconfirmed: what the server says, and what to do next. */
export function PaymentResultPanel({ result, orderPath, onRetry, onCheckAgain, takeFocus }: PaymentResultPanelProps) {
  const { t } = useTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  // The frame the shopper was typing in is gone: bring keyboard and screen-reader users to the result.
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [result.kind, takeFocus]);

  const backToOrder = (
    <Link className="button" to={orderPath}>
      {t('PAYMENT.BACK_TO_ORDER')}
    </Link>
  );
  const retry = (
    <button type="button" className="button button--primary" onClick={onRetry}>
      {t('PAYMENT.RETRY')}
    </button>
  );

  switch (result.kind) {
    case 'success':
      return (
        <section className="payment-result payment-result--success" role="status">
          <span className="payment-result__icon" aria-hidden="true">
            ✓
          </span>
          <h2 ref={heading} tabIndex={-1}>
            {t('PAYMENT.SUCCESS')}
          </h2>
          <p>{t('PAYMENT.SUCCESS_DESC')}</p>
          {result.transactionId && (
            <p>
              {t('PAYMENT.TRANSACTION_ID')}: <bdi dir="ltr">{result.transactionId}</bdi>
            </p>
          )}
          <p className="payment-result__note">{t('PAYMENT.REDIRECT_NOTICE')}</p>
        </section>
      );
    case 'failed':
      return (
        <section className="payment-result payment-result--failed" role="alert">
          <span className="payment-result__icon" aria-hidden="true">
            !
          </span>
          <h2 ref={heading} tabIndex={-1}>
            {t('PAYMENT.FAILED')}
          </h2>
          <p dir="auto">{result.message || t('PAYMENT.FAILED_DEFAULT')}</p>
          <div className="payment-result__actions">
            {retry}
            {backToOrder}
          </div>
        </section>
      );
    case 'cancelled':
      return (
        <section className="payment-result payment-result--cancelled" role="status">
          <h2 ref={heading} tabIndex={-1}>
            {t('PAYMENT.CANCELLED')}
          </h2>
          <p>{t('PAYMENT.CANCELLED_DESC')}</p>
          <div className="payment-result__actions">
            {retry}
            {backToOrder}
          </div>
        </section>
      );
    case 'pending':
      return (
        <section className="payment-result payment-result--pending" role="status">
          <h2 ref={heading} tabIndex={-1}>
            {t('PAYMENT.PENDING_TITLE')}
          </h2>
          <p>{t('PAYMENT.PENDING_DESC')}</p>
          <div className="payment-result__actions">
            <button type="button" className="button button--primary" onClick={onCheckAgain}>
              {t('PAYMENT.CHECK_AGAIN')}
            </button>
            {backToOrder}
          </div>
        </section>
      );
  }
}
