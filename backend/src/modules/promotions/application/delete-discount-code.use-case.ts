import { Injectable } from '@nestjs/common';
import { discountCodeNotFound, discountCodeUsed } from '../domain/promotions.errors';
import { DiscountCodeStore } from './discount-code-store.port';

/** A code orders used stays, so its orders keep saying which code they had: staff deactivate it instead. */
@Injectable()
export class DeleteDiscountCodeUseCase {
  constructor(private readonly codes: DiscountCodeStore) {}

  async execute(id: number): Promise<void> {
    const outcome = await this.codes.deleteUnused(id);
    if (outcome === 'gone') throw discountCodeNotFound();
    if (outcome === 'used') throw discountCodeUsed();
  }
}
