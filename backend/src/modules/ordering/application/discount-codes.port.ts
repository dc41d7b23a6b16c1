import type { Agorot } from 'shop-rules';

/** A code that gives this cart a discount now: what the order keeps and what its transaction takes. */
export interface GrantedDiscount {
  codeId: number;
  code: string;
  amount: Agorot;
  maxUsesPerEmail: number | null;
}

export type DiscountAnswer = { granted: true; discount: GrantedDiscount } | { granted: false; refusal: { code: string; message: string } };

/**
 * Port: ordering asks promotions what a code gives a cart (the quote, and before placing an order).
 * The use itself is taken in the order's transaction (OrderStore.place with `discountUse`).
 */
export abstract class DiscountCodes {
  abstract check(request: { code: string; itemsTotal: Agorot; customerEmail: string | null; at: Date }): Promise<DiscountAnswer>;
}
