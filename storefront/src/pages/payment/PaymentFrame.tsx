import { useTexts } from '../../i18n/use-texts';
import { Spinner } from '../../components/Spinner';
import type { FrameState } from './use-payment-flow';

/** The spec's sandbox for the provider's frame: its scripts and forms, and leaving for the return pages. */
const FRAME_SANDBOX = 'allow-scripts allow-forms allow-same-origin allow-top-navigation allow-popups';

interface PaymentFrameProps {
  frame: FrameState;
  /** The frame's accessible name: the card form or the Bit page. */
  title: string;
  height: number;
  onLoad: (attempt: number) => void;
  onError: (attempt: number) => void;
  onReload: () => void;
}

/** The provider's hosted card form: a spinner until it has loaded, an error with a reload button when it cannot. */
export function PaymentFrame({ frame, title, height, onLoad, onError, onReload }: PaymentFrameProps) {
  const { t } = useTexts();
  if (frame.state === 'failed') {
    return (
      <div className="payment-frame payment-frame--failed" role="alert">
        <p className="payment-frame__problem">{t(`PAYMENT.${frame.problem}`)}</p>
        <button type="button" className="button button--primary" onClick={onReload}>
          {t('PAYMENT.RELOAD_FORM')}
        </button>
      </div>
    );
  }
  const loading = frame.state !== 'ready';
  return (
    <div className="payment-frame" style={{ minBlockSize: loading ? height : undefined }} aria-busy={loading}>
      {loading && (
        <div className="payment-frame__loading">
          <Spinner label={t('PAYMENT.LOADING_FORM')} />
        </div>
      )}
      {frame.state !== 'starting' && (
        <iframe
          key={frame.attempt}
          className={loading ? 'payment-frame__iframe payment-frame__iframe--loading' : 'payment-frame__iframe'}
          src={frame.url}
          title={title}
          width="100%"
          height={height}
          sandbox={FRAME_SANDBOX}
          onLoad={() => onLoad(frame.attempt)}
          onError={() => onError(frame.attempt)}
        />
      )}
      {!loading && (
        <button type="button" className="payment-frame__reload" onClick={onReload}>
          {t('PAYMENT.RELOAD_FORM')}
        </button>
      )}
    </div>
  );
}
