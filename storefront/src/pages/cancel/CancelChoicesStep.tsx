import { useEffect, useRef } from 'react';
import { useTexts } from '../../i18n/use-texts';
import type { CancellationReceipt } from '../../rules/cancellation';
import { CancelLines } from './CancelLines';
import { CancelReason } from './CancelReason';
import { CancelSummary } from './CancelSummary';
import { FoundOrder, useCancelChoices } from './use-cancel-choices';

/** Step 2: the found order's lines, the reason and the statement beside the amounts they give. */
export function CancelChoicesStep({
  found,
  onSent,
  onOtherOrder,
}: {
  found: FoundOrder;
  onSent: (receipt: CancellationReceipt) => void;
  onOtherOrder: () => void;
}) {
  const { t } = useTexts();
  const choices = useCancelChoices(found, onSent);
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the form the shopper was in: the reading goes on from its heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="cancel-choose">
      <div className="cancel-choose__header">
        <h2 id="cancel-order-title" className="cancel-choose__title" ref={heading} tabIndex={-1}>
          {t('CANCEL_PAGE.ORDER')} <bdi dir="ltr">{found.quote.orderNumber}</bdi>
        </h2>
        <button type="button" className="button" onClick={onOtherOrder}>
          {t('CANCEL_PAGE.OTHER_ORDER')}
        </button>
      </div>
      <p className="cancel-page__intro">{t('CANCEL_PAGE.CHOOSE_INTRO')}</p>
      <div className="cancel-choose__layout">
        <div className="cancel-choose__choices">
          <CancelLines choices={choices} />
          <CancelReason choices={choices} />
        </div>
        <CancelSummary choices={choices} />
      </div>
    </div>
  );
}
