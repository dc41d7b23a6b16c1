import { useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { usePageTitle } from '../../app/page-title';
import type { CancellationReceipt } from '../../rules/cancellation';
import { CancelChoicesStep } from './CancelChoicesStep';
import { CancelConfirmation } from './CancelConfirmation';
import { FindOrderStep } from './FindOrderStep';
import type { FoundOrder } from './use-cancel-choices';
import { useFindOrder } from './use-find-order';
import './cancel.css';

/**
 * Cancelling a distance sale (ביטול עסקה), as the Consumer Protection Law asks a shop's website to
 * offer: find the order, choose what to cancel and why with the amounts beside, send the notice.
 * The first step's state lives here, so going back to it finds what was typed.
 */
export function CancelPage() {
  const { t } = useTexts();
  usePageTitle(t('CANCEL_PAGE.TITLE'));
  const [found, setFound] = useState<FoundOrder | null>(null);
  const [receipt, setReceipt] = useState<CancellationReceipt | null>(null);
  const [returned, setReturned] = useState(false);
  const finder = useFindOrder(setFound);

  return (
    <section className="page cancel-page" aria-labelledby="cancel-title">
      <h1 id="cancel-title">{t('CANCEL_PAGE.TITLE')}</h1>
      {receipt ? (
        <CancelConfirmation receipt={receipt} />
      ) : found ? (
        <CancelChoicesStep
          // A new order's choices start afresh.
          key={found.quote.orderNumber}
          found={found}
          onSent={setReceipt}
          onOtherOrder={() => {
            setReturned(true);
            setFound(null);
          }}
        />
      ) : (
        <>
          <p className="cancel-page__intro">{t('CANCEL_PAGE.INTRO')}</p>
          <FindOrderStep finder={finder} focusOnShow={returned} />
        </>
      )}
    </section>
  );
}
