import LockIcon from '@mui/icons-material/Lock';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';
import { useDemoAccounts } from './useDemoAccounts';

/** Staff login: email and password against the server; only role admin enters. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const demoAccounts = useDemoAccounts();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (failure) {
      setError((failure as Error).message || 'login.errors.invalid_credentials');
      setBusy(false);
    }
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
          {demoAccounts.length > 0 && (
            <Alert severity="info" role="note" sx={{ mt: 2 }} aria-label={translate('login.demo.title')}>
              <Typography variant="subtitle2">{translate('login.demo.title')}</Typography>
              {demoAccounts.map((account) => (
                <Typography key={account.email} variant="body2" component="div" sx={{ mt: 0.5 }}>
                  <div>{translate(`login.demo.${account.role}`)}</div>
                  <div dir="ltr" style={{ textAlign: 'start' }}>
                    {account.email} / {account.password}
                  </div>
                </Typography>
              ))}
            </Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
