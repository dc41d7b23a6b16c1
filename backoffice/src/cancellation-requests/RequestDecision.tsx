import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CancellationRequestWire } from '../api/wire';
import { formatShekels } from '../shared/format';
import { approveRequest, rejectRequest } from './cancellationCalls';
import { isolated, isProviderRefusal, refusalOf } from './cancellationRules';

const R = 'resources.cancellation-requests.decision';
const NOTE_MAX = 1000;

/**
 * Staff's decision on an open request: approve (the refund goes by the way the order was paid, the fee
 * waived if they say so) or reject with a note the shopper reads. A provider's refusal is shown here
 * and on the request, which stays open.
 */
export function RequestDecision({ request }: { request: CancellationRequestWire }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [note, setNote] = useState('');
  const [waiveFee, setWaiveFee] = useState(false);
  const [noteMissing, setNoteMissing] = useState(false);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const failed = async (error: unknown) => {
    if (await logoutIfAccessDenied(error)) return;
    const { message } = refusalOf(error);
    setProblem(translate(isProviderRefusal(error) ? `${R}.declined` : `${R}.failed`, { message: isolated(message) }));
    refresh();
  };

  const approve = async () => {
    setBusy('approve');
    setProblem(null);
    try {
      const approved = await approveRequest(request.id, { note: note.trim() || undefined, waive_fee: waiveFee });
      notify(translate(`${R}.approved`, { amount: formatShekels(approved.refund_amount) }), { type: 'success' });
      refresh();
    } catch (error) {
      await failed(error);
    } finally {
      setBusy(null);
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
      await rejectRequest(request.id, note.trim());
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
        <Button variant="contained" onClick={approve} disabled={busy !== null}>
          {translate(`${R}.approve`)}
        </Button>
        <Button variant="outlined" color="error" onClick={reject} disabled={busy !== null}>
          {translate(`${R}.reject`)}
        </Button>
        {busy && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} />
            <Typography variant="body2">{translate(`${R}.approving`)}</Typography>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
