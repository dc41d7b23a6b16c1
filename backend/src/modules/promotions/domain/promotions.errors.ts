import { DomainError, FieldError } from '../../../shared/domain/domain-error';
import type { DiscountRefusal } from './discount-code';

/** English, for integrators and logs; the storefront shows its own text by code (CHECKOUT.DISCOUNT.ERRORS.<CODE>). */
export const DISCOUNT_REFUSAL_MESSAGES: Record<DiscountRefusal, string> = {
  DISCOUNT_CODE_UNKNOWN: 'There is no such discount code',
  DISCOUNT_CODE_NOT_YET_VALID: 'This discount code is not valid yet',
  DISCOUNT_CODE_EXPIRED: 'This discount code has expired',
  DISCOUNT_CODE_USED_UP: 'This discount code has been used up',
  DISCOUNT_CODE_ALREADY_USED: 'This discount code was already used with this email',
  DISCOUNT_CODE_BELOW_MINIMUM: 'The items do not reach the minimum order total of this discount code',
};

export const discountCodeNotFound = () => DomainError.notFound('DISCOUNT_CODE_NOT_FOUND', 'Discount code not found');

export const invalidDiscountCode = (problems: FieldError[]) =>
  new DomainError('VALIDATION_FAILED', 'invalid', `Invalid discount code: ${problems.map((p) => p.message).join('; ')}`, problems);

export const discountCodeTaken = () =>
  new DomainError('DISCOUNT_CODE_TAKEN', 'conflict', 'Another discount code already has this code (codes are case-insensitive)', [
    { field: 'code', message: 'code is already taken' },
  ]);

export const discountCodeUsed = () =>
  DomainError.conflict('DISCOUNT_CODE_USED', 'The code was used by orders: deactivate it instead of deleting it');
