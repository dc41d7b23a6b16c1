import { DomainError, FieldError } from '../../../shared/domain/domain-error';

/** Messages the storefront shows as they are (storefront spec, section 8). */
export const TRACKING_MESSAGES = {
  notFound: 'Заказ не найден или произошла ошибка',
  emailMismatch: 'Email не соответствует заказу',
  missingFields: 'Необходимо указать номер заказа и email',
} as const;

export const orderNotFound = () => DomainError.notFound('ORDER_NOT_FOUND', TRACKING_MESSAGES.notFound);

export const emptyCart = () =>
  new DomainError('EMPTY_CART', 'invalid', 'The cart is empty: add items first', [
    { field: 'items', message: 'items must contain at least one line' },
  ]);

export const outOfStock = (errors: FieldError[]) =>
  new DomainError('OUT_OF_STOCK', 'conflict', `Not enough stock: ${errors.map((e) => e.message).join('; ')}`, errors);

export const orderChangedMeanwhile = () =>
  DomainError.conflict('ORDER_CHANGED', 'The order was changed by someone else meanwhile; reload it and try again');

export const idempotencyKeyReused = () =>
  new DomainError('IDEMPOTENCY_KEY_REUSED', 'unprocessable', 'This Idempotency-Key was already used for a different order', [
    { field: 'Idempotency-Key', message: 'use a new key for a different request' },
  ]);

/** The first request with this key is still being answered, past the wait of its retries. */
export const idempotencyKeyInProgress = (retryAfterSeconds: number) =>
  DomainError.busy(
    'IDEMPOTENCY_KEY_IN_PROGRESS',
    'The first request with this Idempotency-Key is still being processed; send the same request again in a moment',
    retryAfterSeconds,
  );

export const courierUnavailable = () =>
  new DomainError('COURIER_UNAVAILABLE', 'unprocessable', 'Courier delivery is not offered at the moment: choose store pickup', [
    { field: 'delivery_method', message: 'courier delivery is not offered at the moment' },
  ]);

/** A code that gives no discount to this order; used up is a conflict (another order took the last use). */
export const discountRefused = (code: string, message: string) =>
  new DomainError(code, code === 'DISCOUNT_CODE_USED_UP' ? 'conflict' : 'unprocessable', message, [{ field: 'discount_code', message }]);

export const notACashOrder = () =>
  DomainError.conflict('NOT_A_CASH_ORDER', 'This order is paid online (card or Bit): only a cash order is marked paid at the store');

export const cancelledOrderNotPayable = () => DomainError.conflict('ORDER_CANCELLED', 'A cancelled order cannot be marked paid');

export const pickupHasNoDeliveryAddress = () =>
  new DomainError('PICKUP_HAS_NO_DELIVERY_ADDRESS', 'unprocessable', 'A pickup order has no delivery address', [
    { field: 'delivery_address', message: 'a pickup order has no delivery address: the customer collects it at the store' },
  ]);

export const customerAddressFollowsDeliveryAddress = () =>
  new DomainError(
    'CUSTOMER_ADDRESS_FOLLOWS_DELIVERY_ADDRESS',
    'unprocessable',
    "A courier order's customer_address is its delivery address: change delivery_address instead",
    [{ field: 'customer_address', message: "a courier order's customer_address follows delivery_address: change delivery_address" }],
  );
