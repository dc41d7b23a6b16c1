import { installmentsAllowed, maxInstallments, MAX_INSTALLMENTS, splitInstallments } from 'shop-rules';
import type { Agorot, InstallmentRule, PaidWith } from 'shop-rules';
import { DomainError } from '../../../shared/domain/domain-error';

/** How the hosted page is asked to charge: by card (in one or more payments) or with Bit. */
export type OnlineMethod = 'card' | 'bit';

/** The payments offered for one session: the first and each later payment add up to the total exactly. */
export interface InstallmentPlan {
  payments: number;
  first: Agorot;
  /** 0 when there is only one payment. */
  later: Agorot;
}

export const onlineMethodOf = (orderPaymentMethod: string): OnlineMethod => (orderPaymentMethod === 'bit' ? 'bit' : 'card');

/** Bit has no installments; a card follows the staff rule for the order's total. */
export function mostPaymentsFor(method: OnlineMethod, total: Agorot, rule: InstallmentRule): number {
  return method === 'bit' ? 1 : maxInstallments(total, rule);
}

export const installmentsNotAllowed = (message: string) =>
  new DomainError('INSTALLMENTS_NOT_ALLOWED', 'invalid', message, [{ field: 'installments', message }]);

/** The plan for the number the shopper asked for, or the refusal naming the field. */
export function installmentPlan(method: OnlineMethod, total: Agorot, payments: number, rule: InstallmentRule): InstallmentPlan {
  if (method === 'bit' && payments !== 1) throw installmentsNotAllowed('A Bit payment cannot be split into installments');
  if (!installmentsAllowed(payments, total, rule)) {
    const most = maxInstallments(total, rule);
    throw installmentsNotAllowed(most === 1 ? 'This order is paid in one payment' : `This order can be paid in 1 to ${most} payments`);
  }
  const { first, later } = splitInstallments(total, payments);
  return { payments, first, later };
}

/**
 * Reads the number of payments a client sent (JSON number or query text); absent means one.
 * Anything else than a whole number is refused like a number the rule does not allow.
 */
export function parseRequestedInstallments(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return 1;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,2}$/.test(text)) throw installmentsNotAllowed(`installments must be a whole number from 1 to ${MAX_INSTALLMENTS}`);
  return Number(text);
}

/**
 * The notify must report the payments the session offered. `reported` is what the adapter read
 * from the provider's fields: null when it sent none (fine for a single payment), 0 when they
 * could not be read (never a match).
 */
export function matchesOfferedInstallments(offered: number, reported: number | null): boolean {
  return reported === null ? offered === 1 : reported === offered;
}

/** How the order was paid, once settled: Bit when the provider says so (or the order was a Bit order). */
export function paidWithOf(
  orderPaymentMethod: string,
  notifiedBit: boolean,
  payments: number,
): { paidWith: PaidWith; installments: number | null } {
  if (notifiedBit || orderPaymentMethod === 'bit') return { paidWith: 'bit', installments: null };
  return payments > 1 ? { paidWith: 'installments', installments: payments } : { paidWith: 'credit_card', installments: 1 };
}
