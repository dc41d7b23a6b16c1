import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SET_PASSWORD_TEXTS } from '../i18n/staff/setPassword';
import { isLanguage, isRightToLeft, language } from '../providers/language';
import { useInterfaceLanguage } from '../theme/DirectionProvider';
import { ltrTheme, rtlTheme } from '../theme/theme';

const MIN_LENGTH = 10;

type State = { kind: 'editing' } | { kind: 'saving' } | { kind: 'done' } | { kind: 'refused'; message: string };

/**
 * The page an invited staff member opens from their email (/admin/set-password?lang=..&token=..): they
 * choose a password, the server checks the link (once, 48 hours) and the rules, then they log in.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const asked = params.get('lang');
  useEffect(() => {
    if (isLanguage(asked)) language.set(asked);
  }, [asked]);
  const lang = useInterfaceLanguage();
  const t = SET_PASSWORD_TEXTS[lang];
  // Outside <Admin>, the theme's options are made into a theme here.
  const theme = useMemo(() => createTheme(isRightToLeft(lang) ? rtlTheme : ltrTheme), [lang]);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<State>({ kind: 'editing' });
  const tooShort = password.length > 0 && password.length < MIN_LENGTH;
  const mismatch = confirm.length > 0 && confirm !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'saving' || password.length < MIN_LENGTH || confirm !== password) return;
    setState({ kind: 'saving' });
    try {
      const response = await fetch('/api/auth/set-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ token, password }),
      });
      if (response.status === 204) return setState({ kind: 'done' });
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      setState({
        kind: 'refused',
        message: body.code === 'INVITATION_INVALID' ? t.invalid : body.code === 'WEAK_PASSWORD' ? t.too_short : t.failed,
      });
    } catch {
      setState({ kind: 'refused', message: t.failed });
    }
  };

  return (
    <ThemeProvider theme={theme}>
      <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}
      >
        <Card sx={{ width: '100%', maxWidth: 420 }}>
          <CardContent>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
              <Avatar sx={{ bgcolor: 'secondary.main', mb: 1 }}>
                <LockResetIcon />
              </Avatar>
              <Typography component="h1" variant="h5">
                {t.title}
              </Typography>
            </Box>
            {state.kind === 'done' ? (
              <>
                <Alert severity="success" role="status" sx={{ mb: 2 }}>
                  {t.done}
                </Alert>
                <Button component={Link} to="/admin/login" variant="contained" fullWidth>
                  {t.to_login}
                </Button>
              </>
            ) : (
              <Box component="form" onSubmit={submit} noValidate>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {t.hint}
                </Typography>
                {state.kind === 'refused' && (
                  <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                    {state.message}
                  </Alert>
                )}
                <TextField
                  label={t.password}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  error={tooShort}
                  helperText={tooShort ? t.too_short : ' '}
                  required
                  fullWidth
                  margin="dense"
                />
                <TextField
                  label={t.confirm}
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(event) => setConfirm(event.target.value)}
                  error={mismatch}
                  helperText={mismatch ? t.mismatch : ' '}
                  required
                  fullWidth
                  margin="dense"
                />
                <Button
                  type="submit"
                  variant="contained"
                  fullWidth
                  sx={{ mt: 1 }}
                  disabled={state.kind === 'saving' || password.length < MIN_LENGTH || confirm !== password}
                  startIcon={state.kind === 'saving' ? <CircularProgress size={18} color="inherit" /> : undefined}
                >
                  {t.submit}
                </Button>
              </Box>
            )}
          </CardContent>
        </Card>
      </Box>
    </ThemeProvider>
  );
}
