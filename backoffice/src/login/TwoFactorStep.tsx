import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { LOGIN_ERRORS } from '../providers/authProvider';

/** Refusals after which the same challenge is no use: back to the password. */
const START_OVER: readonly string[] = [LOGIN_ERRORS.challengeExpired, LOGIN_ERRORS.disabled];

/**
 * The login's second step: the six digits the authenticator app shows, or one of the recovery codes
 * (which the field takes too: letters, digits and a hyphen).
 */
export function TwoFactorStep({ challenge, onStartOver }: { challenge: string; onStartOver: (reason?: string) => void }) {
  const translate = useTranslate();
  const login = useLogin();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await login({ challenge, code });
    } catch (failure) {
      const message = (failure as Error).message || LOGIN_ERRORS.codeInvalid;
      setBusy(false);
      if (START_OVER.includes(message)) onStartOver(message);
      else setError(message);
    }
  };

  const field = recovery ? 'login.two_factor.recovery_code' : 'login.two_factor.code';
  return (
    <>
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('login.two_factor.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(recovery ? 'login.two_factor.recovery_hint' : 'login.two_factor.hint')}
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          key={field}
          id="login-code"
          label={translate(field)}
          name="code"
          autoComplete="one-time-code"
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          disabled={busy}
          slotProps={{
            htmlInput: recovery
              ? { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false, maxLength: 20 }
              : { dir: 'ltr', inputMode: 'numeric', pattern: '[0-9 ]{6,7}', maxLength: 7 },
          }}
        />
        {error && (
          <Alert severity="error" role="alert">
            {translate(error)}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate(busy ? 'login.busy' : 'login.two_factor.submit')}
        </Button>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              setError(null);
            }}
          >
            {translate(recovery ? 'login.two_factor.use_app' : 'login.two_factor.use_recovery')}
          </Link>
          <Link component="button" type="button" variant="body2" onClick={() => onStartOver()}>
            {translate('login.two_factor.back')}
          </Link>
        </Box>
      </Box>
    </>
  );
}
