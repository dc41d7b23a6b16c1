import { useTexts } from '../../i18n/use-texts';
import { Link, useRevalidator } from 'react-router-dom';
import type { OrderView } from '../../api/orders';
import { useDateLocale, useLocalPath } from '../../app/language-context';
import { Picture } from '../../components/Picture';
import { Money } from '../../components/Price';
import { DeliveryText, orderTotalsOf } from '../../components/OrderPaymentAndDelivery';
import { OrderTotals } from '../../components/OrderTotals';
import { cancelPageSearch } from '../../rules/cancellation';
import { canPayNow, paidWithLabel, paymentMethodLabel, refundOf, STATUS_LABEL, statusTone } from '../../rules/order-status';
import { OrderTimeline } from './OrderTimeline';
import { VariantName } from '../../components/VariantName';

/** The store's clock: the same date on a server render and in any shopper's browser. */
const SHOP_TIME_ZONE = 'Asia/Jerusalem';

function orderDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(date);
}

/** The order found by tracking: status, progress, customer, items, total and what can be done next. */
export function TrackedOrder({ order }: { order: OrderView }) {
  const { t } = useTexts();
  const to = useLocalPath();
  const locale = useDateLocale();
  const revalidator = useRevalidator();
  const status = order.display_status;
  const paidWith = paidWithLabel(order);
  const refund = refundOf(order);

  return (
    <article className="tracked-order" aria-labelledby="tracked-order-title">
      <header className="panel tracked-order__header">
        <div>
          <h2 id="tracked-order-title" className="tracked-order__title">
            {t('TRACKING.ORDER')} <bdi dir="ltr">{order.order_number}</bdi>
          </h2>
          <p className="tracked-order__date">
            {t('TRACKING.ORDER_DATE')}: <time dateTime={order.created_at}>{orderDate(order.created_at, locale)}</time>
          </p>
        </div>
        <p className="tracked-order__status">
          <span className="visually-hidden">{t('TRACKING.STATUS')}: </span>
          <span className={`badge badge--${statusTone(status.code)} tracked-order__badge`}>{t(STATUS_LABEL[status.code])}</span>
        </p>
      </header>

      <OrderTimeline timeline={order.timeline} />

      <div className="tracked-order__columns">
        <section className="panel" aria-labelledby="tracked-order-customer">
          <h3 id="tracked-order-customer">{t('TRACKING.CUSTOMER_INFO')}</h3>
          <dl className="tracked-order__facts">
            <dt>{t('TRACKING.NAME')}</dt>
            <dd dir="auto">{order.customer_name}</dd>
            <dt>{t('TRACKING.EMAIL')}</dt>
            <dd>
              <bdi dir="ltr">{order.customer_email}</bdi>
            </dd>
            <dt>{t('TRACKING.PHONE')}</dt>
            <dd>
              <bdi dir="ltr">{order.customer_phone}</bdi>
            </dd>
            <dt>{t('TRACKING.PAYMENT_METHOD')}</dt>
            <dd>{t(paymentMethodLabel(order.payment_method))}</dd>
            {paidWith && (
              <>
                <dt>{t('TRACKING.PAID_WITH')}</dt>
                <dd>{paidWith.count === undefined ? t(paidWith.key) : t(paidWith.key, { count: paidWith.count })}</dd>
              </>
            )}
            {refund && (
              <>
                <dt>{t('TRACKING.PAYMENT_STATUS')}</dt>
                <dd>
                  {t(refund.key)} · {t('TRACKING.REFUNDED_AMOUNT')}: <Money amount={refund.amount} />
                </dd>
              </>
            )}
            {order.invoice_url && (
              <>
                <dt>{t('TRACKING.INVOICE')}</dt>
                <dd>
                  <a href={order.invoice_url} target="_blank" rel="noopener noreferrer">
                    {t('TRACKING.VIEW_INVOICE')}
                  </a>
                </dd>
              </>
            )}
            <dt>{t('TRACKING.DELIVERY')}</dt>
            <dd>
              <DeliveryText order={order} />
            </dd>
            {order.delivery_address?.notes && (
              <>
                <dt>{t('ORDER_LINES.COURIER_NOTES')}</dt>
                <dd dir="auto">{order.delivery_address.notes}</dd>
              </>
            )}
          </dl>
          {order.notes && (
            <>
              <h4 className="tracked-order__notes-title">{t('TRACKING.NOTES')}</h4>
              <p className="tracked-order__notes" dir="auto">
                {order.notes}
              </p>
            </>
          )}
        </section>

        <section className="panel" aria-labelledby="tracked-order-items">
          <h3 id="tracked-order-items">{t('TRACKING.ITEMS')}</h3>
          <ul className="tracked-order__items">
            {order.items.map((item, index) => (
              <li key={index} className="tracked-item">
                <Picture className="tracked-item__image" src={item.image} alt="" width={64} height={64} />
                <div className="tracked-item__text">
                  <span className="tracked-item__name" dir="auto">
                    {item.name}
                  </span>
                  {item.variant_name && (
                    <span className="tracked-item__detail">
                      {t('TRACKING.VARIANT')}:{' '}
                      <bdi>
                        <VariantName name={item.variant_name} />
                      </bdi>
                    </span>
                  )}
                  <span className="tracked-item__detail">
                    {t('TRACKING.QUANTITY')}: <bdi>{item.quantity}</bdi> · {t('TRACKING.UNIT_PRICE')}: <Money amount={item.unit_price} />
                  </span>
                </div>
                <span className="tracked-item__total">
                  <span className="visually-hidden">{t('TRACKING.LINE_TOTAL')}: </span>
                  <Money amount={item.total_price} />
                </span>
              </li>
            ))}
          </ul>
          <div className="tracked-order__totals">
            <OrderTotals totals={orderTotalsOf(order)} totalLabel={t('TRACKING.TOTAL')} />
          </div>
        </section>
      </div>

      <div className="tracked-order__actions">
        {canPayNow(order) && (
          <Link className="button button--accent" to={to(`/payment/${order.id}`)}>
            {t('TRACKING.PAY_NOW')}
          </Link>
        )}
        <button
          type="button"
          className="button button--primary"
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state === 'loading'}
        >
          {t('TRACKING.REFRESH')}
        </button>
        <Link className="button" to={to('/')}>
          {t('TRACKING.CONTINUE_SHOPPING')}
        </Link>
        {order.status !== 'cancelled' && (
          <Link className="button" to={to(`/cancel${cancelPageSearch(order.order_number)}`)}>
            {t('TRACKING.CANCEL_ORDER')}
          </Link>
        )}
      </div>
    </article>
  );
}
