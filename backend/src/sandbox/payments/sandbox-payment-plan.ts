import { parseDecimalAmount } from '../../modules/payments/domain/payment-notification';
import { ProviderFields } from '../../modules/payments/infrastructure/tranzila-callback.parser';
import {
  BIT_ENABLED,
  CRED_TYPE_INSTALLMENTS,
  CRED_TYPE_REGULAR,
  FRAME_PARAMS,
  RESULT_FIELDS,
} from '../../modules/payments/infrastructure/tranzila.constants';

/** How the frame asks the sandbox to charge: card in one or more payments, or Bit. */
export interface SandboxPaymentPlan {
  bit: boolean;
  /** The number of payments (1 for a regular charge and for Bit). */
  payments: number;
  /** Shekels as the frame sent them ("116.64"); null for one payment. */
  first: string | null;
  later: string | null;
}

/**
 * Reads `cred_type`, `npay`, `fpay`, `spay` and `bit` like the provider would: a charge in
 * payments needs 1..11 later payments and a first and later amount that add up to the sum
 * exactly; Bit is one payment. Returns the name of the first wrong parameter otherwise.
 */
export function readSandboxPaymentPlan(params: ProviderFields): SandboxPaymentPlan | { invalid: string } {
  const bit = params[FRAME_PARAMS.bit] === BIT_ENABLED;
  const credType = params[FRAME_PARAMS.credType] ?? CRED_TYPE_REGULAR;
  if (credType === CRED_TYPE_REGULAR) return { bit, payments: 1, first: null, later: null };
  if (credType !== CRED_TYPE_INSTALLMENTS || bit) return { invalid: FRAME_PARAMS.credType };
  const laterCount = /^\d{1,2}$/.test(params[FRAME_PARAMS.laterPaymentsCount] ?? '') ? Number(params[FRAME_PARAMS.laterPaymentsCount]) : 0;
  if (laterCount < 1 || laterCount > 11) return { invalid: FRAME_PARAMS.laterPaymentsCount };
  const sum = parseDecimalAmount(params[FRAME_PARAMS.sum]);
  const first = parseDecimalAmount(params[FRAME_PARAMS.firstPayment]);
  const later = parseDecimalAmount(params[FRAME_PARAMS.laterPayment]);
  if (first === null || first === 0) return { invalid: FRAME_PARAMS.firstPayment };
  if (later === null || later === 0 || sum === null || first + laterCount * later !== sum) return { invalid: FRAME_PARAMS.laterPayment };
  return { bit, payments: laterCount + 1, first: params[FRAME_PARAMS.firstPayment], later: params[FRAME_PARAMS.laterPayment] };
}

/** The payment fields of the result, as the provider reports them for a card or a Bit payment. */
export function sandboxPaymentFields(plan: SandboxPaymentPlan): ProviderFields {
  return {
    [RESULT_FIELDS.credType]: plan.payments > 1 ? CRED_TYPE_INSTALLMENTS : CRED_TYPE_REGULAR,
    [RESULT_FIELDS.laterPaymentsCount]: String(plan.payments - 1),
  };
}
