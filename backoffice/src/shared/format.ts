import { formatPrice } from 'shop-rules';

/**
 * Figures as the spec shows them, in the he-IL locale whatever the interface language. Prices come from
 * ONE rule for the whole shop (shop-rules price-format.ts: Intl without its direction marks,
 * shown inside <bdi dir="ltr">), so staff see the shape shoppers see; dates and times
 * are the shop's own (its time zone comes from the server, shop-time-zone.tsx), never the browser's.
 */
export { formatPrice, formatSignedPrice } from 'shop-rules';

const LOCALE = 'he-IL';
/** The shop's zone until the server has said otherwise (the server's default too). */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Jerusalem';

const wholeNumbers = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const dateTimes = new Map<string, Intl.DateTimeFormat>();

export const formatShekels = (amount: number | null | undefined): string => formatPrice(Number(amount ?? 0));

export const formatCount = (count: number | null | undefined): string => wholeNumbers.format(Number(count ?? 0));

function dateTimeIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimes.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    dateTimes.set(timeZone, format);
  }
  return format;
}

/** An API timestamp (ISO 8601) as a he-IL date and time in the shop's zone; an unreadable value is shown as it came. */
export function formatDateTime(iso: string | null | undefined, timeZone: string = DEFAULT_SHOP_TIME_ZONE): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeIn(timeZone).format(date);
}
