import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { HttpError, useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TwoFactorSetupWire } from '../api/wire';
import { adoptSession } from '../providers/authProvider';
import type { ServerErrorBody } from '../providers/serverErrors';
import { ACCOUNT_QUERY_KEY, confirmEnrolment, startEnrolment } from './accountCalls';
import { CopyButton } from './CopyButton';
import { RecoveryCodes } from './RecoveryCodes';

/** The key in groups of four, as it is easier to type into an app by hand (apps ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up two-factor: the server makes a key, shown as a QR code and as text; the staff member
 * confirms it with the app's code, and gets ten recovery codes, shown once.
 */
export function TwoFactorEnrolment() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetupWire | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const begin = async () => {
    setBusy(true);
    try {
      setSetup(await startEnrolment());
      setCode('');
      setError(null);
    } catch {
      notify('account.two_factor.setup_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const confirmed = await confirmEnrolment(code);
      // Every other session ended; this one goes on with the new token.
      adoptSession(confirmed.access_token, confirmed.user);
      setRecoveryCodes(confirmed.recovery_codes);
    } catch (failure) {
      const refused = failure instanceof HttpError ? (failure.body as ServerErrorBody | undefined)?.code : undefined;
      setError(refused === 'TWO_FACTOR_NOT_STARTED' ? 'account.two_factor.expired' : 'account.two_factor.code_invalid');
    } finally {
      setBusy(false);
    }
  };

  // Only now: reading the account again (or the role's menus) earlier would take the codes off the page.
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    navigate(`${basename}/dashboard`);
  };

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={done} />;

  if (!setup) {
    return (
      <Stack gap={2} alignItems="flex-start">
        <Typography>{translate('account.two_factor.off')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('account.two_factor.explain')}
        </Typography>
        <Button
          variant="contained"
          onClick={begin}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('account.two_factor.start')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap={2}>
      <Typography>{translate('account.two_factor.scan')}</Typography>
      <Box
        component="img"
        src={setup.qr_code}
        alt={translate('account.two_factor.qr_alt')}
        width={240}
        height={240}
        sx={{ alignSelf: { xs: 'center', sm: 'flex-start' }, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <Typography variant="body2">{translate('account.two_factor.or_type')}</Typography>
      <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
        <Box
          component="code"
          dir="ltr"
          aria-label={translate('account.two_factor.secret_label')}
          sx={{ fontFamily: 'monospace', fontSize: '1rem', p: 1, bgcolor: 'grey.100', borderRadius: 1, overflowWrap: 'anywhere' }}
        >
          {grouped(setup.secret)}
        </Box>
        <CopyButton text={setup.secret} label="account.two_factor.copy_secret" />
      </Stack>
      <Box component="form" onSubmit={confirm} sx={{ display: 'grid', gap: 2, maxWidth: 320 }}>
        <TextField
          id="enrol-code"
          label={translate('account.two_factor.code')}
          name="code"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
          disabled={busy}
          error={!!error}
          helperText={error ? translate(error) : translate('account.two_factor.code_hint')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 7 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('account.two_factor.confirm')}
        </Button>
      </Box>
      {error === 'account.two_factor.expired' && (
        <Alert severity="warning" action={<Button onClick={begin}>{translate('account.two_factor.start_again')}</Button>}>
          {translate(error)}
        </Alert>
      )}
    </Stack>
  );
}
