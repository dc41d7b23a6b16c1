import { FormEvent, useState } from 'react';
import { isEmailAddress } from 'shop-rules';
import { useTexts } from '../../i18n/use-texts';
import { useLanguage } from '../../app/language-context';
import { askBackInStock } from '../../api/back-in-stock';

/**
 * On a sold-out product or size: the shopper leaves an email to hear once when it returns. The page says
 * the address serves this email only. Keyed by the chosen variant, so another size starts afresh.
 */
export function BackInStockForm({ productId, variantId, itemName }: { productId: number; variantId: number | null; itemName: string }) {
  const { t } = useTexts();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed' | 'invalid'>('idle');
  const fieldId = `back-in-stock-email-${variantId ?? 'product'}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server checks it again; this only spares a request it would refuse.
    if (!isEmailAddress(email.trim())) {
      setState('invalid');
      return;
    }
    setState('sending');
    try {
      await askBackInStock(productId, { email: email.trim(), variantId, language });
      setState('done');
    } catch {
      setState('failed');
    }
  };

  if (state === 'done') {
    return (
      <p className="back-in-stock back-in-stock--done" role="status">
        {t('BACK_IN_STOCK.DONE', { email: email.trim() })}
      </p>
    );
  }
  return (
    <form className="back-in-stock" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="back-in-stock__title">
        {t('BACK_IN_STOCK.TITLE')}
      </h2>
      <p className="back-in-stock__intro">{t('BACK_IN_STOCK.INTRO', { item: itemName })}</p>
      <div className={`field${state === 'invalid' ? ' field--invalid' : ''}`}>
        <label htmlFor={fieldId}>{t('BACK_IN_STOCK.EMAIL')}</label>
        <input
          id={fieldId}
          type="email"
          className="field__ltr"
          dir="ltr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          maxLength={254}
          aria-required="true"
          aria-invalid={state === 'invalid'}
          aria-describedby={`${fieldId}-privacy${state === 'invalid' ? ` ${fieldId}-error` : ''}`}
        />
        {state === 'invalid' && (
          <span id={`${fieldId}-error`} className="field__error">
            {t('BACK_IN_STOCK.INVALID_EMAIL')}
          </span>
        )}
        <span id={`${fieldId}-privacy`} className="field__hint">
          {t('BACK_IN_STOCK.PRIVACY')}
        </span>
      </div>
      {state === 'failed' && (
        <p className="field__error" role="alert">
          {t('BACK_IN_STOCK.FAILED')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={state === 'sending'}>
        {state === 'sending' ? t('BACK_IN_STOCK.SENDING') : t('BACK_IN_STOCK.SUBMIT')}
      </button>
    </form>
  );
}
