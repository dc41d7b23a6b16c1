import { Box, Paper, Typography } from '@mui/material';
import { useGetOne, useListContext, useTranslate } from 'react-admin';
import type { ProductStatsWire } from '../api/wire';
import { PRODUCT_STATS } from '../providers/dataProvider';

/** Total, Active, Visible and Hidden from GET /api/products/stats; Filtered is the list's own total. */
export function ProductCounters() {
  const translate = useTranslate();
  const { total } = useListContext();
  const { data: stats } = useGetOne<ProductStatsWire & { id: string }>(PRODUCT_STATS.resource, { id: PRODUCT_STATS.id });
  const counters: Array<[string, number | undefined]> = [
    ['total', stats?.total],
    ['active', stats?.active],
    ['visible', stats?.visible],
    ['hidden', stats?.hidden],
    ['filtered', total],
  ];
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, px: 2, m: 0 }}>
      {counters.map(([key, value]) => (
        <Paper key={key} variant="outlined" sx={{ px: 2, py: 1, minWidth: 96, textAlign: 'center' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`resources.products.counters.${key}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value ?? '–'}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
