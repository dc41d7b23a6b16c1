/**
 * Figures as the spec shows them, in the he-IL locale whatever the interface language: shekels with
 * two decimals, dates with year, month, day, hour and minute. Intl writes the currency sign and the
 * direction marks; never assemble them by hand.
 */
const LOCALE = 'he-IL';

const shekels = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'ILS', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeNumbers = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

export const formatShekels = (amount: number | null | undefined): string => shekels.format(Number(amount ?? 0));

export const formatCount = (count: number | null | undefined): string => wholeNumbers.format(Number(count ?? 0));

/** An API timestamp (ISO 8601) as a he-IL date and time; an unreadable value is shown as it came. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
