import { describe, expect, it } from 'vitest';
import { currentMonthLabel, daySeries, monthSeries, seriesTotals } from './dashboardSeries';

const days = [
  { date: '2026-11-01', orders: 2, revenue: 100.1 },
  { date: '2026-11-02', orders: 0, revenue: 0 },
  { date: '2026-11-30', orders: 3, revenue: 200.2 },
];

describe('dashboard series', () => {
  it('labels each day by its day of the month and keeps the he-IL date for the tooltip', () => {
    expect(daySeries(days)).toEqual([
      { day: '1', date: '1.11.2026', orders: 2, revenue: 100.1 },
      { day: '2', date: '2.11.2026', orders: 0, revenue: 0 },
      { day: '30', date: '30.11.2026', orders: 3, revenue: 200.2 },
    ]);
  });

  it('labels the twelve months by number, with he-IL month and year for the tooltip', () => {
    const months = Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, orders: i }));
    const series = monthSeries(months);
    expect(series).toHaveLength(12);
    // ICU versions differ on the leading zero of a he-IL month.
    expect(series[0]).toEqual({ month: '1', name: expect.stringMatching(/^0?1\.2026$/), orders: 0 });
    expect(series[11]).toEqual({ month: '12', name: '12.2026', orders: 11 });
  });

  it('names the month the daily charts show', () => {
    expect(currentMonthLabel(days)).toBe('11.2026');
    expect(currentMonthLabel([])).toBe('');
  });

  it('adds the month up without floating-point drift', () => {
    expect(seriesTotals(days)).toEqual({ orders: 5, revenue: 300.3 });
  });
});
