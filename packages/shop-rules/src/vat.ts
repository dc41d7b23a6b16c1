/**
 * Israel's VAT rates, each from the day it took effect: one schedule for the whole shop. Prices include
 * VAT; a tax document shows the VAT inside its total at the rate of the document's own date, so a rate
 * change is one new line here (with its start date), never an edit of a constant spread around.
 */
export interface VatRate {
  /** The first day (Israel's calendar) the rate applies, YYYY-MM-DD. */
  from: string;
  percent: number;
}

/** Oldest first. 17% from 2015-10-01; 18% since 2025-01-01 (the Tax Authority's announcement). */
export const VAT_SCHEDULE: readonly VatRate[] = Object.freeze([
  { from: '2015-10-01', percent: 17 },
  { from: '2025-01-01', percent: 18 },
]);

/** VAT follows Israel's calendar, whatever time zone a server or a browser runs in. */
const ISRAEL_TIME_ZONE = 'Asia/Jerusalem';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day in Israel of a moment, YYYY-MM-DD. */
export function israelDay(moment: Date): string {
  if (Number.isNaN(moment.getTime())) throw new RangeError('vatRateOn: not a date');
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: ISRAEL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
}

/**
 * The VAT rate in percent on a day: a YYYY-MM-DD day of Israel's calendar (a document's date), or a
 * moment, taken as its day in Israel. A day before the schedule begins is refused.
 */
export function vatRateOn(date: Date | string, schedule: readonly VatRate[] = VAT_SCHEDULE): number {
  const day = typeof date === 'string' ? date : israelDay(date);
  if (!DAY.test(day)) throw new RangeError(`vatRateOn: "${day}" is not a YYYY-MM-DD day`);
  let rate: number | undefined;
  for (const entry of schedule) if (entry.from <= day) rate = entry.percent;
  if (rate === undefined) throw new RangeError(`vatRateOn: no VAT rate known for ${day}`);
  return rate;
}
