import type { Agorot } from '../../../shared/domain/money';

export interface PriceList {
  price: Agorot;
  hasDiscount: boolean;
  discountPrice: Agorot;
}

/** A discount applies only when it is switched on and has a positive price. */
export function currentPrice(product: PriceList): Agorot {
  return product.hasDiscount && product.discountPrice > 0 ? product.discountPrice : product.price;
}

/** A variant costs the product's current price plus its signed modifier. */
export function unitPrice(product: PriceList, variant?: { priceModifier: Agorot } | null): Agorot {
  return currentPrice(product) + (variant?.priceModifier ?? 0);
}

export function lineTotal(unit: Agorot, quantity: number): Agorot {
  return unit * quantity;
}

export function orderTotal(lines: readonly { totalPrice: Agorot }[]): Agorot {
  return lines.reduce((sum, line) => sum + line.totalPrice, 0);
}
