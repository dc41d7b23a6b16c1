import { useTexts } from '../../i18n/use-texts';
import { formatProviderAmount, ProviderReturn } from '../../rules/payment-return';

/**
 * What the provider reported: order id, amount with its currency symbol, transaction number, and the
 * authorization number on success or the message and code on error. `message` is null while the
 * meanings of the codes load.
 */
export function ReturnDetails({ result, message }: { result: ProviderReturn; message?: string | null }) {
  const { t } = useTexts();
  const success = result.outcome === 'success';
  const rows: { label: string; value: string; ltr?: boolean }[] = [];
  if (!success && message) rows.push({ label: t('PAYMENT.ERROR_MESSAGE'), value: message });
  if (!success && result.responseCode) rows.push({ label: t('PAYMENT.ERROR_CODE'), value: result.responseCode, ltr: true });
  if (result.orderId) rows.push({ label: t('PAYMENT.ORDER_ID'), value: result.orderId, ltr: true });
  if (result.amount !== null)
    rows.push({ label: t('PAYMENT.AMOUNT'), value: formatProviderAmount(result.amount, result.currency), ltr: true });
  if (result.transactionId) rows.push({ label: t('PAYMENT.TRANSACTION_ID'), value: result.transactionId, ltr: true });
  if (success && result.authNumber) rows.push({ label: t('PAYMENT.AUTH_NUMBER'), value: result.authNumber, ltr: true });
  return (
    <dl className="payment-return__details">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.ltr ? <bdi dir="ltr">{row.value}</bdi> : <span dir="auto">{row.value}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
