import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Changes one row by id through an entity save (read, then write only what changed), so entity
 * subscribers, the audit log's among them, see its values before and after. Only the columns in `values`
 * are compared and written (a counter another transaction raises meanwhile is left alone). Answers false
 * when there is no such row (nothing is inserted in its place).
 */
export async function saveChangesById<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  id: number,
  values: Partial<T>,
  options: { listeners?: boolean } = {},
): Promise<boolean> {
  if (!(await manager.existsBy(target, { id } as never))) return false;
  // `listeners: false` when the caller records the change itself (an item written with its children).
  await manager.save(target, manager.create(target, { ...values, id } as never), { listeners: options.listeners ?? true });
  return true;
}

/** Removes one row by id as an entity (subscribers see what it held); false when there is none. */
export async function removeById<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, id: number): Promise<boolean> {
  const row = await manager.findOneBy(target, { id } as never);
  if (!row) return false;
  await manager.remove(target, row);
  return true;
}
