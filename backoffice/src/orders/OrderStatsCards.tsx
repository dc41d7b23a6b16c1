import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import type { OrderStatsWire } from '../api/wire';
import { formatCount } from '../shared/format';
import { fetchOrderStats, ORDER_STATS_QUERY_KEY } from './orderCalls';

const CARDS: ReadonlyArray<keyof OrderStatsWire> = ['total', 'unpaid', 'paid', 'new', 'preparing', 'ready', 'completed', 'cancelled'];

export function useOrderStats() {
  return useQuery({ queryKey: ORDER_STATS_QUERY_KEY, queryFn: fetchOrderStats });
}

/** The eight counters above the orders table; react-admin's refresh and a status change reload them. */
export function OrderStatsCards() {
  const translate = useTranslate();
  const { data, isPending, error } = useOrderStats();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  if (error) {
    return (
      <Typography role="alert" color="error" sx={{ my: 1 }}>
        {translate('resources.orders.stats.failed')}
      </Typography>
    );
  }
  return (
    <Box
      component="section"
      aria-label={translate('resources.orders.stats.label')}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(8, 1fr)' }, my: 2 }}
    >
      {CARDS.map((key) => (
        // A group named by its term, holding the figure: screen readers read "New, group, 4".
        <Card key={key} variant="outlined" role="group" aria-labelledby={`order-stat-${key}`}>
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography id={`order-stat-${key}`} component="h2" variant="body2" color="text.secondary">
              {translate(`resources.orders.stats.${key}`)}
            </Typography>
            {isPending ? (
              <Skeleton width={48} height={36} />
            ) : (
              <Typography variant="h5" component="p">
                {formatCount(data?.[key])}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
