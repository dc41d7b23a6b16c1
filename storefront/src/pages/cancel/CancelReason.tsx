import { useTexts } from '../../i18n/use-texts';
import { CANCELLATION_REASONS, MAX_REASON_DETAILS, REASON_LABEL } from '../../rules/cancellation';
import type { useCancelChoices } from './use-cancel-choices';

type Choices = ReturnType<typeof useCancelChoices>;

/** Why the shopper cancels (the fee depends on it), words for "other", and the statement for the longer period. */
export function CancelReason({ choices }: { choices: Choices }) {
  const { t } = useTexts();
  const { reason, details, longerPeriod } = choices.choices;
  const reasonError = choices.errors.reason;
  const detailsError = choices.errors.details;
  return (
    <>
      <fieldset className="panel cancel-section cancel-fieldset" aria-describedby={reasonError ? 'cancel-reason-error' : undefined}>
        <legend className="cancel-legend">{t('CANCEL_PAGE.REASON_LEGEND')}</legend>
        <div className="cancel-reasons">
          {CANCELLATION_REASONS.map((option, index) => (
            <label key={option} className={`cancel-option${reason === option ? ' cancel-option--chosen' : ''}`}>
              <input
                type="radio"
                name="reason"
                value={option}
                ref={index === 0 ? choices.fieldRef('reason') : undefined}
                checked={reason === option}
                onChange={() => choices.setReason(option)}
              />
              <span>{t(REASON_LABEL[option])}</span>
            </label>
          ))}
        </div>
        {reasonError && (
          <p id="cancel-reason-error" className="field__error">
            {t(reasonError)}
          </p>
        )}
        {reason === 'other' && (
          <div className={`field cancel-details${detailsError ? ' field--invalid' : ''}`}>
            <label htmlFor="cancel-details">{t('CANCEL_PAGE.DETAILS')}</label>
            <textarea
              id="cancel-details"
              ref={choices.fieldRef('details')}
              value={details}
              rows={3}
              dir="auto"
              maxLength={MAX_REASON_DETAILS}
              onChange={(event) => choices.setDetails(event.target.value)}
              onBlur={choices.leaveDetails}
              aria-required="true"
              aria-invalid={detailsError ? true : undefined}
              aria-describedby={detailsError ? 'cancel-details-error' : undefined}
            />
            {detailsError && (
              <span id="cancel-details-error" className="field__error">
                {t(detailsError)}
              </span>
            )}
          </div>
        )}
      </fieldset>

      <div className="panel cancel-section cancel-statement">
        <label className="cancel-option">
          <input
            type="checkbox"
            checked={longerPeriod}
            onChange={(event) => choices.setLongerPeriod(event.target.checked)}
            aria-describedby="cancel-statement-hint"
          />
          <span>{t('CANCEL_PAGE.STATEMENT')}</span>
        </label>
        <p id="cancel-statement-hint" className="field__hint cancel-statement__hint">
          {t('CANCEL_PAGE.STATEMENT_HINT')}
        </p>
      </div>
    </>
  );
}
