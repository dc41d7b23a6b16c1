/**
 * Calendar days in the shop's time zone (not the browser's): a code valid "until 31.12" ends at
 * midnight in Israel whether staff set it from Tel Aviv or from a laptop abroad.
 */

const parts = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string): Intl.DateTimeFormat {
  let format = parts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    parts.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at an instant, as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const values: Record<string, number> = {};
  for (const part of partsIn(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return Date.UTC(values.year, values.month - 1, values.day, values.hour, values.minute, values.second);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a shop day starts (its midnight in the zone), or null for text that is not a day. */
export function shopDayStart(day: string, timeZone: string): Date | null {
  const match = DAY.exec(day.trim());
  if (!match) return null;
  const midnightAsUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // The zone's offset at that midnight; measured twice because the first guess may sit across a clock change.
  let instant = midnightAsUtc - (wallClock(midnightAsUtc, timeZone) - midnightAsUtc);
  instant = midnightAsUtc - (wallClock(instant, timeZone) - instant);
  return new Date(instant);
}

/** The shop day (YYYY-MM-DD) an API timestamp falls on; '' for none. */
export function shopDayOf(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);
}

/** The day after (for an end that is the start of the next day). */
export function nextDay(day: string): string {
  const match = DAY.exec(day.trim());
  if (!match) return day;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1)).toISOString().slice(0, 10);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A shop day as the back office shows dates (he-IL: 31.12.2026). */
export function formatShopDay(day: string): string {
  const match = DAY.exec(day);
  if (!match) return day;
  let format = dayFormats.get('he-IL');
  if (!format) {
    format = new Intl.DateTimeFormat('he-IL', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
    dayFormats.set('he-IL', format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
