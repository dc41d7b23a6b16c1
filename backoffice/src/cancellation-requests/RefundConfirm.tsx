import { Stack, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { RefundQuoteWire } from '../api/wire';
import { formatShekels } from '../shared/format';
import { asRefundMethod, isolated } from './cancellationRules';

const R = 'resources.cancellation-requests.refund_confirm';

/**
 * The second step of every refund, as "Paid at the store" confirms its payment: the amount the server
 * planned, the way it goes back and the fee the shop keeps, before anything is refunded. Closing it
 * refunds nothing. `unitsBack` false leaves out the units going back to stock: a cancelled order's stock
 * went back when it was cancelled (a payment that arrived after the cancellation).
 */
export function RefundConfirm({
  quote,
  loading,
  onConfirm,
  onClose,
  unitsBack = true,
}: {
  quote: RefundQuoteWire | null;
  unitsBack?: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const method = asRefundMethod(quote?.method);
  const content = quote && (
    <Stack gap={0.5}>
      {method === 'none' ? (
        <Typography>{translate(`${R}.nothing_paid`)}</Typography>
      ) : (
        <>
          <Typography>{translate(`${R}.amount`, { amount: isolated(formatShekels(quote.amount)) })}</Typography>
          <Typography>
            {translate(`${R}.method`, { method: translate(`resources.cancellation-requests.refund_methods.${method}`) })}
          </Typography>
          <Typography>{translate(`${R}.fee`, { fee: isolated(formatShekels(quote.fee)) })}</Typography>
        </>
      )}
      {unitsBack && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.lines`, { count: quote.items.reduce((units, line) => units + line.quantity, 0) })}
        </Typography>
      )}
    </Stack>
  );
  return (
    <Confirm
      isOpen={quote !== null}
      loading={loading}
      title={`${R}.title`}
      content={content}
      confirm={`${R}.confirm`}
      cancel={`${R}.cancel`}
      confirmColor="primary"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
