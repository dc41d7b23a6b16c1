import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { OrderWire, RefundQuoteWire } from '../api/wire';
import { quoteOrderRefund, refundOrder, refundsQueryKey } from '../cancellation-requests/cancellationCalls';
import {
  isolated,
  isProviderRefusal,
  newRequestKey,
  refundableLines,
  refundLines,
  refusalOf,
  unitsLeft,
} from '../cancellation-requests/cancellationRules';
import { RefundConfirm } from '../cancellation-requests/RefundConfirm';
import { formatShekels } from '../shared/format';
import { latePaymentHeld, latePaymentToRefund } from './latePayment';

const R = 'resources.cancellation-requests.refund_dialog';

/**
 * Staff refund an order themselves: everything left, or chosen lines and units, with the cancellation
 * fee or without. The server's plan of the refund (amount, the way back, the fee kept) is confirmed in a
 * second step before anything is refunded. Each opening of the dialog has its own request key, so a
 * double click or a retry makes one refund; after the provider refused, the next try is a new refund
 * with a new key. An order paid after it was cancelled is refunded whole, with no fee: the dialog
 * says so and offers no choice, as the server plans it.
 */
function RefundForm({ order, onClose }: { order: OrderWire; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [requestKey, setRequestKey] = useState(() => newRequestKey());
  const [whole, setWhole] = useState(true);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [chargeFee, setChargeFee] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [quote, setQuote] = useState<RefundQuoteWire | null>(null);
  const lines = refundableLines(order.items);
  const late = latePaymentToRefund(order);
  const titleId = `refund-dialog-${order.id}`;
  /** The lines and fee as sent: none chosen and no fee for a payment that arrived after the cancellation. */
  const choice = () => (late ? { chosen: undefined, fee: false } : { chosen: refundLines({ whole, units }, order.items), fee: chargeFee });

  /** The first step: what the server would refund for this choice, shown for confirmation. */
  const askQuote = async () => {
    const { chosen, fee } = choice();
    if (chosen === null) {
      setProblem(translate(`${R}.choose_some`));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      setQuote(await quoteOrderRefund(order.id, { charge_fee: fee, ...(chosen ? { lines: chosen } : {}) }));
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      setProblem(translate(`${R}.failed`, { message: isolated(refusalOf(error).message) }));
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const { chosen, fee } = choice();
    if (chosen === null) return;
    setBusy(true);
    setProblem(null);
    try {
      const refund = await refundOrder(order.id, {
        request_key: requestKey,
        charge_fee: fee,
        ...(chosen ? { lines: chosen } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      notify(translate(`${R}.done`, { amount: formatShekels(refund.amount) }), { type: 'success' });
      onClose();
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      const { message } = refusalOf(error);
      const declined = isProviderRefusal(error);
      setProblem(translate(declined ? `${R}.declined` : `${R}.failed`, { message: isolated(message) }));
      // The refusal is recorded with this key: another try is another refund.
      if (declined) setRequestKey(newRequestKey());
    } finally {
      setBusy(false);
      setQuote(null);
      await queryClient.invalidateQueries({ queryKey: refundsQueryKey(order.id) });
      refresh();
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>{translate(`${R}.title`, { number: order.order_number })}</DialogTitle>
      <DialogContent dividers>
        {late ? (
          <Stack gap={2}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <Alert severity="info">{translate(`${R}.late_payment`, { amount: formatShekels(latePaymentHeld(order)) })}</Alert>
            <TextField
              label={translate(`${R}.note`)}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000, dir: 'auto' } }}
            />
          </Stack>
        ) : lines.length === 0 ? (
          <Typography>{translate(`${R}.nothing_left`)}</Typography>
        ) : (
          <Stack gap={2}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <RadioGroup
              aria-label={translate(`${R}.what`)}
              value={whole ? 'whole' : 'lines'}
              onChange={(event) => setWhole(event.target.value === 'whole')}
            >
              <FormControlLabel value="whole" control={<Radio />} label={translate(`${R}.whole`)} />
              <FormControlLabel value="lines" control={<Radio />} label={translate(`${R}.lines`)} />
            </RadioGroup>
            {!whole &&
              lines.map((line) => {
                const name = line.variant_name ? `${line.product_name} (${line.variant_name})` : line.product_name;
                const chosen = (units[line.id] ?? 0) > 0;
                return (
                  <Stack key={line.id} direction="row" gap={1} alignItems="center" flexWrap="wrap">
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={chosen}
                          onChange={(event) =>
                            setUnits((previous) => ({ ...previous, [line.id]: event.target.checked ? unitsLeft(line) : 0 }))
                          }
                        />
                      }
                      label={<bdi>{name}</bdi>}
                    />
                    {chosen && (
                      <TextField
                        type="number"
                        size="small"
                        label={translate(`${R}.units`, { left: unitsLeft(line) })}
                        value={units[line.id]}
                        onChange={(event) => setUnits((previous) => ({ ...previous, [line.id]: Number(event.target.value) }))}
                        slotProps={{
                          htmlInput: {
                            min: 1,
                            max: unitsLeft(line),
                            step: 1,
                            'aria-label': translate(`${R}.line_label`, { product: name, left: unitsLeft(line) }),
                          },
                        }}
                        sx={{ width: 160 }}
                      />
                    )}
                  </Stack>
                );
              })}
            <FormControlLabel
              control={<Checkbox checked={chargeFee} onChange={(event) => setChargeFee(event.target.checked)} />}
              label={translate(`${R}.charge_fee`)}
            />
            <TextField
              label={translate(`${R}.note`)}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000, dir: 'auto' } }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {busy && <CircularProgress size={18} aria-label={translate(`${R}.submitting`)} />}
        <Button onClick={onClose} disabled={busy}>
          {translate(`${R}.cancel`)}
        </Button>
        <Button variant="contained" onClick={askQuote} disabled={busy || (lines.length === 0 && !late)}>
          {translate(`${R}.submit`)}
        </Button>
      </DialogActions>
      <RefundConfirm quote={quote} loading={busy} onConfirm={submit} onClose={() => setQuote(null)} unitsBack={!late} />
    </>
  );
}

export function RefundDialog({ order, open, onClose }: { order: OrderWire; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`refund-dialog-${order.id}`}>
      {/* Mounted per opening: a new request key each time. */}
      {open && <RefundForm order={order} onClose={onClose} />}
    </Dialog>
  );
}
