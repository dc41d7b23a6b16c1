import { DomainError } from '../../../shared/domain/domain-error';

/** Same answer for an unknown email and a wrong password, so accounts cannot be discovered. */
export const invalidCredentials = () => new DomainError('INVALID_CREDENTIALS', 'unauthorized', 'Invalid credentials');

export const weakPassword = () => DomainError.invalid('WEAK_PASSWORD', 'password must be at least 10 characters long', 'password');

export const MIN_PASSWORD_LENGTH = 10;
