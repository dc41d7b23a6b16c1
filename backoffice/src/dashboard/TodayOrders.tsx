import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardWire } from '../api/wire';
import { asOrderStatus, statusLabelKey } from '../orders/orderStatus';
import { formatCount, formatShekels } from '../shared/format';
import { ShopDateTime } from '../shared/ShopDateTime';
import { ScrollArea } from '../shared/ScrollArea';
import { OrderNumber } from '../shared/OrderNumber';

/** Today's orders (the server sends the newest 100 of the shop's day, in its time zone), with today's and this month's counts. */
export function TodayOrders({ today, monthOrders }: { today: DashboardWire['today']; monthOrders: number }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.dashboard.today.${key}`, options);
  return (
    <Card component="section" aria-labelledby="today-orders-title">
      <CardContent>
        <Stack direction="row" flexWrap="wrap" gap={2} alignItems="baseline" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography id="today-orders-title" component="h2" variant="h6">
            {t('title')}
          </Typography>
          <Stack direction="row" gap={2}>
            <Typography variant="body2">{t('count', { count: formatCount(today.count) })}</Typography>
            <Typography variant="body2">{t('month_count', { count: formatCount(monthOrders) })}</Typography>
          </Stack>
        </Stack>
        {today.orders.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <ScrollArea label={t('title')}>
            <Table size="small" aria-labelledby="today-orders-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('number')}</TableCell>
                  <TableCell>{t('customer')}</TableCell>
                  <TableCell>{t('date')}</TableCell>
                  <TableCell>{t('status')}</TableCell>
                  <TableCell align="right">{t('total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {today.orders.map((order) => (
                  <TableRow key={order.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <OrderNumber value={order.order_number} />
                    </TableCell>
                    <TableCell>
                      <bdi>{order.customer_name}</bdi>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <bdi>
                        <ShopDateTime value={order.created_at} />
                      </bdi>
                    </TableCell>
                    <TableCell>{translate(statusLabelKey(asOrderStatus(order.status)))}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <bdi>{formatShekels(order.total_amount)}</bdi>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollArea>
        )}
      </CardContent>
    </Card>
  );
}
