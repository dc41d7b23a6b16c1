import { formatPrice } from 'shop-rules';
import { useTexts } from '../i18n/use-texts';
import { PricedProduct, priceDisplay } from '../rules/price';

/**
 * A price in shekels inside a left-to-right isolate: the text carries no direction marks (shop-rules price-format.ts),
 * so the isolate alone keeps the number and the sign together in Hebrew and Russian lines alike.
 */
export function Money({ amount, className }: { amount: number; className?: string }) {
  return (
    <bdi className={className ?? 'money'} dir="ltr">
      {formatPrice(amount)}
    </bdi>
  );
}

/**
 * The product's price: current price, and when discounted the struck original and the '-N%' badge. The
 * struck price is announced as the old price (hidden words before it), never read as a bare or negative
 * number.
 */
export function ProductPrice({ product, amount }: { product: PricedProduct; amount?: number }) {
  const { t } = useTexts();
  const display = priceDisplay(product);
  return (
    <span className="price">
      <Money amount={amount ?? display.current} className="price__current" />
      {display.original !== null && (
        <>
          <span className="price__original">
            <span className="visually-hidden">{t('PRODUCT.OLD_PRICE')}: </span>
            <s>
              <Money amount={display.original} />
            </s>
          </span>
          {display.percentage !== null && (
            <span className="badge badge--sale">
              <bdi dir="ltr">{t('PRODUCT.DISCOUNT', { percent: display.percentage })}</bdi>
            </span>
          )}
        </>
      )}
    </span>
  );
}
