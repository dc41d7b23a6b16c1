import LockIcon from '@mui/icons-material/Lock';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';
import { LOGIN_ERRORS, TwoFactorNeeded } from '../providers/authProvider';
import { DemoLogins } from './DemoLogins';
import { TwoFactorStep } from './TwoFactorStep';

/**
 * Staff login against the server: email and password, then, for an account with two-factor, a code
 * from the authenticator app (or a recovery code). Roles admin and orders enter.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (failure) {
      if (failure instanceof TwoFactorNeeded) setChallenge(failure.challenge);
      else setError((failure as Error).message || LOGIN_ERRORS.invalidCredentials);
      setBusy(false);
    }
  };

  const startOver = (reason?: string) => {
    setChallenge(null);
    setPassword('');
    setError(reason ?? null);
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>
              <LockIcon />
            </Avatar>
            <LocalesMenuButton />
          </Box>
          {challenge ? (
            <TwoFactorStep challenge={challenge} onStartOver={startOver} />
          ) : (
            <>
              <Typography component="h1" variant="h5" gutterBottom>
                {translate('login.title')}
              </Typography>
              <Box component="form" onSubmit={submit} noValidate={false} sx={{ display: 'grid', gap: 2 }}>
                <TextField
                  id="login-email"
                  label={translate('login.email')}
                  type="email"
                  name="email"
                  autoComplete="username"
                  required
                  autoFocus
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  disabled={busy}
                />
                <TextField
                  id="login-password"
                  label={translate('login.password')}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  disabled={busy}
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
                  {translate(busy ? 'login.busy' : 'login.submit')}
                </Button>
              </Box>
              <DemoLogins />
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
