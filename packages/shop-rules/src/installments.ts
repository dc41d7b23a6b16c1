import type { Agorot } from './money';

/**
 * Card payments in installments (תשלומים). Staff set the most payments allowed by order total:
 * each step says "from this total, up to this many payments". The provider takes the first payment
 * and the later ones separately, so the split must add up to the total to the agora.
 */
export interface InstallmentStep {
  from: Agorot;
  maxPayments: number;
}
export type InstallmentRule = InstallmentStep[];

/** The most payments the shop ever offers, whatever the rule says. */
export const MAX_INSTALLMENTS = 12;

/** Up to ₪299.99: one payment; from ₪300: three; from ₪1,000: six. */
export const DEFAULT_INSTALLMENT_RULE: InstallmentRule = [
  { from: 0, maxPayments: 1 },
  { from: 30000, maxPayments: 3 },
  { from: 100000, maxPayments: 6 },
];

/** The number of payments a total may be split into: the step with the largest `from` it reaches. */
export function maxInstallments(total: Agorot, rule: InstallmentRule): number {
  let allowed = 1;
  let reached = -1;
  for (const step of rule) {
    if (total >= step.from && step.from > reached) {
      reached = step.from;
      allowed = step.maxPayments;
    }
  }
  return Math.min(MAX_INSTALLMENTS, Math.max(1, Math.floor(allowed)));
}

export function installmentsAllowed(payments: number, total: Agorot, rule: InstallmentRule): boolean {
  return Number.isInteger(payments) && payments >= 1 && payments <= maxInstallments(total, rule);
}

export interface InstallmentSplit {
  /** The first payment: the equal share plus whatever agorot do not divide evenly. */
  first: Agorot;
  /** Each later payment (0 when there is only one payment). */
  later: Agorot;
}

/** first + (payments - 1) × later === total, exactly. */
export function splitInstallments(total: Agorot, payments: number): InstallmentSplit {
  if (!Number.isInteger(payments) || payments < 1) throw new RangeError(`Not a number of payments: ${payments}`);
  if (payments === 1) return { first: total, later: 0 };
  const later = Math.floor(total / payments);
  return { first: total - later * (payments - 1), later };
}

export type InstallmentRuleProblem = 'empty' | 'not-ascending' | 'payments-out-of-range' | 'negative-from';

/** Checks a rule staff typed; the answer names the first problem, or null when the rule is usable. */
export function installmentRuleProblem(rule: InstallmentRule): { index: number; problem: InstallmentRuleProblem } | null {
  if (rule.length === 0) return { index: 0, problem: 'empty' };
  for (let index = 0; index < rule.length; index++) {
    const { from, maxPayments } = rule[index];
    if (!Number.isInteger(from) || from < 0) return { index, problem: 'negative-from' };
    if (!Number.isInteger(maxPayments) || maxPayments < 1 || maxPayments > MAX_INSTALLMENTS) {
      return { index, problem: 'payments-out-of-range' };
    }
    if (index > 0 && from <= rule[index - 1].from) return { index, problem: 'not-ascending' };
  }
  return null;
}
