/** How many units one order line may hold: a whole number from 1 to 99. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export const isOrderableQuantity = (quantity: unknown): quantity is number =>
  typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;
