import { FormEvent, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { Spinner } from '../../components/Spinner';
import { trackingQueryComplete, trackingSearch, TrackingErrorKey, validateTracking } from '../../rules/tracking-validation';
import type { OrderTrackingData } from './order-tracking.loader';
import { TrackedOrder } from './TrackedOrder';
import './order-tracking.css';

/** Order tracking: the order number and email find the order; the address carries them, so a link or reload finds it again. */
export function OrderTrackingPage() {
  const { t } = useTexts();
  usePageTitle(t('TRACKING.TITLE'));
  const data = useLoaderData() as OrderTrackingData;
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [orderNumber, setOrderNumber] = useState(data.query.orderNumber);
  const [email, setEmail] = useState(data.query.email);
  const [formError, setFormError] = useState<TrackingErrorKey | null>(null);
  // The error of one answer, until the shopper chooses to try again.
  const [dismissed, setDismissed] = useState<OrderTrackingData | null>(null);
  const orderNumberRef = useRef<HTMLInputElement>(null);

  // A new address (a link, back and forward) brings its own order number and email.
  useEffect(() => {
    setOrderNumber(data.query.orderNumber);
    setEmail(data.query.email);
    setFormError(null);
  }, [data.query.orderNumber, data.query.email]);

  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const answerError = data.result && 'error' in data.result && dismissed !== data ? data.result.error : null;
  const error = formError ?? answerError;
  const order = data.result && 'order' in data.result ? data.result.order : null;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = { orderNumber, email };
    const missing = validateTracking(query);
    setFormError(missing);
    if (missing || loading) return;
    setDismissed(null);
    // The address carries the query: the loader looks the order up (again, when it is the same).
    navigate({ pathname: location.pathname, search: trackingSearch(query) }, { replace: location.search === trackingSearch(query) });
  };

  const tryAgain = () => {
    setFormError(null);
    setDismissed(data);
    orderNumberRef.current?.focus();
  };

  return (
    <section className="page order-tracking" aria-labelledby="tracking-title">
      <h1 id="tracking-title">{t('TRACKING.TITLE')}</h1>
      <form className="panel tracking-form" onSubmit={search} noValidate aria-describedby="tracking-subtitle">
        <p id="tracking-subtitle" className="tracking-form__subtitle">
          {t('TRACKING.SUBTITLE')}
        </p>
        <div className="tracking-form__fields">
          <div className="field">
            <label htmlFor="tracking-order-number">{t('TRACKING.ORDER_NUMBER')}</label>
            <input
              id="tracking-order-number"
              ref={orderNumberRef}
              className="field__ltr"
              dir="ltr"
              value={orderNumber}
              onChange={(event) => setOrderNumber(event.target.value)}
              placeholder={t('TRACKING.ORDER_NUMBER_PLACEHOLDER')}
              autoComplete="off"
              aria-required="true"
              maxLength={60}
            />
          </div>
          <div className="field">
            <label htmlFor="tracking-email">{t('TRACKING.EMAIL')}</label>
            <input
              id="tracking-email"
              type="email"
              className="field__ltr"
              dir="ltr"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={t('TRACKING.EMAIL_PLACEHOLDER')}
              autoComplete="email"
              aria-required="true"
              maxLength={254}
            />
          </div>
          <button
            type="submit"
            className="button button--primary tracking-form__submit"
            disabled={loading || !trackingQueryComplete({ orderNumber, email })}
          >
            {loading ? t('TRACKING.SEARCHING') : t('TRACKING.SEARCH')}
          </button>
        </div>
      </form>

      {loading ? (
        <Spinner label={t('TRACKING.SEARCHING')} />
      ) : error ? (
        <div className="panel tracking-error" role="alert">
          <p className="tracking-error__message">{t(error)}</p>
          <button type="button" className="button" onClick={tryAgain}>
            {t('TRACKING.TRY_AGAIN')}
          </button>
        </div>
      ) : order ? (
        <TrackedOrder order={order} />
      ) : null}
    </section>
  );
}
