import { useTexts } from '../i18n/use-texts';
import { formatPrice, PricedProduct, priceDisplay } from '../rules/price';

/** A price in shekels; numbers keep their own direction inside Hebrew text (<bdi>). */
export function Money({ amount, className }: { amount: number; className?: string }) {
  return (
    <bdi className={className ?? 'money'} dir="ltr">
      {formatPrice(amount)}
    </bdi>
  );
}

/** The product's price: current price, and when discounted the struck original and the '-N%' badge. */
export function ProductPrice({ product, amount }: { product: PricedProduct; amount?: number }) {
  const { t } = useTexts();
  const display = priceDisplay(product);
  return (
    <span className="price">
      <Money amount={amount ?? display.current} className="price__current" />
      {display.original !== null && (
        <>
          <s className="price__original" aria-label={`${t('PRODUCT.PRICE')}: ${formatPrice(display.original)}`}>
            <Money amount={display.original} />
          </s>
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
