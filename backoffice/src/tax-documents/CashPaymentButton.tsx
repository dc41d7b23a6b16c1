import PaymentsIcon from '@mui/icons-material/Payments';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useLogoutIfAccessDenied, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { OrderRowWire } from '../api/wire';
import { ORDER_STATS_QUERY_KEY } from '../orders/orderCalls';
import { formatShekels } from '../shared/format';
import { recordCashPayment, taxDocumentsQueryKey } from './taxDocumentCalls';
import { canMarkPaidAtStore } from './taxDocuments';

const TEXTS = 'resources.tax-documents.cash_payment';
// Unicode isolates around an order number or an amount inside a translated sentence.
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * "Paid at the store" for a cash order not yet paid: after a confirmation that names the order and the
 * amount, the server records the payment and requests the invoice-receipt; the list and the order's
 * documents are read again.
 */
export function CashPaymentButton({ order }: { order: OrderRowWire }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canMarkPaidAtStore(order)) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      await recordCashPayment(order.id);
      notify(`${TEXTS}.done`, { type: 'success' });
    } catch (error) {
      console.error(`Failed to record the cash payment of order ${order.id}`, error);
      if (!(await logoutIfAccessDenied(error))) notify(`${TEXTS}.failed`, { type: 'error', autoHideDuration: 10_000 });
    } finally {
      setBusy(false);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: taxDocumentsQueryKey(order.id) });
      await queryClient.invalidateQueries({ queryKey: ORDER_STATS_QUERY_KEY });
      refresh();
    }
  };

  return (
    <>
      <Button variant="outlined" color="success" startIcon={<PaymentsIcon />} onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        {translate(`${TEXTS}.button`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`${TEXTS}.confirm_title`}
        content={`${TEXTS}.confirm`}
        translateOptions={{ number: isolated(order.order_number), amount: isolated(formatShekels(order.total_amount)) }}
        confirm={`${TEXTS}.confirm_button`}
        confirmColor="primary"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
