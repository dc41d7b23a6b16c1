import { formatPrice } from 'shop-rules';
import { useTexts } from '../../i18n/use-texts';
import { useDateLocale } from '../../app/language-context';
import { Money } from '../../components/Price';
import { deadlineText, FEE_LIMIT_SHEKELS, FEE_PERCENT, feeNoteKey, ltrIsolate } from '../../rules/cancellation';
import { RefusalNotice } from './RefusalNotice';
import type { useCancelChoices } from './use-cancel-choices';

type Choices = ReturnType<typeof useCancelChoices>;

/**
 * What cancelling the choices gives back, from the server's quote: the items' value, the fee with why,
 * the refund and the last day; then the request's button. New amounts are announced politely.
 */
export function CancelSummary({ choices }: { choices: Choices }) {
  const { t } = useTexts();
  const locale = useDateLocale();
  const { amounts, updating } = choices;
  const refusal = choices.quoteRefusal ?? choices.sendRefusal;
  return (
    <section className="panel cancel-summary" aria-labelledby="cancel-summary-title" aria-busy={updating}>
      <h3 id="cancel-summary-title" className="cancel-legend">
        {t('CANCEL_PAGE.SUMMARY_TITLE')}
      </h3>
      <div className={`cancel-amounts${updating ? ' cancel-amounts--stale' : ''}`}>
        <dl>
          <div>
            <dt>{t('CANCEL_PAGE.GOODS_AMOUNT')}</dt>
            <dd>
              <Money amount={amounts.goodsAmount} />
            </dd>
          </div>
          {amounts.deliveryAmount > 0 && (
            <div>
              <dt>{t('CANCEL_PAGE.DELIVERY_AMOUNT')}</dt>
              <dd>
                <Money amount={amounts.deliveryAmount} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t('CANCEL_PAGE.FEE')}</dt>
            <dd>
              <Money amount={amounts.fee} />
            </dd>
          </div>
        </dl>
        <p className="cancel-amounts__note">
          {t(feeNoteKey(amounts, choices.choices.reason), { percent: FEE_PERCENT, limit: ltrIsolate(formatPrice(FEE_LIMIT_SHEKELS)) })}
        </p>
        <dl>
          <div className="cancel-amounts__refund">
            <dt>{t('CANCEL_PAGE.REFUND')}</dt>
            <dd>
              <Money amount={amounts.refundAmount} />
            </dd>
          </div>
        </dl>
        {amounts.refundAmount > 0 && <p className="cancel-amounts__note">{t('CANCEL_PAGE.REFUND_NOTE')}</p>}
        {amounts.deadline ? (
          <dl>
            <div>
              <dt>{t('CANCEL_PAGE.DEADLINE')}</dt>
              <dd>
                <time dateTime={amounts.deadline}>{deadlineText(amounts.deadline, locale)}</time>
                {amounts.period === 'extended' && <span className="cancel-amounts__period"> ({t('CANCEL_PAGE.PERIOD_EXTENDED')})</span>}
              </dd>
            </div>
          </dl>
        ) : (
          // Not yet delivered or picked up: the period has not started.
          <p className="cancel-amounts__note">{t('CANCEL_PAGE.DEADLINE_NOT_STARTED')}</p>
        )}
      </div>
      <p className="cancel-summary__status" role="status">
        {updating ? t('CANCEL_PAGE.UPDATING') : ''}
      </p>
      {refusal && (
        <RefusalNotice refusal={refusal} onLongerPeriod={choices.choices.longerPeriod ? undefined : () => choices.setLongerPeriod(true)} />
      )}
      <button
        type="button"
        className="button button--primary button--block cancel-summary__submit"
        onClick={choices.send}
        disabled={!choices.canSend}
      >
        {choices.sending ? t('CANCEL_PAGE.SUBMITTING') : t('CANCEL_PAGE.SUBMIT')}
      </button>
    </section>
  );
}
