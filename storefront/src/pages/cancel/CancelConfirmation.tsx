import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n/use-texts';
import { useLocalPath } from '../../app/language-context';
import { Money } from '../../components/Price';
import type { CancellationReceipt } from '../../rules/cancellation';
import { ShopContact } from './ShopContact';

/** The request the shop received: its number (in the email too) and the amounts it was made for. */
export function CancelConfirmation({ receipt }: { receipt: CancellationReceipt }) {
  const { t } = useTexts();
  const to = useLocalPath();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="panel cancel-done" aria-labelledby="cancel-done-title">
      <h2 id="cancel-done-title" className="cancel-done__title" ref={heading} tabIndex={-1}>
        {t('CANCEL_PAGE.DONE_TITLE')}
      </h2>
      <dl className="cancel-done__facts">
        <div>
          <dt>{t('CANCEL_PAGE.REQUEST_NUMBER')}</dt>
          <dd className="cancel-done__number">
            <bdi dir="ltr">{receipt.requestNumber}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('CANCEL_PAGE.ORDER')}</dt>
          <dd>
            <bdi dir="ltr">{receipt.orderNumber}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('CANCEL_PAGE.GOODS_AMOUNT')}</dt>
          <dd>
            <Money amount={receipt.goodsAmount} />
          </dd>
        </div>
        {receipt.deliveryAmount > 0 && (
          <div>
            <dt>{t('CANCEL_PAGE.DELIVERY_AMOUNT')}</dt>
            <dd>
              <Money amount={receipt.deliveryAmount} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('CANCEL_PAGE.FEE')}</dt>
          <dd>
            <Money amount={receipt.fee} />
          </dd>
        </div>
        <div>
          <dt>{t('CANCEL_PAGE.REFUND')}</dt>
          <dd>
            <Money amount={receipt.refundAmount} />
          </dd>
        </div>
      </dl>
      <p>{t('CANCEL_PAGE.DONE_EMAIL')}</p>
      <ShopContact />
      <div className="cancel-done__actions">
        <Link className="button button--primary" to={to('/')}>
          {t('TRACKING.CONTINUE_SHOPPING')}
        </Link>
      </div>
    </section>
  );
}
