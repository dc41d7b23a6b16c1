import { Injectable } from '@nestjs/common';
import type { Agorot } from 'shop-rules';
import { CheckDiscountCodeUseCase } from '../../promotions/application/check-discount-code.use-case';
import { DiscountAnswer, DiscountCodes } from '../application/discount-codes.port';

/** Ordering's port answered by the promotions context. */
@Injectable()
export class PromotionsDiscountCodes extends DiscountCodes {
  constructor(private readonly checkCode: CheckDiscountCodeUseCase) {
    super();
  }

  async check(request: { code: string; itemsTotal: Agorot; customerEmail: string | null; at: Date }): Promise<DiscountAnswer> {
    const result = await this.checkCode.execute(request);
    if (!result.granted) return { granted: false, refusal: { code: result.refusal, message: result.message } };
    const { codeId, code, amount, maxUsesPerEmail } = result;
    return { granted: true, discount: { codeId, code, amount, maxUsesPerEmail } };
  }
}
