import { useTexts } from '../../i18n/use-texts';
import { Link } from 'react-router-dom';
import { useLocalPath } from '../../app/language-context';
import { useCart } from '../../cart/cart-store';
import { LineQuantity } from '../../components/LineQuantity';
import { Picture } from '../../components/Picture';
import { Money } from '../../components/Price';
import type { CheckedLine } from '../../rules/cart-check';
import { LineProblemNote, PriceChangedNote } from './LineNotes';
import { VariantName } from '../../components/VariantName';

/** One line of the cart page: picture, name, option, unit price, quantity buttons, line total, remove. */
export function CartLineRow({ line }: { line: CheckedLine }) {
  const { t } = useTexts();
  const to = useLocalPath();
  const cart = useCart();
  const { item } = line;
  return (
    <li className={`cart-row${line.problem ? ' cart-row--problem' : ''}`}>
      <Link to={to(`/product/${item.product_id}`)} className="cart-row__image-link" tabIndex={-1} aria-hidden="true">
        <Picture className="cart-row__image" src={item.image} alt="" width={88} height={88} />
      </Link>
      <div className="cart-row__text">
        <Link to={to(`/product/${item.product_id}`)} className="cart-row__name" dir="auto">
          {item.name}
        </Link>
        {item.variant_name && (
          <span className="cart-row__variant" dir="auto">
            <VariantName name={item.variant_name} />
          </span>
        )}
        <span className="cart-row__unit">
          <span className="visually-hidden">{t('CART.PRICE')}: </span>
          <Money amount={line.unit_price} />
        </span>
        {line.price_was !== null && <PriceChangedNote was={line.price_was} />}
        {line.problem && <LineProblemNote problem={line.problem} />}
        {line.problem?.kind === 'OUT_OF_STOCK' && line.problem.available ? (
          <button type="button" className="cart-row__fix" onClick={() => cart.setQuantity(item, line.max_quantity)}>
            {t('CART.USE_AVAILABLE', { count: line.max_quantity })}
          </button>
        ) : null}
      </div>
      <LineQuantity item={item} max={line.max_quantity} className="cart-row__quantity" />
      <span className="cart-row__total">
        <span className="visually-hidden">{t('CART.LINE_TOTAL')}: </span>
        {line.line_total === null ? (
          <span className="cart-row__excluded">{t('CART.NOT_INCLUDED')}</span>
        ) : (
          <Money amount={line.line_total} />
        )}
      </span>
      <button type="button" className="cart-row__remove" aria-label={`${t('CART.REMOVE')}: ${item.name}`} onClick={() => cart.remove(item)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
