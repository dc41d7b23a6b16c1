import { Box, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardWire } from '../api/wire';
import { formatCount, formatShekels } from '../shared/format';
import { ChartCard } from './ChartCard';
import { currentMonthLabel, daySeries, monthSeries, seriesTotals } from './dashboardSeries';

/**
 * Orders and revenue per day of the month, orders per month of the year (recharts). In Hebrew time
 * runs from right to left: the x axis is reversed and the value axis stands on the right.
 */
export function DashboardCharts({ dashboard }: { dashboard: DashboardWire }) {
  const translate = useTranslate();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const days = daySeries(dashboard.days);
  const months = monthSeries(dashboard.months);
  const totals = seriesTotals(dashboard.days);
  const month = currentMonthLabel(dashboard.days);
  const year = dashboard.months[0]?.month.slice(0, 4) ?? '';
  const yearOrders = months.reduce((sum, m) => sum + m.orders, 0);
  const ordersLabel = translate('resources.dashboard.charts.orders');
  const revenueLabel = translate('resources.dashboard.charts.revenue');
  // The tooltip's words read in the interface's direction inside the left-to-right drawing.
  const tooltip = { wrapperStyle: { direction: theme.direction } };
  const axis = {
    x: { reversed: rtl, tick: { fontSize: 12 }, tickMargin: 6 },
    y: { orientation: rtl ? ('right' as const) : ('left' as const), tick: { fontSize: 12 }, width: 56 },
  };
  // Tooltips read the whole he-IL date of a day.
  const dayOf = (_label: unknown, payload: ReadonlyArray<{ payload?: { date?: string } }>) => payload?.[0]?.payload?.date ?? '';
  const monthOf = (_label: unknown, payload: ReadonlyArray<{ payload?: { name?: string } }>) => payload?.[0]?.payload?.name ?? '';

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartCard
        id="orders-per-day"
        title={translate('resources.dashboard.charts.orders_per_day', { month })}
        summary={translate('resources.dashboard.charts.days_summary', {
          smart_count: totals.orders,
          orders: formatCount(totals.orders),
          revenue: formatShekels(totals.revenue),
        })}
      >
        <ResponsiveContainer>
          <BarChart data={days} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" {...axis.x} />
            <YAxis allowDecimals={false} tickFormatter={(value: number) => formatCount(value)} {...axis.y} />
            <Tooltip {...tooltip} labelFormatter={dayOf} formatter={(value) => [formatCount(Number(value)), ordersLabel]} />
            <Bar dataKey="orders" name={ordersLabel} fill={theme.palette.primary.main} radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        id="revenue-per-day"
        title={translate('resources.dashboard.charts.revenue_per_day', { month })}
        summary={translate('resources.dashboard.charts.days_summary', {
          smart_count: totals.orders,
          orders: formatCount(totals.orders),
          revenue: formatShekels(totals.revenue),
        })}
      >
        <ResponsiveContainer>
          <LineChart data={days} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" {...axis.x} />
            <YAxis tickFormatter={(value: number) => formatCount(value)} {...axis.y} width={72} />
            <Tooltip {...tooltip} labelFormatter={dayOf} formatter={(value) => [formatShekels(Number(value)), revenueLabel]} />
            <Line type="monotone" dataKey="revenue" name={revenueLabel} stroke={theme.palette.secondary.main} strokeWidth={2} dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <ChartCard
          id="orders-per-month"
          title={translate('resources.dashboard.charts.orders_per_month', { year })}
          summary={translate('resources.dashboard.charts.months_summary', { smart_count: yearOrders, orders: formatCount(yearOrders) })}
        >
          <ResponsiveContainer>
            <BarChart data={months} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="month" {...axis.x} interval={0} />
              <YAxis allowDecimals={false} tickFormatter={(value: number) => formatCount(value)} {...axis.y} />
              <Tooltip {...tooltip} labelFormatter={monthOf} formatter={(value) => [formatCount(Number(value)), ordersLabel]} />
              <Bar dataKey="orders" name={ordersLabel} fill={theme.palette.primary.dark} radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      </Box>
    </Box>
  );
}
