/**
 * The shop's calendar: days and months as the shop's clock (an IANA zone, SHOP_TIME_ZONE) counts them,
 * turned into UTC instants, so a database that stores UTC can be asked for "the shop's 5 November" as a
 * plain range. Daylight saving moves the offset twice a year; each boundary is computed for its own date.
 */
export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** What the shop's wall clock shows at an instant, read as if it were UTC (milliseconds). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of clockOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The shop's calendar day at an instant. */
export function shopDay(instant: Date, timeZone: string): CalendarDay {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** Midnights already computed, by zone and calendar day (a few years of days at most). */
const midnights = new Map<string, number>();
const MIDNIGHTS_KEPT = 2_000;

/**
 * The instant the shop's day starts (its local midnight). Out-of-range parts roll over as Date.UTC
 * does: (2026, 13, 1) is 1 January 2027, (2026, 11, 31) is 1 December.
 */
export function startOfShopDay(year: number, month: number, day: number, timeZone: string): Date {
  const midnight = Date.UTC(year, month - 1, day);
  // Every list filter by date asks for the same few days again; reading the zone's clock costs more.
  const key = `${timeZone} ${midnight}`;
  let start = midnights.get(key);
  if (start === undefined) {
    // The offset at the guess, then at the corrected instant: right on both sides of a change of offset.
    const first = midnight - (wallClockMs(midnight, timeZone) - midnight);
    start = midnight - (wallClockMs(first, timeZone) - first);
    if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
    midnights.set(key, start);
  }
  return new Date(start);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-05` */
export const dayLabel = ({ year, month, day }: CalendarDay): string => `${year}-${pad(month)}-${pad(day)}`;
const DAY_LABEL = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `2026-11-05` label as its calendar day; null for other text or a day no month has (2026-02-30). */
export function parseDayLabel(text: string): CalendarDay | null {
  const match = DAY_LABEL.exec(text);
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  // Date.UTC rolls 2026-02-30 over to March (and years below 100 into the 1900s): such text is no day.
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).toISOString().slice(0, 10) === text ? day : null;
}

/** `2026-11` */
export const monthLabel = ({ year, month }: Pick<CalendarDay, 'year' | 'month'>): string => `${year}-${pad(month)}`;

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
