import { Column, DataSource, Entity } from 'typeorm';
import { SnakeNamingStrategy } from '../database/snake-naming.strategy';
import { claimOutboxRow, dueOutboxRows, LEASE_MS, releaseOutboxRow } from './outbox-leases';
import { OutboxRow } from './outbox-row';

/** An outbox of parcels to post, as a context would declare one. */
@Entity('parcel_posts')
class ParcelPostEntity extends OutboxRow {
  @Column({ type: 'varchar', length: 20 })
  parcel: string;

  @Column({ type: 'varchar', length: 20, default: 'north' })
  region: string;
}

const at = (time: string) => new Date(`2026-11-25T${time}Z`);
const NOW = at('10:00:00');

describe('the outbox leases (on the embedded database)', () => {
  let database: DataSource;

  beforeEach(async () => {
    database = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [ParcelPostEntity],
      synchronize: true,
      namingStrategy: new SnakeNamingStrategy(),
    });
    await database.initialize();
  });

  afterEach(() => database.destroy());

  const aParcelPost = (parcel: string, values: Partial<ParcelPostEntity> = {}) =>
    database.getRepository(ParcelPostEntity).save({ parcel, state: 'pending', attempts: 0, nextAttemptAt: at('09:59:00'), ...values });
  const reread = (id: number) => database.getRepository(ParcelPostEntity).findOneByOrFail({ id });

  it('gives every outbox table the columns the tables always had', () => {
    const columns = database.getMetadata(ParcelPostEntity).columns.map((column) => column.databaseName);
    expect(columns).toEqual(
      expect.arrayContaining(['id', 'state', 'attempts', 'next_attempt_at', 'lease_token', 'lease_until', 'last_error']),
    );
  });

  it('finds the pending rows due now and not leased, earliest due first, at most the limit', async () => {
    const later = await aParcelPost('later', { nextAttemptAt: at('09:58:00') });
    const earlier = await aParcelPost('earlier', { nextAttemptAt: at('09:50:00') });
    const leaseRanOut = await aParcelPost('lease ran out', { leaseToken: 'x', leaseUntil: at('09:59:59'), nextAttemptAt: at('09:55:00') });
    await aParcelPost('not yet due', { nextAttemptAt: at('10:00:01') });
    await aParcelPost('leased', { leaseToken: 'y', leaseUntil: at('10:01:00') });
    await aParcelPost('sent', { state: 'sent' });

    expect(await dueOutboxRows(database.manager, ParcelPostEntity, NOW, 10)).toEqual([earlier.id, leaseRanOut.id, later.id]);
    expect(await dueOutboxRows(database.manager, ParcelPostEntity, NOW, 2)).toEqual([earlier.id, leaseRanOut.id]);
  });

  it("narrows the due rows with the outbox's own condition on the row `d`", async () => {
    await aParcelPost('north');
    const south = await aParcelPost('south', { region: 'south' });
    expect(await dueOutboxRows(database.manager, ParcelPostEntity, NOW, 10, "d.region = 'south'")).toEqual([south.id]);
  });

  it('lets one of two claims take a row, counting the attempt and leasing it for LEASE_MS', async () => {
    const { id } = await aParcelPost('ball');
    const [first, second] = await Promise.all([
      claimOutboxRow(database.manager, ParcelPostEntity, id, NOW),
      claimOutboxRow(database.manager, ParcelPostEntity, id, NOW),
    ]);
    const winner = first ?? second;
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(winner?.row).toMatchObject({ id, parcel: 'ball', attempts: 1, leaseToken: winner?.leaseToken });
    expect(winner?.row.leaseUntil).toEqual(new Date(NOW.getTime() + LEASE_MS));
    expect(await dueOutboxRows(database.manager, ParcelPostEntity, NOW, 10)).toEqual([]);
  });

  it('frees a row whose lease ran out, and refuses the late outcome of the holder that lost it', async () => {
    const { id } = await aParcelPost('ball');
    const stalled = await claimOutboxRow(database.manager, ParcelPostEntity, id, NOW);
    const afterTheLease = new Date(NOW.getTime() + LEASE_MS + 1_000);
    const taker = await claimOutboxRow(database.manager, ParcelPostEntity, id, afterTheLease);
    expect(taker?.row.attempts).toBe(2);

    expect(await releaseOutboxRow(database.manager, ParcelPostEntity, id, stalled!.leaseToken, { state: 'sent' })).toBe(false);
    expect(await reread(id)).toMatchObject({ state: 'pending', leaseToken: taker!.leaseToken });

    expect(await releaseOutboxRow(database.manager, ParcelPostEntity, id, taker!.leaseToken, { state: 'sent', lastError: null })).toBe(
      true,
    );
    expect(await reread(id)).toMatchObject({ state: 'sent', leaseToken: null, leaseUntil: null, attempts: 2 });
  });

  it('takes no row that is not due, already done, or leased by another', async () => {
    const notDue = await aParcelPost('not yet due', { nextAttemptAt: at('10:05:00') });
    const sent = await aParcelPost('sent', { state: 'sent' });
    const leased = await aParcelPost('leased', { leaseToken: 'y', leaseUntil: at('10:01:00') });
    for (const { id } of [notDue, sent, leased]) {
      expect(await claimOutboxRow(database.manager, ParcelPostEntity, id, NOW)).toBeNull();
      expect((await reread(id)).attempts).toBe(0);
    }
  });

  it('gives a failed attempt back with its next attempt, due again then', async () => {
    const { id } = await aParcelPost('ball');
    const claim = await claimOutboxRow(database.manager, ParcelPostEntity, id, NOW);
    const retryAt = at('10:00:30');
    await releaseOutboxRow(database.manager, ParcelPostEntity, id, claim!.leaseToken, { lastError: 'refused', nextAttemptAt: retryAt });
    expect(await dueOutboxRows(database.manager, ParcelPostEntity, at('10:00:29'), 10)).toEqual([]);
    expect(await dueOutboxRows(database.manager, ParcelPostEntity, retryAt, 10)).toEqual([id]);
  });
});
