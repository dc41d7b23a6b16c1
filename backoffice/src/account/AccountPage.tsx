import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Title, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { EmailAddress } from '../shared/EmailAddress';
import { ShopDateTime } from '../shared/ShopDateTime';
import { ACCOUNT_QUERY_KEY, fetchAccount } from './accountCalls';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';

/**
 * The staff member's own account: who they are, their role, and two-factor login (on, or set up here).
 * Open to every role that enters the back office, also while two-factor must be set up first.
 */
export function AccountPage() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useQuery({ queryKey: ACCOUNT_QUERY_KEY, queryFn: fetchAccount });
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  const title = translate('account.title');
  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }}>
          <CircularProgress size={24} />
          <Typography>{translate('account.loading')}</Typography>
        </Box>
      ) : error || !data ? (
        <Stack role="alert" direction="row" gap={2} alignItems="center" sx={{ p: 2 }}>
          <Typography color="error">{translate('app.load_failed')}</Typography>
          <Button variant="outlined" onClick={() => refetch()}>
            {translate('resources.dashboard.retry')}
          </Button>
        </Stack>
      ) : (
        <Stack gap={2}>
          {data.user.two_factor_enrolment_required && (
            <Alert severity="warning" role="alert">
              {translate('account.two_factor.required')}
            </Alert>
          )}
          <Card component="section" aria-labelledby="account-who">
            <CardContent>
              <Typography id="account-who" component="h2" variant="h6" gutterBottom>
                <bdi>{data.user.name}</bdi>
              </Typography>
              <EmailAddress email={data.user.email} />
              <Chip sx={{ mt: 1 }} label={translate(`resources.staff.roles.${data.user.role}`)} />
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="account-two-factor">
            <CardContent>
              <Typography id="account-two-factor" component="h2" variant="h6" gutterBottom>
                {translate('account.two_factor.title')}
              </Typography>
              {data.twoFactor.enabled ? (
                <>
                  <Typography>
                    {translate('account.two_factor.on_since')} <ShopDateTime value={data.twoFactor.enabled_at ?? ''} />
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {translate('account.two_factor.codes_left', { smart_count: data.twoFactor.recovery_codes_left })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {translate('account.two_factor.lost_phone')}
                  </Typography>
                </>
              ) : (
                <TwoFactorEnrolment />
              )}
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
