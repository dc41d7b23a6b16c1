import type { Agorot } from 'shop-rules';

/**
 * Cells of the shop's CSV files, written so that Excel reads them as staff expect in every
 * language: amounts with two decimals and a dot, dates and times on the shop's clock, yes/no.
 */
export function amountCell(agorot: Agorot): string {
  const sign = agorot < 0 ? '-' : '';
  const whole = Math.abs(Math.round(agorot));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD HH:mm:ss` on the shop's clock (SHOP_TIME_ZONE); empty for no date. */
export function shopDateTimeCell(instant: Date | null, timeZone: string): string {
  if (!instant) return '';
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

export const yesNoCell = (value: boolean): string => (value ? 'yes' : 'no');
