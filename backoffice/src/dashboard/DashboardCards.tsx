import { Box, Card, CardContent, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import type { DashboardWire } from '../api/wire';
import { mayOpen } from '../providers/officeAccess';
import { formatCount, formatShekels } from '../shared/format';

/**
 * On a phone the revenue (a shekel amount with agorot, wider than half a 375 px screen once the shop
 * passes 100,000 ₪) takes a row of its own, first; on wider screens it is one card of the row.
 */
const MONEY_CARD = { gridColumn: { xs: '1 / -1', md: 'auto' }, order: { xs: -1, md: 0 } } as const;

/**
 * The four totals: products, orders, revenue (paid orders, in shekels) and distinct customers; the
 * products' count only for those who work on the catalog.
 */
export function DashboardCards({ totals }: { totals: DashboardWire['totals'] }) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const cards = [
    ...(mayOpen(permissions, 'dashboard.catalog') ? [{ key: 'products', value: formatCount(totals.products) }] : []),
    { key: 'orders', value: formatCount(totals.orders) },
    { key: 'revenue', value: formatShekels(totals.revenue), hint: translate('resources.dashboard.cards.revenue_hint') },
    { key: 'customers', value: formatCount(totals.customers) },
  ];
  return (
    <Box
      component="section"
      aria-label={translate('resources.dashboard.cards.label')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${cards.length}, 1fr)` } }}
    >
      {cards.map(({ key, value, hint }) => (
        <Card key={key} role="group" aria-labelledby={`dashboard-card-${key}`} sx={key === 'revenue' ? MONEY_CARD : undefined}>
          <CardContent>
            <Typography id={`dashboard-card-${key}`} component="h2" variant="body2" color="text.secondary">
              {translate(`resources.dashboard.cards.${key}`)}
            </Typography>
            <Typography component="p" variant="h4" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, whiteSpace: 'nowrap' }}>
              <bdi>{value}</bdi>
            </Typography>
            {hint && (
              <Typography variant="caption" color="text.secondary">
                {hint}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
