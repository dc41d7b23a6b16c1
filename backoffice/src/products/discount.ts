import { isDiscountPercentage, priceAfterPercentage, savedPercentage, toAgorot, toShekels } from 'shop-rules';

/**
 * The spec's discount rules (the shop's one price rule, shop-rules prices.ts, which the server applies too): a discount price below the price sets the whole percentage; a
 * percentage of 1 to 100 sets the discount price (2 decimals); a price change recalculates the
 * discount price from the percentage; turning the discount off zeroes both.
 */
export interface DiscountState {
  price: number;
  has_discount: boolean;
  discount_price: number;
  discount_percentage: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function percentageFromPrice(price: number, discountPrice: number): number | null {
  if (!isNumber(price) || !isNumber(discountPrice) || price <= 0 || discountPrice < 0 || discountPrice >= price) return null;
  return savedPercentage(toAgorot(price), toAgorot(discountPrice));
}

export function discountPriceFromPercentage(price: number, percentage: number): number | null {
  if (!isNumber(price) || !isNumber(percentage) || !isDiscountPercentage(percentage) || price < 0) return null;
  return toShekels(priceAfterPercentage(toAgorot(price), percentage));
}

export function onDiscountToggled(state: DiscountState, on: boolean): DiscountState {
  return on ? { ...state, has_discount: true } : { ...state, has_discount: false, discount_price: 0, discount_percentage: 0 };
}

export function onDiscountPriceChanged(state: DiscountState, discountPrice: number): DiscountState {
  const percentage = percentageFromPrice(state.price, discountPrice);
  return { ...state, discount_price: discountPrice, discount_percentage: percentage ?? state.discount_percentage };
}

export function onPercentageChanged(state: DiscountState, percentage: number): DiscountState {
  const discountPrice = discountPriceFromPercentage(state.price, percentage);
  return { ...state, discount_percentage: percentage, discount_price: discountPrice ?? state.discount_price };
}

export function onPriceChanged(state: DiscountState, price: number): DiscountState {
  if (!state.has_discount) return { ...state, price };
  const discountPrice = discountPriceFromPercentage(price, state.discount_percentage);
  return { ...state, price, discount_price: discountPrice ?? state.discount_price };
}
