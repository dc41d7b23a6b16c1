import { useEffect, useMemo, useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { getResponseCodeMeanings } from '../../api/payment';
import { useLanguage, useLocalPath } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import { Spinner } from '../../components/Spinner';
import {
  explainResponseCode,
  frameMessageOf,
  homeAfterPayment,
  ProviderReturn,
  readProviderReturn,
  tryAgainPath,
} from '../../rules/payment-return';
import { SUCCESS_REDIRECT_MS } from '../../rules/payment-page';
import { ReturnDetails } from './ReturnDetails';
import { postToPaymentPage, REPEAT_MESSAGE_AFTER_MS, useFramePlacement } from './use-frame-placement';
import './payment-return.css';

/**
 * Where the provider sends the card frame back: /payment-success... or /payment-error... with the result
 * in the query. Inside the payment page's frame it only tells the payment page (which then asks the
 * server); on its own it shows what the provider reported. The order's real status is the server's.
 */
// The address's kind (success or error) is not needed: the response code decides (the spec).
export function PaymentReturnPage(_props: { kind: 'success' | 'error' }) {
  const { search } = useLocation();
  const to = useLocalPath();
  const result = useMemo(() => readProviderReturn(search), [search]);
  if (!result) return <Navigate to={to('/')} replace />;
  return <ProviderReturnView result={result} />;
}

function ProviderReturnView({ result }: { result: ProviderReturn }) {
  const { t } = useTexts();
  const placement = useFramePlacement();
  const success = result.outcome === 'success';
  usePageTitle(success ? t('PAYMENT.SUCCESS') : t('PAYMENT.FAILED'));

  useEffect(() => {
    if (placement !== 'frame') return undefined;
    const message = frameMessageOf(result);
    postToPaymentPage(message);
    const again = setTimeout(() => postToPaymentPage(message), REPEAT_MESSAGE_AFTER_MS);
    return () => clearTimeout(again);
  }, [placement, result]);

  if (placement === 'unknown') return <Spinner label={t('COMMON.LOADING')} />;
  if (placement === 'frame') return <InFrameNotice result={result} />;
  return success ? <SuccessReturn result={result} /> : <ErrorReturn result={result} />;
}

function InFrameNotice({ result }: { result: ProviderReturn }) {
  const { t } = useTexts();
  const success = result.outcome === 'success';
  return (
    <section className="payment-return payment-return--in-frame" role="status">
      <p className="payment-return__in-frame-text">{success ? t('PAYMENT.IN_FRAME_SUCCESS') : t('PAYMENT.IN_FRAME_ERROR')}</p>
      {!success && (
        <button type="button" className="button" onClick={() => postToPaymentPage({ type: 'payment_retry', orderId: result.orderId })}>
          {t('PAYMENT.RETRY')}
        </button>
      )}
    </section>
  );
}

function SuccessReturn({ result }: { result: ProviderReturn }) {
  const { t } = useTexts();
  const to = useLocalPath();
  const navigate = useNavigate();
  const home = to(homeAfterPayment(result));
  useEffect(() => {
    const timer = setTimeout(() => navigate(home), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [home, navigate]);
  return (
    <section className="payment-return payment-return--success">
      <span className="payment-return__icon" aria-hidden="true">
        ✓
      </span>
      <h1>{t('PAYMENT.SUCCESS')}</h1>
      <p>{t('PAYMENT.SUCCESS_DESC')}</p>
      <ReturnDetails result={result} />
      <p className="payment-return__note">{t('PAYMENT.RETURN_NOTE')}</p>
      <p className="payment-return__note" role="status">
        {t('PAYMENT.REDIRECT_NOTICE')}
      </p>
      <div className="payment-return__actions">
        <Link className="button button--primary" to={to('/')}>
          {t('PAYMENT.CONTINUE_SHOPPING')}
        </Link>
      </div>
    </section>
  );
}

function ErrorReturn({ result }: { result: ProviderReturn }) {
  const { t } = useTexts();
  const language = useLanguage();
  const to = useLocalPath();
  const [meanings, setMeanings] = useState<Record<string, string> | null>(null);
  // The provider's meanings of its codes (DESIGN departure 6); without them the code itself is shown.
  useEffect(() => {
    const abort = new AbortController();
    getResponseCodeMeanings(language, abort.signal).then(setMeanings, () => setMeanings({}));
    return () => abort.abort();
  }, [language]);
  const message = explainResponseCode(result.responseCode, meanings ?? {}, t('PAYMENT.UNKNOWN_ERROR'));
  return (
    <section className="payment-return payment-return--error">
      <span className="payment-return__icon" aria-hidden="true">
        !
      </span>
      <h1>{t('PAYMENT.FAILED')}</h1>
      <ReturnDetails result={result} message={meanings ? message : null} />
      <p className="payment-return__note">{t('PAYMENT.RETURN_NOTE')}</p>
      <div className="payment-return__actions">
        <Link className="button button--primary" to={to(tryAgainPath(result))}>
          {t('PAYMENT.RETRY')}
        </Link>
        <Link className="button" to={to('/')}>
          {t('PAYMENT.BACK_TO_HOME')}
        </Link>
      </div>
    </section>
  );
}
