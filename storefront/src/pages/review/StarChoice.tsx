import { useTexts } from '../../i18n/use-texts';

const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z';

/** Stars 1 to 5 as a radio group: each star a labelled radio ("4 out of 5 stars"), lit up to the choice. */
export function StarChoice({ value, onChange, invalid }: { value: number; onChange: (stars: number) => void; invalid: boolean }) {
  const { t } = useTexts();
  return (
    <fieldset
      className={`star-choice${invalid ? ' star-choice--invalid' : ''}`}
      aria-describedby={invalid ? 'star-choice-error' : undefined}
    >
      <legend className="star-choice__legend">{t('REVIEWS.STARS')}</legend>
      <div className="star-choice__options">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={`star-choice__option${stars <= value ? ' star-choice__option--lit' : ''}`}>
            <input
              type="radio"
              name="stars"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="star-choice__input"
              required
            />
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d={STAR} />
            </svg>
            <span className="visually-hidden">{t('REVIEWS.STARS_LABEL', { count: stars })}</span>
          </label>
        ))}
      </div>
      {invalid && (
        <span id="star-choice-error" className="field__error">
          {t('REVIEWS.STARS_REQUIRED')}
        </span>
      )}
    </fieldset>
  );
}
