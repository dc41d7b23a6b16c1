import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Title, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { DashboardCards } from './DashboardCards';
import { DashboardCharts } from './DashboardCharts';
import { DASHBOARD_QUERY_KEY, fetchDashboard } from './dashboardCalls';
import { LowStockCard } from './LowStockCard';
import { OpenCancellationsCard } from './OpenCancellationsCard';
import { usePermissions } from 'react-admin';
import { mayOpen } from '../providers/officeAccess';
import { ReviewsDashboardCards } from '../reviews/ReviewsDashboardCards';
import { TodayOrders } from './TodayOrders';

/** The dashboard of real figures from GET /api/dashboard; react-admin's refresh button reads them again. */
export function Dashboard() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { data, isPending, error, refetch } = useQuery({ queryKey: DASHBOARD_QUERY_KEY, queryFn: fetchDashboard });
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // An expired session goes back to the login page, as react-admin's own calls do.
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  const title = translate('resources.dashboard.name');
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }}>
          <CircularProgress size={24} />
          <Typography>{translate('resources.dashboard.loading')}</Typography>
        </Box>
      ) : error || !data ? (
        <Stack role="alert" direction="row" gap={2} alignItems="center" sx={{ p: 2 }}>
          <Typography color="error">{translate('resources.dashboard.failed')}</Typography>
          <Button variant="outlined" onClick={() => refetch()}>
            {translate('resources.dashboard.retry')}
          </Button>
        </Stack>
      ) : (
        <Stack gap={2}>
          <DashboardCards totals={data.totals} />
          <OpenCancellationsCard count={data.open_cancellation_requests} />
          <LowStockCard />
          {mayOpen(permissions, 'reviews') && <ReviewsDashboardCards />}
          <DashboardCharts dashboard={data} />
          <TodayOrders today={data.today} monthOrders={data.month_orders} />
        </Stack>
      )}
    </Box>
  );
}
