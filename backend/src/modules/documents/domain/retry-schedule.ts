/**
 * How many times the outbox tries a document before it gives up (state `failed`, staff may retry):
 * on the outbox kit's schedule (shared/outbox/retry-schedule.ts) with the poll interval as its first
 * delay, after 1, 2, 4, 8... poll intervals, never more than an hour apart. With the default 5-second
 * poll that is about two and a half hours of a provider that is down.
 */
export const MAX_ATTEMPTS = 12;
