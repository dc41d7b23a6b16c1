import type { Agorot, DiscountKind, DiscountRefusal } from 'shop-rules';
import { discountAmount, reachesDiscountMinimum } from 'shop-rules';

/** A code staff created; `value` is a percentage (1..100) or agorot off, by `kind`. */
export interface DiscountCode {
  id: number;
  /** Normalized: trimmed, upper case (codes are case-insensitive). */
  code: string;
  kind: DiscountKind;
  value: number;
  /** Items total (before the discount, delivery not counted) the cart must reach; null: none. */
  minimumTotal: Agorot | null;
  validFrom: Date | null;
  validTo: Date | null;
  /** Uses in all; null: unlimited. */
  maxUses: number | null;
  /** Uses by one customer email; null: unlimited. */
  maxUsesPerEmail: number | null;
  active: boolean;
  /** Orders that used the code and were not cancelled. */
  usesCount: number;
  createdAt: Date;
  updatedAt: Date;
}

// Why a code gives no discount is a shop rule: the storefront shows a message for each refusal.
export type { DiscountRefusal } from 'shop-rules';

/**
 * What a code says to a cart at a moment, before any use is taken: a refusal, or the amount off.
 * The per-email limit needs the uses already counted (`usesByEmail`, null when no email is known yet).
 */
export function applyDiscountCode(
  code: DiscountCode | null,
  cart: { itemsTotal: Agorot; at: Date; usesByEmail: number | null },
): { refusal: DiscountRefusal } | { refusal: null; amount: Agorot } {
  if (!code || !code.active) return { refusal: 'DISCOUNT_CODE_UNKNOWN' };
  if (code.validFrom && cart.at < code.validFrom) return { refusal: 'DISCOUNT_CODE_NOT_YET_VALID' };
  if (code.validTo && cart.at > code.validTo) return { refusal: 'DISCOUNT_CODE_EXPIRED' };
  if (code.maxUses !== null && code.usesCount >= code.maxUses) return { refusal: 'DISCOUNT_CODE_USED_UP' };
  if (code.maxUsesPerEmail !== null && cart.usesByEmail !== null && cart.usesByEmail >= code.maxUsesPerEmail) {
    return { refusal: 'DISCOUNT_CODE_ALREADY_USED' };
  }
  if (!reachesDiscountMinimum(cart.itemsTotal, code.minimumTotal)) return { refusal: 'DISCOUNT_CODE_BELOW_MINIMUM' };
  return { refusal: null, amount: discountAmount(cart.itemsTotal, code.kind, code.value) };
}
