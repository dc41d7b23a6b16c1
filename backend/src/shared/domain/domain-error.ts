/**
 * The kinds of failure a use case can report. The HTTP layer maps each kind to one status;
 * application and domain code never throw HTTP exceptions.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'not-found'
  | 'conflict'
  | 'forbidden'
  | 'unauthorized'
  | 'unprocessable'
  | 'too-large'
  | 'unsupported-type'
  /** Too many attempts: answered with Retry-After (`retryAfterSeconds`). */
  | 'too-many'
  /**
   * An outside service the shop needs (the payment provider) could not be reached or answered
   * nonsense: no fault of the client, who may try again later. Answered 502.
   */
  | 'unavailable';

export interface FieldError {
  field: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    /** Stable, machine-readable code, e.g. PRODUCT_NOT_FOUND. */
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: FieldError[],
    /** When the caller may ask again (the HTTP layer's Retry-After): after a rate limit, or once an answer is ready. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static notFound(code: string, message: string): DomainError {
    return new DomainError(code, 'not-found', message);
  }

  static invalid(code: string, message: string, field?: string): DomainError {
    return new DomainError(code, 'invalid', message, field ? [{ field, message }] : undefined);
  }

  static conflict(code: string, message: string): DomainError {
    return new DomainError(code, 'conflict', message);
  }

  static unavailable(code: string, message: string): DomainError {
    return new DomainError(code, 'unavailable', message);
  }

  /** A conflict that ends by itself (another call still works on the same thing): ask again after `retryAfterSeconds`. */
  static busy(code: string, message: string, retryAfterSeconds: number): DomainError {
    return new DomainError(code, 'conflict', message, undefined, retryAfterSeconds);
  }
}
