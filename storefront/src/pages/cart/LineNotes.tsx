import { useTexts } from '../../i18n/use-texts';
import { Money } from '../../components/Price';
import { LineProblem, problemMessage } from '../../rules/cart-check';

/** Why a cart line cannot be ordered as it is (shared by the cart page and the checkout summary). */
export function LineProblemNote({ problem }: { problem: LineProblem }) {
  const { t } = useTexts();
  const message = problemMessage(problem);
  return <span className="line-note line-note--problem">{t(message.key, message.values)}</span>;
}

/** The line's price is not what the shopper saw when adding it. */
export function PriceChangedNote({ was }: { was: number }) {
  const { t } = useTexts();
  return (
    <span className="line-note line-note--price">
      {t('CART.PRICE_CHANGED')}{' '}
      <s>
        <Money amount={was} />
      </s>
    </span>
  );
}
