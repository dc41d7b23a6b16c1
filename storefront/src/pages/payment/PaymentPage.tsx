import { useEffect } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import type { PaymentOrderView } from '../../api/payment';
import { useLanguage, useLocalPath } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { orderSuccessPath, orderTrackingPath, PaymentResult, SUCCESS_REDIRECT_MS } from '../../rules/payment-page';
import type { PaymentPageData } from './payment.loader';
import { OrderSummary } from './OrderSummary';
import { InstallmentsSelect } from './InstallmentsSelect';
import { PaymentFrame } from './PaymentFrame';
import { PaymentResultPanel } from './PaymentResultPanel';
import { usePaymentFlow } from './use-payment-flow';
import './payment.css';

/** /payment/{orderId}: the order's summary beside the provider's card frame, then the server's result. */
export function PaymentPage() {
  const data = useLoaderData() as PaymentPageData;
  const { t } = useTexts();
  const to = useLocalPath();
  const revalidator = useRevalidator();
  usePageTitle(t(data.kind === 'order' && data.order.paymentMethod === 'bit' ? 'PAYMENT.BIT_TITLE' : 'PAYMENT.TITLE'));

  if (data.kind !== 'order') {
    const message = data.kind === 'missing-id' ? t('PAYMENT.MISSING_ORDER_ID') : t('PAYMENT.ORDER_NOT_FOUND');
    return (
      <div className="payment-page">
        <BackLink to={to('/')} />
        <ErrorState title={t('PAYMENT.TITLE')} message={message} onRetry={() => void revalidator.revalidate()} />
      </div>
    );
  }
  // A new order id is a new payment: its state starts over.
  return <OrderPayment key={data.order.id} order={data.order} paidTransactionId={data.paidTransactionId} />;
}

function BackLink({ to }: { to: string }) {
  const { t } = useTexts();
  return (
    <Link className="payment-page__back" to={to}>
      <span className="payment-page__back-arrow" aria-hidden="true">
        ←
      </span>
      {t('COMMON.BACK')}
    </Link>
  );
}

function OrderPayment({ order, paidTransactionId }: { order: PaymentOrderView; paidTransactionId: string | null }) {
  const { t } = useTexts();
  const language = useLanguage();
  const bit = order.paymentMethod === 'bit';
  const to = useLocalPath();
  const navigate = useNavigate();
  const initialResult: PaymentResult | null = order.paymentStatus === 'paid' ? { kind: 'success', transactionId: paidTransactionId } : null;
  const flow = usePaymentFlow(order, language, initialResult);
  const orderPath = to(orderTrackingPath(order));

  const succeeded = flow.view.view === 'result' && flow.view.result.kind === 'success';
  const transactionId = flow.view.view === 'result' && flow.view.result.kind === 'success' ? flow.view.result.transactionId : null;
  const successPath = to(orderSuccessPath(order, transactionId));
  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = setTimeout(() => navigate(successPath), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, successPath, navigate]);

  return (
    <div className="payment-page">
      <BackLink to={orderPath} />
      <h1 className="payment-page__title">{t(bit ? 'PAYMENT.BIT_TITLE' : 'PAYMENT.TITLE')}</h1>
      <div className="payment-page__layout">
        <section className="payment-page__main" aria-label={t('PAYMENT.SECURE_PAYMENT')}>
          {/* Bit is one payment: its page opens at once; a card chooses the number of payments first. */}
          {flow.view.view === 'frame' && !bit && flow.maxInstallments > 1 && (
            <InstallmentsSelect
              total={order.total}
              maxPayments={flow.maxInstallments}
              value={flow.installments}
              onChange={(payments) => void flow.startSession(payments)}
            />
          )}
          {flow.view.view === 'frame' && (
            <PaymentFrame
              frame={flow.frame}
              title={t(bit ? 'PAYMENT.BIT_FRAME_TITLE' : 'PAYMENT.FRAME_TITLE')}
              height={flow.height}
              onLoad={flow.frameLoaded}
              onError={flow.frameFailed}
              onReload={() => void flow.startSession()}
            />
          )}
          {flow.view.view === 'checking' && <Spinner label={t('PAYMENT.CHECKING')} />}
          {flow.view.view === 'result' && (
            <PaymentResultPanel
              result={flow.view.result}
              orderPath={orderPath}
              onRetry={() => void flow.startSession()}
              onCheckAgain={flow.checkAgain}
              takeFocus={initialResult === null}
            />
          )}
        </section>
        <OrderSummary order={order} />
      </div>
    </div>
  );
}
