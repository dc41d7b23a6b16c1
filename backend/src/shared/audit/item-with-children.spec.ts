import type { EntityManager } from 'typeorm';
import { AuditEntry, AuditTrail } from './audit-trail';
import { ItemState, translationFields, writeItemWithChildren } from './item-with-children';
import { runAsStaff } from './staff-actor';

class KeptEntries extends AuditTrail {
  readonly entries: AuditEntry[] = [];
  async record(_manager: EntityManager | null, entry: AuditEntry): Promise<void> {
    this.entries.push(entry);
  }
}

const manager = {} as EntityManager;
const admin = { staffId: 1, email: 'admin@shop.example', role: 'admin', address: '203.0.113.7' };
const ball = (before: ItemState | null, after: ItemState, id: number | null = 12) => ({
  entityType: 'product',
  id,
  readBefore: async () => before,
  after,
});

describe('an item written with its children', () => {
  it('names each translated field by its language', () => {
    expect(translationFields([{ language: 'he', name: 'כדור', description: null }], ['name', 'description'])).toEqual({
      'translations.he.name': 'כדור',
      'translations.he.description': null,
    });
  });

  it('gives one update with the states before and after; a dropped language is null after', async () => {
    const audit = new KeptEntries();
    const before = { name: 'Ball', 'translations.ru.name': 'Мяч', images: ['/a.jpg'] };
    const id = await runAsStaff(admin, () =>
      writeItemWithChildren(manager, audit, ball(before, { name: 'Ball', images: [] }), async () => 12),
    );
    expect(id).toBe(12);
    expect(audit.entries).toEqual([
      {
        action: 'update',
        entityType: 'product',
        entityId: 12,
        states: { before, after: { name: 'Ball', images: [], 'translations.ru.name': null } },
      },
    ]);
  });

  it('gives a creation without its empty lists', async () => {
    const audit = new KeptEntries();
    await runAsStaff(admin, () => writeItemWithChildren(manager, audit, ball(null, { name: 'Ball', images: [] }, null), async () => 13));
    expect(audit.entries).toEqual([
      { action: 'create', entityType: 'product', entityId: 13, states: { before: null, after: { name: 'Ball' } } },
    ]);
  });

  it('reads nothing and records nothing outside a staff request, or for an item gone meanwhile', async () => {
    const audit = new KeptEntries();
    const readBefore = jest.fn(async () => ({ name: 'Ball' }));
    await writeItemWithChildren(manager, audit, { ...ball(null, {}), readBefore }, async () => 12);
    expect(readBefore).not.toHaveBeenCalled();
    await runAsStaff(admin, () => writeItemWithChildren(manager, audit, ball(null, { name: 'Ball' }), async () => 12));
    expect(audit.entries).toEqual([]);
  });
});
