import { formatPrice } from 'shop-rules';
import { useTexts } from '../../i18n/use-texts';
import { chosenPayments, installmentChoices } from '../../rules/installment-choices';

interface InstallmentsSelectProps {
  total: number;
  maxPayments: number;
  value: number;
  onChange: (payments: number) => void;
  disabled?: boolean;
}

/**
 * The number of card payments, 1..the most the shop's rule allows for this total, each choice with what
 * the payments would be (the card company charges them; the server fixes the count in the frame).
 */
export function InstallmentsSelect({ total, maxPayments, value, onChange, disabled }: InstallmentsSelectProps) {
  const { t } = useTexts();
  const choices = installmentChoices(total, maxPayments);
  const label = (choice: (typeof choices)[number]) =>
    choice.payments === 1
      ? t('CHECKOUT.INSTALLMENTS_ONE', { amount: formatPrice(choice.first) })
      : t('PAYMENT.INSTALLMENTS_SPLIT', { count: choice.payments, first: formatPrice(choice.first), later: formatPrice(choice.later) });
  return (
    <div className="field payment-installments">
      <label htmlFor="payment-installments">{t('CHECKOUT.INSTALLMENTS')}</label>
      <select
        id="payment-installments"
        aria-describedby="payment-installments-hint"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(chosenPayments(event.target.value, maxPayments))}
      >
        {choices.map((choice) => (
          <option key={choice.payments} value={choice.payments}>
            {label(choice)}
          </option>
        ))}
      </select>
      {/* A phone cuts the closed select short: the chosen split is written out beneath it (the select itself is what is read). */}
      <p className="payment-installments__chosen" aria-hidden="true">
        {label(choices[Math.min(value, choices.length) - 1])}
      </p>
      <span id="payment-installments-hint" className="field__hint">
        {t('CHECKOUT.INSTALLMENTS_HINT', { max: maxPayments })}
      </span>
    </div>
  );
}
