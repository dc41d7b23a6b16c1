import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogStock, StockPlace } from '../application/catalog-stock.port';
import { ProductVariantEntity } from './product-variant.entity';
import { ProductEntity } from './product.entity';
import { ShopperProductDocuments } from './shopper-product-documents';

function stockTable(manager: EntityManager, place: StockPlace): string {
  const table = manager.connection.getMetadata(place.kind === 'variant' ? ProductVariantEntity : ProductEntity).tableName;
  return manager.connection.driver.escape(table);
}

/**
 * Raw SQL on purpose: the query builder would also touch products.updated_at, which is staff's
 * edit time. Only ever called inside a transaction, where the manager carries its query runner.
 */
async function execute(manager: EntityManager, sql: string, params: unknown[]): Promise<number> {
  return (await manager.queryRunner!.query(sql, params, true)).affected ?? 0;
}

@Injectable()
export class TypeormCatalogStock extends CatalogStock {
  constructor(private readonly documents: ShopperProductDocuments) {
    super();
  }

  async take(manager: EntityManager, place: StockPlace, quantity: number): Promise<boolean> {
    const sql = `UPDATE ${stockTable(manager, place)} SET stock_quantity = stock_quantity - ? WHERE id = ? AND stock_quantity >= ?`;
    return (await execute(manager, sql, [quantity, place.id, quantity])) === 1;
  }

  async giveBack(manager: EntityManager, place: StockPlace, quantity: number): Promise<void> {
    await execute(manager, `UPDATE ${stockTable(manager, place)} SET stock_quantity = stock_quantity + ? WHERE id = ?`, [
      quantity,
      place.id,
    ]);
  }

  showStockChanges(manager: EntityManager, productIds: readonly number[]): Promise<void> {
    return this.documents.refresh(manager, productIds);
  }
}
