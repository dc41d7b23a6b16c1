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

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV Injection"):
 * a shopper named `=HYPERLINK(...)` must reach staff as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * A text cell made safe for a spreadsheet: a cell that would start a formula (or that starts with the
 * apostrophe this adds) gets an apostrophe in front, so it is shown as text. Plain numbers such as
 * `-12.50` are left alone: they are no formula and must stay numbers.
 */
export function formulaSafeCell(text: string): string {
  if (PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) || text.startsWith("'") ? `'${text}` : text;
}

/** The reverse of formulaSafeCell, for an imported cell: an export read back changes nothing. */
export function formulaSafeCellText(cell: string): string {
  if (!cell.startsWith("'")) return cell;
  const rest = cell.slice(1);
  return FORMULA_START.test(rest) || rest.startsWith("'") ? rest : cell;
}
