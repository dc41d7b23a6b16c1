import { DomainError } from '../../../shared/domain/domain-error';

export const orderNotFound = () => DomainError.notFound('ORDER_NOT_FOUND', 'Order not found');

export const orderAlreadyPaid = () => DomainError.conflict('ORDER_ALREADY_PAID', 'The order is already paid');

export const nothingToPay = () =>
  DomainError.conflict('NOTHING_TO_PAY', 'The order has nothing to pay: it is settled as placed and no payment page is opened');

export const orderNotPayableByCard = () => DomainError.conflict('PAYMENT_METHOD_NOT_CARD', 'The order is not paid by credit card');

export const orderCancelled = () => DomainError.conflict('ORDER_CANCELLED', 'The order is cancelled');

export const invalidPaymentToken = () =>
  new DomainError('INVALID_PAYMENT_TOKEN', 'forbidden', 'The payment notification is not signed for this order');

export const amountMismatch = () => new DomainError('AMOUNT_MISMATCH', 'unprocessable', 'The paid amount differs from the order total');

export const currencyMismatch = () =>
  new DomainError('CURRENCY_MISMATCH', 'unprocessable', 'The payment currency differs from the shop currency');

export const installmentsMismatch = () =>
  new DomainError('INSTALLMENTS_MISMATCH', 'unprocessable', 'The payments charged differ from the payments offered for this order');

export const responseCodeMissing = () =>
  new DomainError('RESPONSE_CODE_MISSING', 'unprocessable', 'The payment notification carries no Response code');

export const transactionNotConfirmed = () =>
  new DomainError('TRANSACTION_NOT_CONFIRMED', 'unprocessable', 'The provider does not confirm this transaction');

/**
 * The card provider could not be reached or answered nonsense: no fault of the client (502). A class,
 * so that a refund can tell it from the shop's own failures; `detail` says what went wrong, for logs.
 */
export class ProviderUnavailableError extends DomainError {
  constructor(readonly detail: string) {
    super('PROVIDER_UNAVAILABLE', 'unavailable', 'The payment provider is unavailable, try again later');
    this.name = 'ProviderUnavailableError';
  }
}
