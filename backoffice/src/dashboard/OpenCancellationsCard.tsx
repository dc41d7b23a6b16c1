import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { DEFAULT_REQUEST_FILTER } from '../cancellation-requests/cancellationRules';
import { formatCount } from '../shared/format';

const R = 'resources.cancellation-requests.dashboard_card';

/** How many cancellation requests wait for staff, and the way to them. */
export function OpenCancellationsCard({ count }: { count: number }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const to = `${createPath({ resource: 'cancellation-requests', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(DEFAULT_REQUEST_FILTER))}`;
  return (
    <Card
      role="group"
      aria-labelledby="dashboard-card-open-cancellations"
      // Marked on its starting edge while requests wait; as wide as one of the totals' cards on a desktop.
      sx={{ maxWidth: { md: 'calc(25% - 12px)' }, borderInlineStart: '4px solid', borderColor: count > 0 ? 'warning.main' : 'divider' }}
    >
      <CardContent sx={{ pb: 0 }}>
        <Typography id="dashboard-card-open-cancellations" component="h2" variant="body2" color="text.secondary">
          {translate(`${R}.title`)}
        </Typography>
        <Typography component="p" variant="h4" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          <bdi>{formatCount(count)}</bdi>
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to={to} size="small">
          {translate(`${R}.link`)}
        </Button>
      </CardActions>
    </Card>
  );
}
