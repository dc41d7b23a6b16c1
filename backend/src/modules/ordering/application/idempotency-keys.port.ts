import type { DomainErrorKind, FieldError } from '../../../shared/domain/domain-error';

/** A refusal kept as the first answer to a key: told again as the same error. */
export interface StoredRefusal {
  code: string;
  kind: DomainErrorKind;
  message: string;
  errors?: FieldError[];
}

/** A key as stored: claimed by a request still running, or answered (an order placed, or a refusal). */
export type StoredKey = { requestHash: string; createdAt: Date } & (
  | { state: 'in_progress'; leaseUntil: Date }
  | { state: 'placed'; responseStatus: number; responseBody: string }
  | { state: 'refused'; refusal: StoredRefusal }
);

/** The claim a request holds on its key while it prices and places the order. */
export interface KeyClaim {
  key: string;
  /** Unique to the claiming request: only its holder may answer the key. */
  token: string;
}

/**
 * Port: the Idempotency-Keys of checkouts, shared by every instance through the database. A key is
 * claimed before the order is priced (one insert wins), answered once, and replayed to every retry.
 * Each method is one short transaction of its own, committed before it returns, so other instances see it.
 */
export abstract class IdempotencyKeys {
  /** Inserts the key as in progress under `claim.token` until `leaseUntil`; false when the key exists already. */
  abstract claim(claim: KeyClaim, requestHash: string, leaseUntil: Date, now: Date): Promise<boolean>;
  /** Takes over a key still in progress whose lease ended before `now` (its holder stopped); false when it is not one. */
  abstract takeOver(claim: KeyClaim, leaseUntil: Date, now: Date): Promise<boolean>;
  abstract find(key: string): Promise<StoredKey | null>;
  /** Keeps the refusal as the key's answer; nothing when the claim is no longer this one's. */
  abstract refuse(claim: KeyClaim, refusal: StoredRefusal): Promise<void>;
  /** Gives the claim up with nothing answered (the request failed on the shop's side): a retry claims it anew. */
  abstract release(claim: KeyClaim): Promise<void>;
  /** Removes the key when it was created before `createdBefore` (its window is over). */
  abstract forget(key: string, createdBefore: Date): Promise<void>;
}
