import { useEffect, useState } from 'react';
import { vatRateOn, type DeliveryMethod } from 'shop-rules';
import { useTexts } from '../../i18n/use-texts';
import { Link } from 'react-router-dom';
import { useLocalPath } from '../../app/language-context';
import { usePageTitle } from '../../app/page-title';
import { useCart } from '../../cart/cart-store';
import { EmptyState } from '../../components/ErrorState';
import { OrderTotals } from '../../components/OrderTotals';
import { cartQuoteKey } from '../../rules/cart-check';
import { discountFieldStatus, summaryLines } from '../../rules/checkout-summary';
import { loadCheckoutDraft } from '../checkout/checkout-draft-storage';
import { useDiscountCode } from '../checkout/use-discount-code';
import { DiscountCodeField } from './DiscountCodeField';
import { Spinner } from '../../components/Spinner';
import { CartCheckStatus } from './CartCheckStatus';
import { CartLineRow } from './CartLineRow';
import { useCartCheck } from './use-cart-check';
import './cart.css';

/** The cart page: the header dropdown's cart at full size, checked against the server's prices and stock. */
export function CartPage() {
  const { t } = useTexts();
  const to = useLocalPath();
  usePageTitle(t('CART.TITLE'));
  const cart = useCart();
  const code = useDiscountCode();
  // The delivery chosen at checkout earlier in this tab (pickup until then), so the cart's total is the checkout's.
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>('pickup');
  useEffect(() => setDeliveryMethod(loadCheckoutDraft().form.deliveryMethod), []);
  const { check, quote, state, summaryState } = useCartCheck({ deliveryMethod, discountCode: code.applied });
  const summary = quote?.key === cartQuoteKey(cart.items) ? quote.summary : undefined;
  const codeStatus = discountFieldStatus(code.applied, summary, summaryState, code.ownRefusal);
  const totals = summaryLines(summary ?? null, {
    itemsTotal: check.total,
    deliveryMethod,
    discountCode: code.applied,
    freeDeliveryHint: 'always',
  });

  if (!cart.loaded) {
    return (
      <section className="page cart-page">
        <h1>{t('CART.TITLE')}</h1>
        <Spinner label={t('COMMON.LOADING')} />
      </section>
    );
  }

  if (cart.items.length === 0) {
    return (
      <section className="page cart-page">
        <h1>{t('CART.TITLE')}</h1>
        <EmptyState title={t('CART.EMPTY')} description={t('CART.EMPTY_DESC')}>
          <Link className="button button--primary" to={to('/')}>
            {t('CART.START_SHOPPING')}
          </Link>
        </EmptyState>
      </section>
    );
  }

  return (
    <section className="page cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">
        {t('CART.TITLE')} <span className="cart-page__count">({t('CART.ITEMS_COUNT', { count: check.count })})</span>
      </h1>
      <CartCheckStatus check={check} state={state} />
      <div className="cart-page__layout">
        <div className="panel cart-page__lines">
          <ul className="cart-rows" aria-label={t('CART.TITLE')}>
            {check.lines.map((line) => (
              <CartLineRow key={`${line.item.id}-${line.item.variant_id ?? ''}`} line={line} />
            ))}
          </ul>
          <div className="cart-page__line-actions">
            <Link to={to('/')}>{t('CART.CONTINUE_SHOPPING')}</Link>
            <button type="button" className="button cart-page__clear" onClick={cart.clear}>
              {t('CART.CLEAR')}
            </button>
          </div>
        </div>
        <aside className="panel cart-page__summary" aria-label={t('CART.TOTAL')}>
          <DiscountCodeField code={code} status={codeStatus} idPrefix="cart" />
          <OrderTotals totals={totals} totalLabel={t('CART.TOTAL')} />
          <p className="cart-page__vat">{t('COMMON.VAT_NOTE', { rate: vatRateOn(new Date()) })}</p>
          <Link className="button button--primary button--block" to={to('/checkout')}>
            {t('CART.CHECKOUT')}
          </Link>
          <Link className="button button--block" to={to('/')}>
            {t('CART.CONTINUE_SHOPPING')}
          </Link>
        </aside>
      </div>
    </section>
  );
}
