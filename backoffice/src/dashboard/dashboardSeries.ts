import type { DashboardWire } from '../api/wire';

/** What the charts draw: one point per day of the shop's month (its time zone's days) and per month of the year. */
export interface DayPoint {
  /** Day of the month, the axis label ("5"). */
  day: string;
  /** The whole date in he-IL, for the tooltip ("5.11.2026"). */
  date: string;
  orders: number;
  revenue: number;
}

export interface MonthPoint {
  /** The month's number, the axis label ("11"): twelve of them fit a phone. */
  month: string;
  /** he-IL month and year, for the tooltip ("11.2026"). */
  name: string;
  orders: number;
}

const dayFormat = new Intl.DateTimeFormat('he-IL', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('he-IL', { month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/**
 * `2026-11-05` → a Date that only carries that calendar date: the server already counted the shop's
 * days in its time zone, so the label is formatted in UTC to come out as the same date in any browser.
 */
function utcDate(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year, (month || 1) - 1, day || 1));
}

export function daySeries(days: DashboardWire['days']): DayPoint[] {
  return days.map((point) => ({
    day: String(Number(point.date.slice(8, 10))),
    date: dayFormat.format(utcDate(point.date)),
    orders: point.orders,
    revenue: point.revenue,
  }));
}

export function monthSeries(months: DashboardWire['months']): MonthPoint[] {
  return months.map((point) => ({
    month: String(Number(point.month.slice(5, 7))),
    name: monthFormat.format(utcDate(`${point.month}-01`)),
    orders: point.orders,
  }));
}

/** The month the daily charts show, in he-IL ("11.2026"); empty without days. */
export function currentMonthLabel(days: DashboardWire['days']): string {
  return days.length ? monthFormat.format(utcDate(days[0].date)) : '';
}

/** Sums for the charts' text alternatives ("42 orders, ₪5,310.00 this month"). */
export function seriesTotals(days: DashboardWire['days']): { orders: number; revenue: number } {
  // Agorot, so that adding shekel amounts does not drift.
  const agorot = days.reduce((sum, point) => sum + Math.round(point.revenue * 100), 0);
  return { orders: days.reduce((sum, point) => sum + point.orders, 0), revenue: agorot / 100 };
}
