import { Injectable } from '@nestjs/common';
import type { DiscountCode } from '../domain/discount-code';
import { checkDiscountCodeDraft, DiscountCodeDraft } from '../domain/discount-code-draft';
import { discountCodeNotFound, discountCodeTaken, invalidDiscountCode } from '../domain/promotions.errors';
import { DiscountCodeStore, DiscountCodeTaken } from './discount-code-store.port';
import { wholeSeconds } from '../../../shared/domain/whole-seconds';

/** Staff create a code, or edit one (deactivating it included); the code is unique in any case. */
@Injectable()
export class SaveDiscountCodeUseCase {
  constructor(private readonly codes: DiscountCodeStore) {}

  async execute(input: { id?: number; draft: DiscountCodeDraft }): Promise<DiscountCode> {
    const { draft, problems } = checkDiscountCodeDraft(input.draft);
    if (problems.length > 0) throw invalidDiscountCode(problems);
    const at = wholeSeconds(Date.now());
    try {
      if (input.id === undefined) return await this.codes.create(draft, at);
      const saved = await this.codes.update(input.id, draft, at);
      if (!saved) throw discountCodeNotFound();
      return saved;
    } catch (error) {
      throw error instanceof DiscountCodeTaken ? discountCodeTaken() : error;
    }
  }
}
