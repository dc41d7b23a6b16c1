import { APPROVED_RESPONSE_CODE, isKnownResponseCode } from '../../modules/payments/domain/response-codes';

/**
 * Test cards of the built-in sandbox provider. A test card is 4580 0000 0000 0xyz: its last three
 * digits are the response code it produces (0000 approves, 0004 is refused, 0447 wrong number ...),
 * so every code of the provider table can be tried. Any other card number is refused (004), and an
 * expiry date in the past gives 015 whatever the number.
 */
export const SANDBOX_TEST_CARD_PREFIX = '458000000000';
export const SANDBOX_APPROVED_CARD = '4580000000000000';
export const SANDBOX_REFUSED_CODE = '004';
export const SANDBOX_EXPIRED_CODE = '015';

/**
 * A card whose charges are approved but whose refunds are declined (004), so tests and staff can see
 * how a refused refund looks in the back office.
 */
export const SANDBOX_REFUND_DECLINED_CARD = '4580000000009004';
export const SANDBOX_REFUND_DECLINED_CODE = SANDBOX_REFUSED_CODE;

/**
 * A card whose charges are approved but whose refunds get no certain answer (as a timeout would), so
 * tests and staff can see a refund that waits for staff to check the provider.
 */
export const SANDBOX_REFUND_UNANSWERED_CARD = '4580000000009005';

/** Whether the sandbox leaves refunds of a charge made with the card ending in these digits unanswered. */
export const sandboxLeavesRefundUnanswered = (cardLast4: string | null): boolean => cardLast4 === SANDBOX_REFUND_UNANSWERED_CARD.slice(-4);

/** Whether the sandbox refuses refunds of a charge made with the card ending in these digits. */
export const sandboxDeclinesRefund = (cardLast4: string | null): boolean => cardLast4 === SANDBOX_REFUND_DECLINED_CARD.slice(-4);

/** The documented examples, shown on the sandbox form (with the refund's answer where it differs). */
export const SANDBOX_TEST_CARDS: readonly { number: string; responseCode: string; refundCode?: string }[] = [
  { number: '4580 0000 0000 0000', responseCode: '000' },
  { number: '4580 0000 0000 0001', responseCode: '001' },
  { number: '4580 0000 0000 0002', responseCode: '002' },
  { number: '4580 0000 0000 0004', responseCode: '004' },
  { number: '4580 0000 0000 0006', responseCode: '006' },
  { number: '4580 0000 0000 0015', responseCode: '015' },
  { number: '4580 0000 0000 0447', responseCode: '447' },
  { number: '4580 0000 0000 0900', responseCode: '900' },
  { number: '4580 0000 0000 9004', responseCode: '000', refundCode: SANDBOX_REFUND_DECLINED_CODE },
];

export type CardBrand = 'Mastercard' | 'Visa' | 'Maestro';

export interface SandboxCardInput {
  cardNumber: string;
  /** MM/YY as typed. */
  expiry: string;
  cvv: string;
}

export interface SandboxCard {
  digits: string;
  expMonth: number;
  /** Two digits, as the provider reports it. */
  expYear: number;
}

export type SandboxCardProblem = 'card_number' | 'expiry' | 'cvv';

/** Reads the form; the problems are what a real hosted form would not even submit. */
export function readSandboxCard(input: SandboxCardInput): { card: SandboxCard } | { problem: SandboxCardProblem } {
  const digits = (input.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { problem: 'card_number' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec((input.expiry ?? '').trim());
  const expMonth = expiry ? Number(expiry[1]) : 0;
  if (!expiry || expMonth < 1 || expMonth > 12) return { problem: 'expiry' };
  if (!/^\d{3}$/.test((input.cvv ?? '').trim())) return { problem: 'cvv' };
  return { card: { digits, expMonth, expYear: Number(expiry[2]) } };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(card: Pick<SandboxCard, 'expMonth' | 'expYear'>, now: Date): boolean {
  const year = 2000 + card.expYear;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (card.expMonth - 1) < current;
}

export function sandboxResponseCode(card: SandboxCard, now: Date): string {
  if (isExpired(card, now)) return SANDBOX_EXPIRED_CODE;
  if (card.digits.length !== 16 || !card.digits.startsWith(SANDBOX_TEST_CARD_PREFIX)) return SANDBOX_REFUSED_CODE;
  const lastFour = card.digits.slice(-4);
  if (lastFour === '0000' || card.digits === SANDBOX_REFUND_DECLINED_CARD || card.digits === SANDBOX_REFUND_UNANSWERED_CARD) {
    return APPROVED_RESPONSE_CODE;
  }
  const code = lastFour.slice(1);
  return lastFour.startsWith('0') && isKnownResponseCode(code) ? code : SANDBOX_REFUSED_CODE;
}

/** The brand by the first digit, as far as a sandbox needs it. */
export function cardBrandOf(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'Visa';
  if (digits.startsWith('5') || digits.startsWith('2')) return 'Mastercard';
  return 'Maestro';
}
