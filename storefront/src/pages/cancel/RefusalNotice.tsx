import type { Ref } from 'react';
import { useTexts } from '../../i18n/use-texts';
import type { CancellationRefusal } from '../../rules/cancellation-refusals';
import { ShopContact } from './ShopContact';

/**
 * The server's refusal, announced when it appears (role=alert), with how to reach the shop; when the
 * 14 days are over, the longer period's offer and a button to ask again with the statement.
 */
export function RefusalNotice({
  refusal,
  onLongerPeriod,
  busy,
  noticeRef,
}: {
  refusal: CancellationRefusal;
  /** Absent where the statement's checkbox is already on the page. */
  onLongerPeriod?: () => void;
  busy?: boolean;
  noticeRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useTexts();
  return (
    <div className="cancel-refusal" ref={noticeRef}>
      <p className="cancel-refusal__message" role="alert">
        {t(refusal.key)}
      </p>
      {refusal.offerLongerPeriod && (
        <div className="cancel-refusal__longer">
          <p>{t('CANCEL_PAGE.LONGER_PERIOD_OFFER')}</p>
          {onLongerPeriod && (
            <button type="button" className="button" onClick={onLongerPeriod} disabled={busy}>
              {t('CANCEL_PAGE.CHECK_LONGER_PERIOD')}
            </button>
          )}
        </div>
      )}
      <ShopContact />
    </div>
  );
}
