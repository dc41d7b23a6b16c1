import type { EntityManager } from 'typeorm';
import { DiscountCodeEntity } from '../modules/promotions/infrastructure/discount-code.entity';

/** Codes to try checkout with: 10% off anything, and ₪50 off from ₪300 once per customer. */
export const DEMO_DISCOUNT_CODES: ReadonlyArray<Partial<DiscountCodeEntity>> = [
  { code: 'SPORT10', kind: 'percent', value: 10, minimumTotal: null, maxUses: null, maxUsesPerEmail: null },
  { code: 'WELCOME50', kind: 'fixed', value: 50, minimumTotal: 300, maxUses: null, maxUsesPerEmail: 1 },
];

export async function writeDiscountCodes(manager: EntityManager, now: Date): Promise<number> {
  for (const code of DEMO_DISCOUNT_CODES) {
    await manager.insert(DiscountCodeEntity, {
      validFrom: null,
      validTo: null,
      active: true,
      usesCount: 0,
      createdAt: now,
      updatedAt: now,
      ...code,
    });
  }
  return DEMO_DISCOUNT_CODES.length;
}
