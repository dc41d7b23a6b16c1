import { useTexts } from '../../i18n/use-texts';
import type { PaymentOrderView } from '../../api/payment';
import { OrderTotals } from '../../components/OrderTotals';
import { Money } from '../../components/Price';
import { formatOrderDateTime } from '../../rules/payment-page';
import { VariantName } from '../../components/VariantName';

/** The order being paid: number, date, lines and total, with the notes on how the card is kept safe. */
export function OrderSummary({ order }: { order: PaymentOrderView }) {
  const { t } = useTexts();
  return (
    <aside className="payment-summary panel" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className="payment-summary__title">
        {t('PAYMENT.ORDER_SUMMARY')}
      </h2>
      <dl className="payment-summary__facts">
        <div>
          <dt>{t('PAYMENT.ORDER_NUMBER')}</dt>
          <dd>
            <bdi dir="ltr">{order.orderNumber}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('PAYMENT.ORDER_DATE')}</dt>
          <dd>
            <bdi dir="ltr">{formatOrderDateTime(order.createdAt)}</bdi>
          </dd>
        </div>
      </dl>
      <h3 className="payment-summary__subtitle">{t('PAYMENT.ITEMS')}</h3>
      <ul className="payment-summary__items">
        {order.items.map((item, index) => (
          <li key={index} className="payment-summary__item">
            <span className="payment-summary__name" dir="auto">
              {item.name}
            </span>
            {item.variantName && (
              <span className="payment-summary__variant" dir="auto">
                <VariantName name={item.variantName} />
              </span>
            )}
            <span className="payment-summary__quantity">
              {t('PAYMENT.QUANTITY')}: <bdi dir="ltr">{item.quantity}</bdi>
            </span>
            <span className="payment-summary__line-total">
              <span className="visually-hidden">{t('PAYMENT.ITEM_TOTAL')}: </span>
              <Money amount={item.totalPrice} />
            </span>
          </li>
        ))}
      </ul>
      <OrderTotals
        totals={{ items: order.itemsTotal, discount: order.discount, delivery: order.delivery, total: order.total }}
        totalLabel={t('PAYMENT.TOTAL')}
      />
      <section className="payment-security" aria-labelledby="payment-security-title">
        <h3 id="payment-security-title" className="payment-security__title">
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="4" y="11" width="16" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
          {t('PAYMENT.SECURE_PAYMENT')}
        </h3>
        <ul className="payment-security__notes">
          <li>{t('PAYMENT.SECURITY_NOTE')}</li>
          <li>{t('PAYMENT.SECURITY_ENCRYPTED')}</li>
          <li>{t('PAYMENT.SECURITY_VERIFIED')}</li>
        </ul>
      </section>
    </aside>
  );
}
