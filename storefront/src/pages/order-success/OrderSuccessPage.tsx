import { useTexts } from '../../i18n/use-texts';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { DeliveryText, orderTotalsOf, usePaymentText } from '../../components/OrderPaymentAndDelivery';
import { OrderTotals } from '../../components/OrderTotals';
import type { OrderView } from '../../api/orders';
import type { OrderSuccessData } from './order-success.loader';
import { useLanguage, useLocalPath } from '../../app/language-context';
import { SHOP_DETAILS } from '../../app/shop-details';
import { OpeningHours } from '../../components/OpeningHours';
import { usePageTitle } from '../../app/page-title';
import { orderSuccessQueryOf, viewOrderTarget } from '../../rules/order-success';
import './order-success.css';

/** The order confirmation: its number, the payment when it came through the card flow, and where to go next. */
export function OrderSuccessPage() {
  const { t } = useTexts();
  const to = useLocalPath();
  const navigate = useNavigate();
  usePageTitle(t('ORDER_SUCCESS.TITLE'));
  const [search] = useSearchParams();
  const query = orderSuccessQueryOf(search);
  const viewOrder = viewOrderTarget(query);
  const { order } = (useLoaderData() as OrderSuccessData | undefined) ?? { order: null };

  return (
    <section className="page order-success panel" aria-labelledby="order-success-title">
      <svg className="order-success__icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.15" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id="order-success-title">{t('ORDER_SUCCESS.TITLE')}</h1>
      <p role="status">{t('ORDER_SUCCESS.MESSAGE')}</p>
      {query.paymentSuccess && (
        <p className="order-success__payment">
          {t('ORDER_SUCCESS.PAYMENT_RECEIVED')}
          {query.transactionId && (
            <>
              {' '}
              {t('ORDER_SUCCESS.TRANSACTION_ID')}: <bdi dir="ltr">{query.transactionId}</bdi>
            </>
          )}
        </p>
      )}
      {query.orderNumber && (
        <p className="order-success__number">
          <span>{t('ORDER_SUCCESS.ORDER_NUMBER')}:</span> <bdi dir="ltr">{query.orderNumber}</bdi>
        </p>
      )}
      {query.orderNumber && <p className="order-success__note">{t('ORDER_SUCCESS.EMAIL_NOTE')}</p>}
      {order && <OrderSuccessSummary order={order} />}
      <div className="order-success__actions">
        <Link className="button" to={to('/')}>
          {t('ORDER_SUCCESS.CONTINUE_SHOPPING')}
        </Link>
        {viewOrder.shown && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => viewOrder.trackingSearch && navigate(to(`/order-tracking${viewOrder.trackingSearch}`))}
          >
            {t('ORDER_SUCCESS.VIEW_ORDER')}
          </button>
        )}
      </div>
    </section>
  );
}

/** What the order costs and how it reaches the shopper: the discount, the delivery (with the address), the total, the payment. */
function OrderSuccessSummary({ order }: { order: OrderView }) {
  const { t } = useTexts();
  const payment = usePaymentText(order);
  return (
    <section className="order-success__summary" aria-labelledby="order-success-summary">
      <h2 id="order-success-summary">{t('ORDER_SUCCESS.SUMMARY')}</h2>
      <dl className="order-success__facts">
        <div>
          <dt>{t('TRACKING.DELIVERY')}</dt>
          <dd>
            <DeliveryText order={order} />
          </dd>
        </div>
        <div>
          <dt>{t('ORDER_SUCCESS.PAYMENT')}</dt>
          <dd>{payment}</dd>
        </div>
      </dl>
      <OrderTotals totals={orderTotalsOf(order)} />
      {order.delivery_method === 'pickup' && <PickupPlace />}
    </section>
  );
}

/** Where and when a pickup order is collected: the store's address and its week, so nobody has to look them up. */
function PickupPlace() {
  const { t } = useTexts();
  const language = useLanguage();
  return (
    <section className="order-success__pickup" aria-labelledby="order-success-pickup">
      <h3 id="order-success-pickup">{t('ORDER_SUCCESS.PICKUP_TITLE')}</h3>
      <p className="order-success__pickup-address">{SHOP_DETAILS.address[language].join(', ')}</p>
      <OpeningHours className="order-success__hours" />
      <p className="order-success__note">{t('ORDER_SUCCESS.PICKUP_WHEN')}</p>
    </section>
  );
}
