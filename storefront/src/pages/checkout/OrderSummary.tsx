import { vatRateOn } from 'shop-rules';
import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Picture } from '../../components/Picture';
import { Money } from '../../components/Price';
import { OrderTotals, TotalsView } from '../../components/OrderTotals';
import type { CartCheck } from '../../rules/cart-check';
import { LineProblemNote, PriceChangedNote } from '../cart/LineNotes';
import { VariantName } from '../../components/VariantName';

interface OrderSummaryProps {
  check: CartCheck;
  /** Items, discount, delivery and total as the server's quote prices them. */
  totals: TotalsView;
  status?: ReactNode;
  /** The discount-code field, above the totals it changes. */
  codeField?: ReactNode;
  children?: ReactNode;
}

/** The order summary beside the form: every line as the server prices it now, the count, the code and the totals. */
export function OrderSummary({ check, totals, status, codeField, children }: OrderSummaryProps) {
  const { t } = useTexts();
  return (
    <aside className="panel checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t('CHECKOUT.ORDER_SUMMARY')}
      </h2>
      {status}
      <ul className="checkout-summary__lines">
        {check.lines.map((line) => (
          <li
            key={`${line.item.id}-${line.item.variant_id ?? ''}`}
            className={`summary-line${line.problem ? ' summary-line--problem' : ''}`}
          >
            <Picture className="summary-line__image" src={line.item.image} alt="" width={56} height={56} />
            <div className="summary-line__text">
              <span className="summary-line__name" dir="auto">
                {line.item.name}
              </span>
              {line.item.variant_name && (
                <span className="summary-line__variant" dir="auto">
                  <VariantName name={line.item.variant_name} />
                </span>
              )}
              <span className="summary-line__quantity">
                {t('CART.QUANTITY')}: <bdi>{line.item.quantity}</bdi> × <Money amount={line.unit_price} />
              </span>
              {line.price_was !== null && <PriceChangedNote was={line.price_was} />}
              {line.problem && <LineProblemNote problem={line.problem} />}
            </div>
            <span className="summary-line__total">
              {line.line_total === null ? <span aria-hidden="true">—</span> : <Money amount={line.line_total} />}
            </span>
          </li>
        ))}
      </ul>
      <p className="checkout-summary__count">{t('CHECKOUT.ITEMS_COUNT', { count: check.count })}</p>
      {codeField}
      <OrderTotals totals={totals} totalLabel={t('CHECKOUT.TOTAL')} />
      <p className="checkout-summary__note">{t('COMMON.VAT_NOTE', { rate: vatRateOn(new Date()) })}</p>
      {children}
    </aside>
  );
}
