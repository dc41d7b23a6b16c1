import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { stopBackInStock } from '../../api/back-in-stock';
import { usePageTitle } from '../../app/page-title';
import { useTexts } from '../../i18n/use-texts';

/**
 * The unsubscribe link of a back-in-stock email, without login: a button (not the link itself) stops the
 * emails, so a mail scanner that opens links changes nothing.
 */
export function BackInStockStopPage() {
  const { t } = useTexts();
  usePageTitle(t('BACK_IN_STOCK.STOP_TITLE'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'idle' | 'sending' | 'stopped' | 'failed'>('idle');

  const stop = async () => {
    setState('sending');
    try {
      await stopBackInStock(token);
      setState('stopped');
    } catch {
      setState('failed');
    }
  };

  return (
    <section className="page" aria-labelledby="stop-title">
      <h1 id="stop-title">{t('BACK_IN_STOCK.STOP_TITLE')}</h1>
      <div className="panel">
        {state === 'stopped' ? (
          <p role="status">{t('BACK_IN_STOCK.STOPPED')}</p>
        ) : (
          <>
            <p>{t('BACK_IN_STOCK.STOP_INTRO')}</p>
            {state === 'failed' && (
              <p className="field__error" role="alert">
                {t('BACK_IN_STOCK.STOP_FAILED')}
              </p>
            )}
            <button type="button" className="button button--primary" onClick={() => void stop()} disabled={!token || state === 'sending'}>
              {t('BACK_IN_STOCK.STOP_BUTTON')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
