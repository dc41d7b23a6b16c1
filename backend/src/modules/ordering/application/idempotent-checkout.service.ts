import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { idempotencyKeyInProgress, idempotencyKeyReused } from '../domain/ordering.errors';
import { IdempotencyKeys, KeyClaim, StoredKey } from './idempotency-keys.port';
import { KeyClaimLost } from './order-store.port';

/** How long a key answers the first answer again. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long a claim holds its key without an answer: past it, the holder is taken for stopped and a retry takes over. */
export const IDEMPOTENCY_LEASE_MS = 30_000;
/** How long a retry waits for the first request's answer before answering IDEMPOTENCY_KEY_IN_PROGRESS. */
export const IDEMPOTENCY_WAIT_MS = 10_000;
const POLL_MS = 50;
const RETRY_AFTER_SECONDS = 2;

/** What a checkout answers: its status and body, and whether it is a stored answer told again. */
export interface KeyedAnswer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

export interface IdempotencyInput {
  key: string;
  requestHash: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a checkout once per Idempotency-Key, whichever instance each retry reaches. The key is claimed
 * (in the database) before anything is priced; a retry that finds it claimed waits for the first
 * answer and gives that (the same order, or the same refusal), or after IDEMPOTENCY_WAIT_MS answers
 * IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After. A request that fails on the shop's side (not a
 * refusal) gives its claim up; one that stopped is taken over once its lease is over.
 */
@Injectable()
export class IdempotentCheckout {
  private readonly logger = new Logger(IdempotentCheckout.name);

  constructor(private readonly keys: IdempotencyKeys) {}

  /**
   * `place` runs only under a claim, and must answer the key in the order's own transaction (or throw
   * KeyClaimLost). `keepsRefusal` tells the refusals that are the request's answer from passing ones.
   */
  async run<T>(
    idempotency: IdempotencyInput,
    place: (claim: KeyClaim) => Promise<KeyedAnswer<T>>,
    keepsRefusal: (error: DomainError) => boolean,
  ): Promise<KeyedAnswer<T>> {
    const claim = { key: idempotency.key, token: randomUUID() };
    const earlier = await this.claimOrWait(claim, idempotency.requestHash);
    if (earlier) return earlier as KeyedAnswer<T>;
    try {
      return await place(claim);
    } catch (error) {
      // Taken over while this one was slow: the new holder's answer is the key's answer.
      if (error instanceof KeyClaimLost) return (await this.claimOrWait(claim, idempotency.requestHash)) as KeyedAnswer<T>;
      // An outside service that could not answer is no answer to the request: a retry tries again.
      if (error instanceof DomainError && error.kind !== 'unavailable' && keepsRefusal(error)) {
        await this.keys.refuse(claim, { code: error.code, kind: error.kind, message: error.message, errors: error.errors });
      } else {
        // Nothing was answered: free the key now; should this fail too, the lease frees it.
        await this.keys.release(claim).catch((cause) => this.logger.warn(`Idempotency-Key not released: ${String(cause)}`));
      }
      throw error;
    }
  }

  /** Null once `claim` holds the key; otherwise the first answer (or its refusal thrown), waited for. */
  private async claimOrWait(claim: KeyClaim, requestHash: string): Promise<KeyedAnswer<unknown> | null> {
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const now = new Date();
      const leaseUntil = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
      if (await this.keys.claim(claim, requestHash, leaseUntil, now)) return null;
      const stored = await this.keys.find(claim.key);
      if (stored && stored.createdAt.getTime() < now.getTime() - IDEMPOTENCY_WINDOW_MS) {
        await this.keys.forget(claim.key, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS));
        continue;
      }
      if (stored && stored.requestHash !== requestHash) throw idempotencyKeyReused();
      if (stored && stored.state !== 'in_progress') return replay(stored);
      if (stored && stored.leaseUntil < now && (await this.keys.takeOver(claim, leaseUntil, now))) return null;
      // Still in progress, or released just now (claimed again on the next turn).
      if (Date.now() >= deadline) throw idempotencyKeyInProgress(RETRY_AFTER_SECONDS);
      await sleep(POLL_MS);
    }
  }
}

/** The stored answer, told again: the same status and body, or the same refusal. */
function replay(stored: Exclude<StoredKey, { state: 'in_progress' }>): KeyedAnswer<unknown> {
  if (stored.state === 'refused') {
    const { code, kind, message, errors } = stored.refusal;
    throw new DomainError(code, kind, message, errors);
  }
  return { status: stored.responseStatus, body: JSON.parse(stored.responseBody), replayed: true };
}
