import type { ChipColor } from '../shared/StatusChip';

/**
 * The back office's own rules about cancellations and refunds (which amounts, fees and refusals
 * apply is the server's rule, shop-rules cancellation.ts): state colours, the refund dialog's lines,
 * and the key that makes one dialog one refund.
 */
export const REQUEST_STATES = ['open', 'approved', 'rejected'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const asRequestState = (value: unknown): RequestState =>
  (REQUEST_STATES as readonly unknown[]).includes(value) ? (value as RequestState) : 'open';

/** Waiting for staff in amber, approved in green, rejected in grey. */
export const REQUEST_STATE_COLORS: Readonly<Record<RequestState, ChipColor>> = {
  open: 'warning',
  approved: 'success',
  rejected: 'default',
};

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const asRefundState = (value: unknown): RefundState =>
  (REFUND_STATES as readonly unknown[]).includes(value) ? (value as RefundState) : 'failed';
export const REFUND_STATE_COLORS: Readonly<Record<RefundState, ChipColor>> = { pending: 'warning', succeeded: 'success', failed: 'error' };

/** The list's filter when staff open it: the requests waiting for them. */
export const DEFAULT_REQUEST_FILTER = { state: 'open' } as const;

/** An order's line as the refund dialog reads it. */
export interface RefundableLine {
  id: number;
  product_name: string;
  variant_name: string;
  quantity: number;
  cancelled_quantity?: number;
}

/** The units of a line not cancelled yet. */
export const unitsLeft = (line: RefundableLine): number => Math.max(0, line.quantity - (line.cancelled_quantity ?? 0));

/** The lines that still have units to refund. */
export const refundableLines = (lines: readonly RefundableLine[]): RefundableLine[] => lines.filter((line) => unitsLeft(line) > 0);

/** The dialog's choice: the whole order, or units per line id (0 or absent: not chosen). */
export interface RefundChoice {
  whole: boolean;
  units: Record<number, number>;
}

/**
 * The `lines` of POST /api/admin/orders/:id/refunds: left out for the whole order; else each chosen
 * line with its units, within what is left of it. Null when lines are to be chosen and none is.
 */
export function refundLines(
  choice: RefundChoice,
  lines: readonly RefundableLine[],
): { item_id: number; quantity: number }[] | undefined | null {
  if (choice.whole) return undefined;
  const chosen = refundableLines(lines)
    .map((line) => ({ item_id: line.id, quantity: Math.min(Math.max(0, Math.floor(choice.units[line.id] ?? 0)), unitsLeft(line)) }))
    .filter((line) => line.quantity > 0);
  return chosen.length > 0 ? chosen : null;
}

/**
 * A new request key (a version 4 UUID) for one opening of the refund dialog: sent again, the same key
 * answers the same refund. Built from getRandomValues, which browsers give on plain http too
 * (randomUUID only on https and localhost), so a shop opened at a local address works.
 */
export function newRequestKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The error body's code and message of a failed call (react-admin's HttpError keeps the body). */
export function refusalOf(error: unknown): { code: string | null; message: string } {
  const body = (error as { body?: { code?: unknown; message?: unknown } } | null)?.body;
  const message = typeof body?.message === 'string' ? body.message : error instanceof Error ? error.message : String(error);
  return { code: typeof body?.code === 'string' ? body.code : null, message };
}

/** Unicode isolates around text from elsewhere (a provider's Hebrew message in a Russian sentence) keep its own direction. */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

/** The provider refused the refund (its message is the API's message). */
export const isProviderRefusal = (error: unknown): boolean => refusalOf(error).code === 'REFUND_DECLINED';

/** Staff decided a version of the request that changed since they opened it (a refused refund reopened it). */
export const isRequestChanged = (error: unknown): boolean => refusalOf(error).code === 'CANCELLATION_REQUEST_CHANGED';

export const REFUND_METHODS = ['credit_card', 'bit', 'cash', 'none'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const asRefundMethod = (value: unknown): RefundMethod =>
  (REFUND_METHODS as readonly unknown[]).includes(value) ? (value as RefundMethod) : 'none';
