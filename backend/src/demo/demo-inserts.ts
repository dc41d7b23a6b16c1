import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Rows per statement: well under every database's limit on parameters in one statement. */
const ROWS_PER_INSERT = 200;

/**
 * Demo rows written with plain multi-row INSERTs, `ROWS_PER_INSERT` at a time: nothing generated needs
 * reading back, so the entities are not updated with their ids (thousands of demo orders load in seconds).
 */
export async function insertDemoRows<T extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<T>, rows: T[]): Promise<void> {
  for (let first = 0; first < rows.length; first += ROWS_PER_INSERT) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows.slice(first, first + ROWS_PER_INSERT))
      .updateEntity(false)
      .execute();
  }
}
