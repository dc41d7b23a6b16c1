import { DomainError, FieldError } from '../../../shared/domain/domain-error';

export const reviewLinkInvalid = () =>
  new DomainError('REVIEW_LINK_INVALID', 'invalid', 'This review link is not valid: use the link from the email sent after the order', [
    { field: 'token', message: 'token is not a valid review link' },
  ]);

export const reviewLinkExpired = () =>
  new DomainError('REVIEW_LINK_EXPIRED', 'invalid', 'This review link has expired', [{ field: 'token', message: 'token has expired' }]);

export const reviewAlreadyWritten = () =>
  DomainError.conflict('REVIEW_ALREADY_WRITTEN', 'A review of this product was already written for this order');

export const invalidReview = (problems: FieldError[]) =>
  new DomainError('VALIDATION_FAILED', 'invalid', `Invalid review: ${problems.map((p) => p.message).join('; ')}`, problems);

export const reviewNotFound = () => DomainError.notFound('REVIEW_NOT_FOUND', 'Review not found');
