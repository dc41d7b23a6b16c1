import type { DeliveryMethod } from 'shop-rules';
import { useTexts } from '../i18n/use-texts';
import { Money } from './Price';
import './order-totals.css';

/** The lines below an order's items, as the server priced them (the cart's quote or the order itself). */
export interface TotalsView {
  items: number;
  discount: { code: string; amount: number } | null;
  /** Null until the server priced the delivery (the line is then left out). */
  delivery: { method: DeliveryMethod; fee: number } | null;
  total: number;
  toFreeDelivery?: number | null;
}

/** A text with a price inside it: the price in its own left-to-right isolate, wherever the language puts it. */
export function TextWithMoney({ text, amount }: { text: string; amount: number }) {
  const [before, after = ''] = text.split(MONEY_MARK);
  return (
    <>
      {before}
      <Money amount={amount} />
      {after}
    </>
  );
}
/** Stands for the price in a translated text until TextWithMoney puts it there. */
export const MONEY_MARK = '\u2063';

/** Items, the discount of a code, the delivery (or "free"), the total; and how much more makes delivery free. */
export function OrderTotals({ totals, totalLabel }: { totals: TotalsView; totalLabel?: string }) {
  const { t } = useTexts();
  return (
    <>
      <dl className="order-totals">
        <div>
          <dt>{t('ORDER_LINES.ITEMS_TOTAL')}</dt>
          <dd>
            <Money amount={totals.items} />
          </dd>
        </div>
        {totals.discount && (
          <div className="order-totals__discount">
            <dt>{t('ORDER_LINES.DISCOUNT', { code: totals.discount.code })}</dt>
            <dd>
              <Money amount={-totals.discount.amount} />
            </dd>
          </div>
        )}
        {totals.delivery && (
          <div>
            <dt>{t(totals.delivery.method === 'courier' ? 'ORDER_LINES.DELIVERY_COURIER' : 'ORDER_LINES.DELIVERY_PICKUP')}</dt>
            <dd>{totals.delivery.fee > 0 ? <Money amount={totals.delivery.fee} /> : t('DELIVERY.FREE')}</dd>
          </div>
        )}
        <div className="order-totals__total">
          <dt>{totalLabel ?? t('CHECKOUT.TOTAL')}</dt>
          <dd>
            <Money amount={totals.total} />
          </dd>
        </div>
      </dl>
      {totals.toFreeDelivery ? (
        <p className="order-totals__free-delivery">
          <TextWithMoney text={t('DELIVERY.TO_FREE_DELIVERY', { amount: MONEY_MARK })} amount={totals.toFreeDelivery} />
        </p>
      ) : null}
    </>
  );
}
