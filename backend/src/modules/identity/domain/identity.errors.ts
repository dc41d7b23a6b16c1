import { DomainError } from '../../../shared/domain/domain-error';

/** Same answer for an unknown email and a wrong password, so accounts cannot be discovered. */
export const invalidCredentials = () => new DomainError('INVALID_CREDENTIALS', 'unauthorized', 'Invalid credentials');

export const weakPassword = () => DomainError.invalid('WEAK_PASSWORD', 'password must be at least 10 characters long', 'password');

export const MIN_PASSWORD_LENGTH = 10;

/** Told only after the right password: the account exists, an admin switched it off. */
export const staffDisabled = () => new DomainError('STAFF_DISABLED', 'forbidden', 'This staff account is disabled');

/** The token was valid once, but the account was disabled or its sessions ended since. */
export const sessionEnded = () => new DomainError('SESSION_ENDED', 'unauthorized', 'This session has ended: log in again');

export const twoFactorChallengeInvalid = () =>
  new DomainError('TWO_FACTOR_CHALLENGE_INVALID', 'unauthorized', 'The login step expired or is not valid: log in again');

const CODE_INVALID_MESSAGE = 'The code is not valid';

/** At login a wrong code is a failed authentication; during enrolment a field of the form. */
export const twoFactorCodeInvalid = (during: 'login' | 'enrolment') =>
  during === 'login'
    ? new DomainError('TWO_FACTOR_CODE_INVALID', 'unauthorized', CODE_INVALID_MESSAGE, [{ field: 'code', message: CODE_INVALID_MESSAGE }])
    : DomainError.invalid('TWO_FACTOR_CODE_INVALID', CODE_INVALID_MESSAGE, 'code');

export const twoFactorCodeUsed = () =>
  new DomainError('TWO_FACTOR_CODE_USED', 'unauthorized', 'This code was used already: wait for the next one', [
    { field: 'code', message: 'This code was used already: wait for the next one' },
  ]);

export const twoFactorAlreadyEnabled = () =>
  DomainError.conflict('TWO_FACTOR_ALREADY_ENABLED', 'Two-factor login is already on for this account; an admin can reset it');

export const twoFactorNotStarted = () =>
  DomainError.conflict('TWO_FACTOR_NOT_STARTED', 'Start the enrolment first: there is no authenticator key waiting for a code');

export const staffNotFound = () => DomainError.notFound('STAFF_NOT_FOUND', 'No such staff member');

export const staffEmailTaken = () =>
  new DomainError('STAFF_EMAIL_TAKEN', 'conflict', 'Another staff member has this email', [
    { field: 'email', message: 'Another staff member has this email' },
  ]);

export const lastActiveAdmin = () =>
  DomainError.conflict('LAST_ACTIVE_ADMIN', 'The shop needs one active admin: make another staff member admin first');

/** Too many failed passwords or codes for this account lately, from any address: it waits. */
export const accountHeld = (retryAfterSeconds: number) =>
  new DomainError(
    'ACCOUNT_ATTEMPTS_EXCEEDED',
    'too-many',
    'Too many failed attempts for this account: try again later',
    undefined,
    Math.max(1, Math.ceil(retryAfterSeconds)),
  );

/** Re-authentication (two-factor off, an admin's resets): the acting staff member proves it is them. */
export const actorPasswordRequired = () =>
  DomainError.invalid('ACTOR_PASSWORD_REQUIRED', 'Your own password is required to confirm this change', 'actor_password');

export const actorPasswordInvalid = () =>
  new DomainError('ACTOR_PASSWORD_INVALID', 'forbidden', 'Your password is not right', [
    { field: 'actor_password', message: 'Your password is not right' },
  ]);

export const actorCodeRequired = () =>
  DomainError.invalid('ACTOR_CODE_REQUIRED', 'A current code from your authenticator (or a recovery code) is required', 'actor_code');

export const actorCodeInvalid = () =>
  new DomainError('ACTOR_CODE_INVALID', 'forbidden', 'The code is not valid', [{ field: 'actor_code', message: 'The code is not valid' }]);

export const actorCodeUsed = () =>
  new DomainError('ACTOR_CODE_USED', 'forbidden', 'This code was used already: wait for the next one', [
    { field: 'actor_code', message: 'This code was used already: wait for the next one' },
  ]);
