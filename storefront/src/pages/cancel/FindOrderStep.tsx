import { useEffect } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { FindOrderField, ORDER_NUMBER_EXAMPLE } from '../../rules/cancellation';
import { RefusalNotice } from './RefusalNotice';
import type { useFindOrder } from './use-find-order';

type Finder = ReturnType<typeof useFindOrder>;

const FIELDS: { field: FindOrderField; name: string; label: string; hint: string; autoComplete: string; maxLength: number }[] = [
  {
    field: 'orderNumber',
    name: 'order',
    label: 'CANCEL_PAGE.ORDER_NUMBER',
    hint: 'CANCEL_PAGE.ORDER_NUMBER_HINT',
    autoComplete: 'off',
    maxLength: 60,
  },
  {
    field: 'contact',
    name: 'contact',
    label: 'CANCEL_PAGE.CONTACT',
    hint: 'CANCEL_PAGE.CONTACT_HINT',
    autoComplete: 'email',
    maxLength: 254,
  },
];

/** An order number as the confirmation shows it, kept whole and left to right inside the sentence. */
function OrderNumberExample() {
  return (
    <>
      {' '}
      <bdi dir="ltr" className="cancel-example">
        {ORDER_NUMBER_EXAMPLE}
      </bdi>
    </>
  );
}

/**
 * Step 1: the order number and the order's email or phone in one field. The inputs' names are the
 * address's (`order`, `contact`): a press before the page's script has started reloads the page with
 * them filled in, so nothing typed is lost.
 */
export function FindOrderStep({ finder, focusOnShow }: { finder: Finder; focusOnShow: boolean }) {
  const { t } = useTexts();
  useEffect(() => {
    if (focusOnShow) finder.focusField('orderNumber');
    // Only when the step appears again (the shopper chose another order).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form className="panel cancel-find" onSubmit={finder.submit} noValidate>
      <fieldset className="cancel-fieldset">
        <legend className="cancel-legend">{t('CANCEL_PAGE.FIND_LEGEND')}</legend>
        <div className="cancel-find__fields">
          {FIELDS.map(({ field, name, label, hint, autoComplete, maxLength }) => {
            const id = `cancel-${name}`;
            const error = finder.errors[field];
            return (
              <div key={field} className={`field${error ? ' field--invalid' : ''}`}>
                <label htmlFor={id}>{t(label)}</label>
                <input
                  id={id}
                  name={name}
                  ref={finder.fieldRef(field)}
                  className="field__ltr"
                  dir="ltr"
                  value={finder.form[field]}
                  onChange={(event) => finder.change(field, event.target.value)}
                  onBlur={() => finder.leave(field)}
                  autoComplete={autoComplete}
                  autoCapitalize="off"
                  spellCheck={false}
                  maxLength={maxLength}
                  aria-required="true"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                />
                <span id={`${id}-hint`} className="field__hint">
                  {t(hint)}
                  {field === 'orderNumber' && <OrderNumberExample />}
                </span>
                {error && (
                  <span id={`${id}-error`} className="field__error">
                    {t(error)}
                    {error === 'CANCEL_PAGE.ORDER_NUMBER_INVALID' && <OrderNumberExample />}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
      <button type="submit" className="button button--primary cancel-find__submit" disabled={finder.finding}>
        {finder.finding ? t('CANCEL_PAGE.FINDING') : t('CANCEL_PAGE.FIND')}
      </button>
      {finder.refusal && <RefusalNotice refusal={finder.refusal} onLongerPeriod={finder.findWithLongerPeriod} busy={finder.finding} />}
    </form>
  );
}
