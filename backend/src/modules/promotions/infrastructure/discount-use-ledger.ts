import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DiscountUse, DiscountUseOutcome, DiscountUses } from '../application/discount-uses.port';
import { normalizeEmail } from 'shop-rules';
import { DiscountCodeUseEntity } from './discount-code-use.entity';
import { DiscountCodeEntity } from './discount-code.entity';
import { wholeSeconds } from '../../../shared/domain/whole-seconds';

/**
 * Takes and gives back a code's uses inside the transaction of the order that takes them (ordering's
 * store calls it with its transaction), so an order and its use commit or roll back together.
 */
@Injectable()
export class DiscountUseLedger extends DiscountUses {
  /**
   * Guarded: the code's row changes only while a use is left, and the row lock it takes makes every
   * other order with this code wait for this transaction, so the per-email count read next is exact.
   * The caller rolls the transaction back on any answer but 'taken'.
   */
  async take(manager: EntityManager, use: DiscountUse): Promise<DiscountUseOutcome> {
    const table = tableOf(manager, DiscountCodeEntity);
    const taken = await execute(
      manager,
      `UPDATE ${table} SET uses_count = uses_count + 1 WHERE id = ? AND (max_uses IS NULL OR uses_count < max_uses)`,
      [use.codeId],
    );
    if (taken !== 1) return 'used-up';
    const email = normalizeEmail(use.customerEmail);
    if (use.maxUsesPerEmail !== null) {
      // A locking read on MySQL (a plain read would see the transaction's older snapshot); SQLite runs one transaction at a time.
      const lock = isMysql(manager) ? ' FOR UPDATE' : '';
      const [row] = (await manager.query(
        `SELECT COUNT(*) AS uses FROM ${tableOf(manager, DiscountCodeUseEntity)} WHERE code_id = ? AND customer_email = ?${lock}`,
        [use.codeId, email],
      )) as Array<{ uses: number | string }>;
      if (Number(row.uses) >= use.maxUsesPerEmail) return 'already-used';
    }
    await manager.insert(DiscountCodeUseEntity, {
      orderId: use.orderId,
      codeId: use.codeId,
      customerEmail: email,
      usedAt: wholeSeconds(Date.now()),
    });
    return 'taken';
  }

  /** The order's use goes back to its code, once (the use row is deleted); nothing when it had none. */
  async giveBack(manager: EntityManager, orderId: string): Promise<void> {
    const use = await manager.findOne(DiscountCodeUseEntity, { where: { orderId }, select: { orderId: true, codeId: true } });
    if (!use) return;
    // The code's row first, as taking a use locks it first: the two never wait on each other in opposite order.
    await execute(
      manager,
      `UPDATE ${tableOf(manager, DiscountCodeEntity)} SET uses_count = uses_count - 1 WHERE id = ? AND uses_count > 0`,
      [use.codeId],
    );
    const deleted = await manager.delete(DiscountCodeUseEntity, { orderId });
    // Given back meanwhile by another transaction: undo the decrement by rolling this one back.
    if (deleted.affected !== 1) throw new Error(`the discount use of order ${orderId} was given back twice`);
  }
}

function isMysql(manager: EntityManager): boolean {
  const type = manager.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}

function tableOf(manager: EntityManager, entity: new () => object): string {
  return manager.connection.driver.escape(manager.connection.getMetadata(entity).tableName);
}

/** Raw SQL: the query builder would also set updated_at, which is staff's edit time. */
async function execute(manager: EntityManager, sql: string, params: unknown[]): Promise<number> {
  return (await manager.queryRunner!.query(sql, params, true)).affected ?? 0;
}
