import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDemoAccounts } from './useDemoAccounts';

/** The demo data set's logins, one per role, while the server reports them (never in production). */
export function DemoLogins() {
  const translate = useTranslate();
  const demoAccounts = useDemoAccounts();
  if (demoAccounts.length === 0) return null;
  return (
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
  );
}
