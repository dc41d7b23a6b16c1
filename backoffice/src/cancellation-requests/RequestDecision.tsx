import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CancellationRequestWire, RefundQuoteWire } from '../api/wire';
import { formatShekels } from '../shared/format';
import { approveRequest, quoteApproval, rejectRequest } from './cancellationCalls';
import { isolated, isProviderRefusal, isRequestChanged, refusalOf } from './cancellationRules';
import { RefundConfirm } from './RefundConfirm';

const R = 'resources.cancellation-requests.decision';
const NOTE_MAX = 1000;

/**
 * Staff's decision on an open request: approve (the refund goes by the way the order was paid, the fee
 * waived if they say so) or reject with a note the shopper reads. Approving asks the server what it
 * would refund and shows it for a second confirmation before any money moves. Both decisions carry the
 * version of the request on the screen: one that changed meanwhile is refused and the page reloads it.
 * A provider's refusal is shown here and on the request, which stays open.
 */
export function RequestDecision({ request }: { request: CancellationRequestWire }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [note, setNote] = useState('');
  const [waiveFee, setWaiveFee] = useState(false);
  const [noteMissing, setNoteMissing] = useState(false);
  const [busy, setBusy] = useState<'quote' | 'approve' | 'reject' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [quote, setQuote] = useState<RefundQuoteWire | null>(null);

  const failed = async (error: unknown) => {
    if (await logoutIfAccessDenied(error)) return;
    const { message } = refusalOf(error);
    const key = isRequestChanged(error) ? `${R}.changed` : isProviderRefusal(error) ? `${R}.declined` : `${R}.failed`;
    setProblem(translate(key, { message: isolated(message) }));
    refresh();
  };

  /** The first step: the server's plan of the refund, shown for confirmation; nothing is refunded yet. */
  const askQuote = async () => {
    setBusy('quote');
    setProblem(null);
    try {
      setQuote(await quoteApproval(request.id, { waive_fee: waiveFee }));
    } catch (error) {
      await failed(error);
    } finally {
      setBusy(null);
    }
  };

  const approve = async () => {
    setBusy('approve');
    setProblem(null);
    try {
      const approved = await approveRequest(request.id, { version: request.version, note: note.trim() || undefined, waive_fee: waiveFee });
      notify(translate(`${R}.approved`, { amount: formatShekels(approved.refund_amount) }), { type: 'success' });
      refresh();
    } catch (error) {
      await failed(error);
    } finally {
      setBusy(null);
      setQuote(null);
    }
  };

  const reject = async () => {
    if (!note.trim()) {
      setNoteMissing(true);
      return;
    }
    setBusy('reject');
    setProblem(null);
    try {
      await rejectRequest(request.id, request.version, note.trim());
      notify(`${R}.rejected`, { type: 'success' });
      refresh();
    } catch (error) {
      await failed(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="request-decision-title" sx={{ p: 2 }}>
      <Typography id="request-decision-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`${R}.title`)}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <TextField
        id="request-decision-note"
        label={translate(`${R}.note`)}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          if (event.target.value.trim()) setNoteMissing(false);
        }}
        error={noteMissing}
        helperText={translate(noteMissing ? `${R}.note_required` : `${R}.note_hint`)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: NOTE_MAX, dir: 'auto' } }}
      />
      {request.fee > 0 && (
        <FormControlLabel
          control={<Checkbox checked={waiveFee} onChange={(event) => setWaiveFee(event.target.checked)} />}
          label={translate(`${R}.waive_fee`)}
        />
      )}
      <Stack direction="row" gap={1} flexWrap="wrap" alignItems="center" sx={{ mt: 1 }}>
        <Button variant="contained" onClick={askQuote} disabled={busy !== null}>
          {translate(`${R}.approve`)}
        </Button>
        <Button variant="outlined" color="error" onClick={reject} disabled={busy !== null}>
          {translate(`${R}.reject`)}
        </Button>
        {busy && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} />
            <Typography variant="body2">{translate(busy === 'quote' ? `${R}.quoting` : `${R}.approving`)}</Typography>
          </Box>
        )}
      </Stack>
      <RefundConfirm quote={quote} loading={busy === 'approve'} onConfirm={approve} onClose={() => setQuote(null)} />
    </Paper>
  );
}
