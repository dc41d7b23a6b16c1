import { Box, Button, Card, CardActions, CardContent, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useCreatePath, usePermissions, useTranslate } from 'react-admin';
import type { LowStockWire } from '../api/wire';
import { mayOpen } from '../providers/officeAccess';
import { httpClient } from '../providers/httpClient';
import { formatCount } from '../shared/format';
import { StatusChip } from '../shared/StatusChip';

const R = 'resources.low-stock';
/** The card names the first few; the products list shows them all. */
const SHOWN = 8;

async function fetchLowStock(): Promise<LowStockWire> {
  // httpClient answers the envelope's data.
  const { json } = await httpClient('/api/admin/low-stock');
  return json as LowStockWire;
}

/** Out of stock and below their threshold, each leading to its product; for those who work on the catalog. */
export function LowStockCard() {
  const { permissions } = usePermissions();
  if (!mayOpen(permissions, 'dashboard.catalog')) return null;
  return <LowStockContent />;
}

function LowStockContent() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data, isPending, error } = useQuery({ queryKey: ['low-stock'], queryFn: fetchLowStock });
  const listTo = `${createPath({ resource: 'products', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ low_stock: true, is_active: true }))}`;
  const count = data ? data.out_of_stock + data.below_threshold : 0;
  return (
    <Card
      role="group"
      aria-labelledby="dashboard-card-low-stock"
      sx={{
        borderInlineStart: '4px solid',
        borderColor: data && data.out_of_stock > 0 ? 'error.main' : count > 0 ? 'warning.main' : 'divider',
      }}
    >
      <CardContent sx={{ pb: 0 }}>
        <Typography id="dashboard-card-low-stock" component="h2" variant="body2" color="text.secondary">
          {translate(`${R}.title`)}
        </Typography>
        {isPending ? (
          <Typography role="status">{translate(`${R}.loading`)}</Typography>
        ) : error || !data ? (
          <Typography role="alert" color="error">
            {translate(`${R}.failed`)}
          </Typography>
        ) : (
          <>
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
              <Typography component="p" variant="h5">
                <bdi>{formatCount(data.out_of_stock)}</bdi>{' '}
                <Typography component="span" variant="body2">
                  {translate(`${R}.out`)}
                </Typography>
              </Typography>
              <Typography component="p" variant="h5">
                <bdi>{formatCount(data.below_threshold)}</bdi>{' '}
                <Typography component="span" variant="body2">
                  {translate(`${R}.low`)}
                </Typography>
              </Typography>
            </Box>
            {count === 0 ? (
              <Typography color="text.secondary">{translate(`${R}.none`)}</Typography>
            ) : (
              <List dense aria-label={translate(`${R}.title`)}>
                {data.items.slice(0, SHOWN).map((item) => (
                  <ListItem key={`${item.product_id}-${item.variant_id ?? 0}`} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                    <Link to={createPath({ resource: 'products', type: 'edit', id: item.product_id })}>
                      <bdi>{item.product_name}</bdi>
                      {item.variant_name ? (
                        <>
                          {' '}
                          (<bdi>{item.variant_name}</bdi>)
                        </>
                      ) : null}
                    </Link>
                    <StatusChip
                      color={item.level === 'out' ? 'error' : 'warning'}
                      label={
                        item.level === 'out'
                          ? translate(`${R}.item_out`)
                          : translate(`${R}.item_low`, { stock: formatCount(item.stock), threshold: formatCount(item.threshold) })
                      }
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={listTo} size="small">
          {translate(`${R}.link`)}
        </Button>
      </CardActions>
    </Card>
  );
}
