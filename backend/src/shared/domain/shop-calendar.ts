// The shop's calendar is a shop rule (shop-rules shop-calendar.ts): the cancellation period counts its days too.
export { dayLabel, daysInMonth, monthLabel, parseDayLabel, shopDay, startOfShopDay } from 'shop-rules';
export type { CalendarDay } from 'shop-rules';
