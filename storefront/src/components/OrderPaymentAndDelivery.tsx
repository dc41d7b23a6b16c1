import { Fragment } from 'react';
import { addressValueDirection } from 'shop-rules';
import type { OrderView } from '../api/orders';
import { useTexts } from '../i18n/use-texts';
import { addressPiecesOf, addressWordsOf } from '../rules/delivery-address';
import { paidWithLabel, paymentMethodLabel } from '../rules/order-status';
import type { TotalsView } from './OrderTotals';

/** An order's lines below its items, from the order itself (what the server charged). */
export function orderTotalsOf(order: OrderView): TotalsView {
  return {
    items: order.items_total,
    discount: order.discount_code && order.discount_amount > 0 ? { code: order.discount_code, amount: order.discount_amount } : null,
    delivery: { method: order.delivery_method, fee: order.delivery_fee },
    total: order.total_amount,
  };
}

/** "Paid by card in 3 payments", "Paid with Bit", or how the shopper chose to pay while it is not settled. */
export function usePaymentText(order: OrderView): string {
  const { t } = useTexts();
  const paid = paidWithLabel(order);
  if (!paid) return t(paymentMethodLabel(order.payment_method));
  return paid.count === undefined ? t(paid.key) : t(paid.key, { count: paid.count });
}

/**
 * Pickup at the store, or the courier with the address on one line in the page's direction, each value
 * typed by the shopper isolated in its own (a Hebrew street on a Russian page, "-1" on a Hebrew one).
 */
export function DeliveryText({ order }: { order: OrderView }) {
  const { t } = useTexts();
  if (order.delivery_method !== 'courier' || !order.delivery_address) return <>{t('DELIVERY.PICKUP')}</>;
  return (
    <>
      {t('DELIVERY.COURIER')}:{' '}
      <span className="order-delivery__address">
        {addressPiecesOf(order.delivery_address, addressWordsOf(t)).map((piece, index) => (
          <Fragment key={index}>
            {index > 0 && ', '}
            {piece.word && `${piece.word} `}
            <bdi dir={addressValueDirection(piece.value)}>{piece.value}</bdi>
          </Fragment>
        ))}
      </span>
    </>
  );
}
