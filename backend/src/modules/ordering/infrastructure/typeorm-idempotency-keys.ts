import { Injectable } from '@nestjs/common';
import { EntityManager, LessThan } from 'typeorm';
import { isUniqueViolation } from '../../../shared/database/sql';
import { IdempotencyKeys, KeyClaim, StoredKey, StoredRefusal } from '../application/idempotency-keys.port';
import { IdempotencyKeyEntity } from './idempotency-key.entity';
import { OrderTransactions } from './order-transactions';
import { wholeSeconds } from '../../../shared/domain/whole-seconds';

const IN_PROGRESS = 'in_progress';

/** The claim's guard: the key is still in progress under this claim's token. */
const heldBy = (claim: KeyClaim) => ({ key: claim.key, claimToken: claim.token, state: IN_PROGRESS });

/**
 * Idempotency-Keys in the `idempotency_keys` table: its unique key lets one claim win on any number of
 * instances. Every call is a short transaction of its own (on the embedded database, on the queue the
 * order transactions share, so none runs inside another).
 */
@Injectable()
export class TypeormIdempotencyKeys extends IdempotencyKeys {
  constructor(private readonly transactions: OrderTransactions) {
    super();
  }

  async claim(claim: KeyClaim, requestHash: string, leaseUntil: Date, now: Date): Promise<boolean> {
    try {
      await this.transactions.run((manager) =>
        manager.insert(IdempotencyKeyEntity, {
          key: claim.key,
          requestHash,
          state: IN_PROGRESS,
          claimToken: claim.token,
          leaseUntil,
          responseStatus: null,
          responseBody: null,
          // Whole seconds: what MySQL's DATETIME keeps.
          createdAt: wholeSeconds(now),
        }),
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error, ['idempotency_keys', 'uq_idempotency_keys_key'])) return false;
      throw error;
    }
  }

  async takeOver(claim: KeyClaim, leaseUntil: Date, now: Date): Promise<boolean> {
    const result = await this.transactions.run((manager) =>
      manager.update(
        IdempotencyKeyEntity,
        { key: claim.key, state: IN_PROGRESS, leaseUntil: LessThan(now) },
        { claimToken: claim.token, leaseUntil },
      ),
    );
    return result.affected === 1;
  }

  async find(key: string): Promise<StoredKey | null> {
    // Through the queue: on the embedded database a read beside an open transaction would see its uncommitted rows.
    const row = await this.transactions.run((manager) => manager.findOneBy(IdempotencyKeyEntity, { key }));
    return row && toStoredKey(row);
  }

  async refuse(claim: KeyClaim, refusal: StoredRefusal): Promise<void> {
    await this.transactions.run((manager) =>
      manager.update(IdempotencyKeyEntity, heldBy(claim), { state: 'refused', leaseUntil: null, responseBody: JSON.stringify(refusal) }),
    );
  }

  async release(claim: KeyClaim): Promise<void> {
    await this.transactions.run((manager) => manager.delete(IdempotencyKeyEntity, heldBy(claim)));
  }

  async forget(key: string, createdBefore: Date): Promise<void> {
    await this.transactions.run((manager) => manager.delete(IdempotencyKeyEntity, { key, createdAt: LessThan(createdBefore) }));
  }
}

/** In the order's own transaction: the claim answered with the placed order; false when it is no longer this claim's. */
export async function answerKey(manager: EntityManager, claim: KeyClaim, status: number, body: string): Promise<boolean> {
  const result = await manager.update(IdempotencyKeyEntity, heldBy(claim), {
    state: 'placed',
    leaseUntil: null,
    responseStatus: status,
    responseBody: body,
  });
  return result.affected === 1;
}

function toStoredKey(row: IdempotencyKeyEntity): StoredKey {
  const common = { requestHash: row.requestHash, createdAt: row.createdAt };
  if (row.state === IN_PROGRESS) return { ...common, state: 'in_progress', leaseUntil: row.leaseUntil ?? new Date(0) };
  if (row.state === 'refused') return { ...common, state: 'refused', refusal: JSON.parse(row.responseBody ?? '{}') as StoredRefusal };
  return { ...common, state: 'placed', responseStatus: row.responseStatus ?? 201, responseBody: row.responseBody ?? '{}' };
}
