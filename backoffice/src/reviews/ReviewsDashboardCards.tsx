import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { formatCount } from '../shared/format';
import { fetchWaitingCounts } from './backInStockCalls';
import { DEFAULT_REVIEW_FILTER } from './reviewRules';

const R = 'resources.reviews.dashboard';

/** How many reviews wait for staff, and the most-waited products (what to restock). */
export function ReviewsDashboardCards() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(260px, 1fr))' } }}>
      <WaitingReviewsCard />
      <MostWaitedCard />
    </Box>
  );
}

function WaitingReviewsCard() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { total, isPending } = useGetList('reviews', { filter: DEFAULT_REVIEW_FILTER, pagination: { page: 1, perPage: 1 } });
  const count = total ?? 0;
  const to = `${createPath({ resource: 'reviews', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(DEFAULT_REVIEW_FILTER))}`;
  return (
    <Card
      role="group"
      aria-labelledby="dashboard-card-waiting-reviews"
      sx={{ borderInlineStart: '4px solid', borderColor: count > 0 ? 'warning.main' : 'divider' }}
    >
      <CardContent sx={{ pb: 0 }}>
        <Typography id="dashboard-card-waiting-reviews" component="h2" variant="body2" color="text.secondary">
          {translate(`${R}.waiting_reviews`)}
        </Typography>
        <Typography component="p" variant="h4" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          <bdi>{isPending ? '…' : formatCount(count)}</bdi>
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to={to} size="small">
          {translate(`${R}.to_reviews`)}
        </Button>
      </CardActions>
    </Card>
  );
}

function MostWaitedCard() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data, isPending, error } = useQuery({ queryKey: ['back-in-stock', 'most-waited'], queryFn: () => fetchWaitingCounts() });
  return (
    <Card role="group" aria-labelledby="dashboard-card-most-waited">
      <CardContent>
        <Typography id="dashboard-card-most-waited" component="h2" variant="body2" color="text.secondary" gutterBottom>
          {translate(`${R}.most_waited`)}
        </Typography>
        {isPending ? (
          <Typography>…</Typography>
        ) : error ? (
          <Typography color="error">{translate('app.load_failed')}</Typography>
        ) : !data?.length ? (
          <Typography color="text.secondary">{translate(`${R}.nobody_waits`)}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
            {data.map((row) => (
              <li key={row.product_id}>
                <Link to={createPath({ resource: 'products', type: 'edit', id: row.product_id })}>
                  <bdi>{row.product_name}</bdi>
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({translate('resources.reviews.back_in_stock.waiting', { smart_count: row.waiting, count: formatCount(row.waiting) })})
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
