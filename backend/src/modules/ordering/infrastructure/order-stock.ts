import type { EntityManager } from 'typeorm';
import { ProductVariantEntity } from '../../catalog/infrastructure/product-variant.entity';
import { ProductEntity } from '../../catalog/infrastructure/product.entity';
import { StockSource, stockDemand } from '../domain/stock';
import { OrderItemEntity } from './order-item.entity';

/** The stock an order takes and gives back, inside the order's own transaction. */
function stockTable(manager: EntityManager, source: StockSource): string {
  const table = manager.connection.getMetadata(source.kind === 'variant' ? ProductVariantEntity : ProductEntity).tableName;
  return manager.connection.driver.escape(table);
}

/**
 * Raw SQL on purpose: the query builder would also touch products.updated_at, which is staff's
 * edit time. Only ever called inside a transaction, where the manager carries its query runner.
 */
async function execute(manager: EntityManager, sql: string, params: unknown[]): Promise<number> {
  return (await manager.queryRunner!.query(sql, params, true)).affected ?? 0;
}

/** Guarded: the row only changes while enough units are left, so stock never goes below zero. */
export function takeStock(manager: EntityManager, source: StockSource, quantity: number): Promise<number> {
  return execute(
    manager,
    `UPDATE ${stockTable(manager, source)} SET stock_quantity = stock_quantity - ? WHERE id = ? AND stock_quantity >= ?`,
    [quantity, source.id, quantity],
  );
}

export function giveStockBack(manager: EntityManager, source: StockSource, quantity: number): Promise<number> {
  return execute(manager, `UPDATE ${stockTable(manager, source)} SET stock_quantity = stock_quantity + ? WHERE id = ?`, [
    quantity,
    source.id,
  ]);
}

export function productIdsOf(items: ReadonlyArray<{ productId: number | null }>): number[] {
  return items.map((item) => item.productId).filter((id): id is number => id !== null);
}

/**
 * Puts the units of every line back: on the variant when the line has one, else on the product.
 * Units a cancellation already returned are not returned again. Answers the products whose stock changed.
 */
export async function returnStock(manager: EntityManager, orderId: string): Promise<number[]> {
  const items = await manager.find(OrderItemEntity, { where: { orderId }, order: { id: 'ASC' } });
  const lines = items.flatMap((item): { source: StockSource; quantity: number }[] => {
    const quantity = item.quantity - (item.cancelledQuantity ?? 0);
    if (quantity <= 0) return [];
    if (item.variantId !== null) return [{ source: { kind: 'variant', id: item.variantId }, quantity }];
    if (item.productId !== null) return [{ source: { kind: 'product', id: item.productId }, quantity }];
    return [];
  });
  // A product or variant deleted since the sale simply has nothing to return to.
  for (const demand of stockDemand(lines)) await giveStockBack(manager, demand.source, demand.quantity);
  return productIdsOf(items);
}
