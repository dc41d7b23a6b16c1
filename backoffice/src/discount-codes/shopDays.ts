import { dayLabel, parseDayLabel, shopDay, startOfShopDay } from 'shop-rules';

/**
 * Calendar days in the shop's time zone (not the browser's): a code valid "until 31.12" ends at
 * midnight in Israel whether staff set it from Tel Aviv or from a laptop abroad. The calendar itself
 * is the shop's (shop-rules shop-calendar.ts); this reads and writes the form's YYYY-MM-DD text.
 */

/** The instant a shop day starts (its midnight in the zone), or null for text that is not a day. */
export function shopDayStart(text: string, timeZone: string): Date | null {
  const day = parseDayLabel(text.trim());
  return day && startOfShopDay(day.year, day.month, day.day, timeZone);
}

/** The shop day (YYYY-MM-DD) an API timestamp falls on; '' for none. */
export function shopDayOf(iso: string | null | undefined, timeZone: string): string {
  const instant = iso ? new Date(iso) : null;
  return instant && !Number.isNaN(instant.getTime()) ? dayLabel(shopDay(instant, timeZone)) : '';
}

/** The day after (for an end that is the start of the next day). */
export function nextDay(text: string): string {
  const day = parseDayLabel(text.trim());
  return day ? dayLabel(shopDay(startOfShopDay(day.year, day.month, day.day + 1, 'UTC'), 'UTC')) : text;
}

// Made at the first date shown, not when the module loads: building a formatter reads the locale's data.
let dayFormat: Intl.DateTimeFormat | undefined;

/** A shop day as the back office shows dates (he-IL: 31.12.2026). */
export function formatShopDay(text: string): string {
  const day = parseDayLabel(text);
  if (!day) return text;
  dayFormat ??= new Intl.DateTimeFormat('he-IL', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  return dayFormat.format(startOfShopDay(day.year, day.month, day.day, 'UTC'));
}
