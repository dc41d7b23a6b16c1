import { DomainError } from '../../../shared/domain/domain-error';

export const productNotOnSale = () => DomainError.notFound('PRODUCT_NOT_FOUND', 'Product not found');

export const variantRequired = () =>
  DomainError.invalid('VARIANT_REQUIRED', 'This product is sold in sizes or colours: choose the one to wait for', 'variant_id');

export const unknownVariant = () => DomainError.invalid('VARIANT_NOT_FOUND', 'variant_id is not a variant of this product', 'variant_id');

export const invalidEmail = () => DomainError.invalid('INVALID_EMAIL', 'email must be a valid email address', 'email');

export const stillInStock = () =>
  DomainError.conflict('IN_STOCK', 'This product is in stock: it can be ordered now, there is nothing to wait for');

export const unknownAlertToken = () => DomainError.notFound('BACK_IN_STOCK_REQUEST_NOT_FOUND', 'No back-in-stock request has this link');
