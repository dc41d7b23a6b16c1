import { useTexts } from '../../i18n/use-texts';

/** The spec's rating block: a fixed 4.5 of 5, shown but switched off until reviews exist. */
const FIXED_RATING = 4.5;

export function RatingBlock() {
  const { t } = useTexts();
  return (
    <div className="rating" aria-disabled="true" title={t('PRODUCT.RATING_SOON')}>
      <span className="rating__stars" aria-hidden="true">
        ★★★★<span className="rating__half">★</span>
      </span>
      <span className="rating__text">
        {t('PRODUCT.RATING')}: {t('PRODUCT.RATING_VALUE', { value: FIXED_RATING })}
      </span>
      <span className="rating__note">{t('PRODUCT.RATING_SOON')}</span>
    </div>
  );
}
