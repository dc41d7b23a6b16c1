import type { KeyboardEvent } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Money } from '../../components/Price';
import type { DiscountFieldStatus } from '../../rules/checkout-summary';
import type { DiscountCodeState } from '../checkout/use-discount-code';
import './discount-code.css';

/**
 * The discount-code field of the cart and the checkout: Apply asks the server's quote; the saving or the
 * refusal (in the page's language, by the server's code) is shown under the field and announced.
 * It sits inside the checkout's form: Enter applies the code, it never places the order.
 */
export function DiscountCodeField({ code, status, idPrefix }: { code: DiscountCodeState; status: DiscountFieldStatus; idPrefix: string }) {
  const { t } = useTexts();
  const inputId = `${idPrefix}-discount-code`;
  const messageId = `${inputId}-message`;
  const refused = status.kind === 'refused';
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    code.apply();
  };
  return (
    <div className={`discount-code field${refused ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId}>{t('CHECKOUT.DISCOUNT.LABEL')}</label>
      <div className="discount-code__row">
        <input
          id={inputId}
          name="discount_code"
          className="field__ltr"
          dir="ltr"
          value={code.typed}
          onChange={(event) => code.type(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={refused || undefined}
          aria-describedby={status.kind === 'none' ? undefined : messageId}
        />
        <button type="button" className="button discount-code__apply" onClick={code.apply}>
          {t('CHECKOUT.DISCOUNT.APPLY')}
        </button>
      </div>
      <div role="status" className="discount-code__status">
        {status.kind === 'checking' && (
          <span id={messageId} className="discount-code__checking">
            {t('CHECKOUT.DISCOUNT.APPLYING')}
          </span>
        )}
        {status.kind === 'refused' && (
          <span id={messageId} className="field__error">
            {t(status.key)}
          </span>
        )}
        {status.kind === 'applied' && (
          <span id={messageId} className="discount-code__applied">
            {t('CHECKOUT.DISCOUNT.APPLIED', { code: status.code })}: <Money amount={-status.amount} />
          </span>
        )}
      </div>
      {code.applied && (
        <button type="button" className="link-button discount-code__remove" onClick={code.remove}>
          {t('CHECKOUT.DISCOUNT.REMOVE')}
        </button>
      )}
    </div>
  );
}
