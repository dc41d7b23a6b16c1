import { Injectable } from '@nestjs/common';
import type { Agorot } from 'shop-rules';
import { normalizeDiscountCode, normalizeEmail } from 'shop-rules';
import { applyDiscountCode, DiscountRefusal } from '../domain/discount-code';
import { DISCOUNT_REFUSAL_MESSAGES } from '../domain/promotions.errors';
import { DiscountCodeStore } from './discount-code-store.port';

export interface DiscountCheck {
  code: string;
  itemsTotal: Agorot;
  /** Null while the shopper has not typed it (the quote): the per-email limit is checked at placement. */
  customerEmail: string | null;
  at: Date;
}

export type DiscountCheckResult =
  | { granted: true; codeId: number; code: string; amount: Agorot; maxUsesPerEmail: number | null }
  | { granted: false; refusal: DiscountRefusal; message: string };

/** What a code gives a cart now (for the quote and before an order's transaction); takes no use. */
@Injectable()
export class CheckDiscountCodeUseCase {
  constructor(private readonly codes: DiscountCodeStore) {}

  async execute(input: DiscountCheck): Promise<DiscountCheckResult> {
    const normalized = normalizeDiscountCode(input.code);
    const code = normalized ? await this.codes.findByCode(normalized) : null;
    const usesByEmail =
      code && code.maxUsesPerEmail !== null && input.customerEmail !== null
        ? await this.codes.countUsesByEmail(code.id, normalizeEmail(input.customerEmail))
        : null;
    const verdict = applyDiscountCode(code, { itemsTotal: input.itemsTotal, at: input.at, usesByEmail });
    if (verdict.refusal !== null || !code) {
      const refusal = verdict.refusal ?? 'DISCOUNT_CODE_UNKNOWN';
      return { granted: false, refusal, message: DISCOUNT_REFUSAL_MESSAGES[refusal] };
    }
    return { granted: true, codeId: code.id, code: code.code, amount: verdict.amount, maxUsesPerEmail: code.maxUsesPerEmail };
  }
}
