import { useEffect, useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { MAX_QUANTITY, MIN_QUANTITY } from 'shop-rules';
import { acceptQuantity } from '../../rules/stock';

/** Quantity 1..99: minus disabled at 1, plus at 99; a typed value outside the range is ignored. */
export function QuantityPicker({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const { t } = useTexts();
  // What is typed may be half-way (empty while retyping); only an accepted number becomes the quantity.
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);

  const type = (text: string) => {
    setTyped(text);
    const accepted = acceptQuantity(value, text);
    if (accepted !== value && text.trim() !== '') onChange(accepted);
  };

  return (
    <div className="quantity-picker">
      <label htmlFor="product-quantity">{t('PRODUCT.QUANTITY')}</label>
      <div className="quantity">
        <button type="button" aria-label={t('PRODUCT.DECREASE')} disabled={value <= MIN_QUANTITY} onClick={() => onChange(value - 1)}>
          −
        </button>
        <input
          id="product-quantity"
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          value={typed}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setTyped(String(value))}
        />
        <button type="button" aria-label={t('PRODUCT.INCREASE')} disabled={value >= MAX_QUANTITY} onClick={() => onChange(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
