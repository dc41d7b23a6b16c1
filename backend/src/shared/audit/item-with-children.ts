import type { EntityManager } from 'typeorm';
import { AuditTrail } from './audit-trail';
import { currentStaffActor } from './staff-actor';

/** An item's state as the audit log compares it: its own fields and its children's, flattened. */
export type ItemState = Record<string, unknown>;

/**
 * Translations as fields of their item: `translations.he.name`, `translations.ru.description`, so a
 * change to one language's name reads as that field's change.
 */
export function translationFields<T extends { language: string }>(
  translations: readonly T[],
  fields: ReadonlyArray<keyof T & string>,
): ItemState {
  const state: ItemState = {};
  for (const translation of translations) {
    for (const field of fields) state[`translations.${translation.language}.${field}`] = translation[field] ?? null;
  }
  return state;
}

export interface ItemWithChildren {
  /** As the audit log names it (`product`, `category`...). */
  entityType: string;
  /** null for a creation. */
  id: number | null;
  /** The item as stored before the write, its children included; null when there is none. */
  readBefore(manager: EntityManager): Promise<ItemState | null>;
  /** The item as it is being written, its children included. */
  after: ItemState;
}

/**
 * Writes an item whose children (translations, pictures, links) are deleted and inserted again with it,
 * and records ONE `create` or `update` for the whole: the item's own fields and its children's that
 * changed, before and after, in the write's transaction. Children rewritten whole tell nothing row by
 * row, so they are compared as the item's fields. `write` saves the item's own row without the entity
 * listeners (this record stands for it) and answers its id. No change, no record; outside a staff
 * request nothing is read.
 */
export async function writeItemWithChildren(
  manager: EntityManager,
  audit: AuditTrail,
  item: ItemWithChildren,
  write: () => Promise<number>,
): Promise<number> {
  if (!currentStaffActor()) return write();
  const before = item.id === null ? null : await item.readBefore(manager);
  // Gone meanwhile: the write changes nothing, and its caller answers not found.
  if (item.id !== null && !before) return write();
  const id = await write();
  const after: ItemState = { ...item.after };
  // A child gone (a language dropped) is a change to null: the comparison skips fields a write leaves out.
  for (const field of Object.keys(before ?? {})) if (field.includes('.') && !(field in after)) after[field] = null;
  // A creation lists what it has, not its empty lists.
  if (!before) for (const [field, value] of Object.entries(after)) if (Array.isArray(value) && value.length === 0) delete after[field];
  await audit.record(manager, {
    action: before ? 'update' : 'create',
    entityType: item.entityType,
    entityId: id,
    states: { before, after },
  });
  return id;
}
