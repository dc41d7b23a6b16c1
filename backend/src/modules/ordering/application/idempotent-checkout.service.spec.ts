import { Logger } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { IdempotencyKeys, KeyClaim, StoredKey, StoredRefusal } from './idempotency-keys.port';
import { IdempotentCheckout } from './idempotent-checkout.service';

/** Keys in memory: enough for one request at a time. */
class KeysInMemory extends IdempotencyKeys {
  readonly keys = new Map<string, StoredKey>();
  readonly released: string[] = [];

  async claim(claim: KeyClaim, requestHash: string, leaseUntil: Date, now: Date): Promise<boolean> {
    if (this.keys.has(claim.key)) return false;
    this.keys.set(claim.key, { requestHash, createdAt: now, state: 'in_progress', leaseUntil });
    return true;
  }
  async takeOver(): Promise<boolean> {
    return false;
  }
  async find(key: string): Promise<StoredKey | null> {
    return this.keys.get(key) ?? null;
  }
  async refuse(claim: KeyClaim, refusal: StoredRefusal): Promise<void> {
    const stored = this.keys.get(claim.key)!;
    this.keys.set(claim.key, { requestHash: stored.requestHash, createdAt: stored.createdAt, state: 'refused', refusal });
  }
  async release(claim: KeyClaim): Promise<void> {
    this.released.push(claim.key);
    this.keys.delete(claim.key);
  }
  async forget(): Promise<void> {}
}

const aRequest = { key: 'key-1', requestHash: 'hash-1' };
const everyRefusal = () => true;

describe('IdempotentCheckout', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));

  it('keeps a refusal as the key’s answer and tells it again to a retry', async () => {
    const keys = new KeysInMemory();
    const checkout = new IdempotentCheckout(keys);
    const refused = DomainError.conflict('OUT_OF_STOCK', 'Not enough left');
    await expect(checkout.run(aRequest, () => Promise.reject(refused), everyRefusal)).rejects.toBe(refused);
    const place = jest.fn();
    await expect(checkout.run(aRequest, place, everyRefusal)).rejects.toMatchObject({ code: 'OUT_OF_STOCK', kind: 'conflict' });
    expect(place).not.toHaveBeenCalled();
  });

  it('keeps no answer when an outside service was unavailable: the retry places the order', async () => {
    const keys = new KeysInMemory();
    const checkout = new IdempotentCheckout(keys);
    const unavailable = DomainError.unavailable('PROVIDER_UNAVAILABLE', 'The payment provider is unavailable, try again later');
    await expect(checkout.run(aRequest, () => Promise.reject(unavailable), everyRefusal)).rejects.toBe(unavailable);
    expect(keys.released).toEqual(['key-1']);
    const placed = await checkout.run(aRequest, async () => ({ status: 201, body: { id: 'order-1' }, replayed: false }), everyRefusal);
    expect(placed.body).toEqual({ id: 'order-1' });
  });
});
