import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogStock } from '../../catalog/application/catalog-stock.port';
import { StockSource, stockDemand } from '../domain/stock';
import { OrderItemEntity } from './order-item.entity';

export function productIdsOf(items: ReadonlyArray<{ productId: number | null }>): number[] {
  return items.map((item) => item.productId).filter((id): id is number => id !== null);
}

/** The stock an order takes and gives back, inside the order's own transaction, through the catalog. */
@Injectable()
export class OrderStock {
  constructor(private readonly catalog: CatalogStock) {}

  /** Guarded: false when fewer units are left than asked (stock never goes below zero). */
  take(manager: EntityManager, source: StockSource, quantity: number): Promise<boolean> {
    return this.catalog.take(manager, source, quantity);
  }

  /** Puts units back on their sources, in a fixed order so concurrent transactions lock rows alike. */
  async giveBack(manager: EntityManager, lines: readonly { source: StockSource; quantity: number }[]): Promise<void> {
    // A product or variant deleted since the sale simply has nothing to return to.
    for (const demand of stockDemand(lines)) await this.catalog.giveBack(manager, demand.source, demand.quantity);
  }

  /** Shoppers see the stock that is left, from this very transaction on. */
  showChanges(manager: EntityManager, productIds: readonly number[]): Promise<void> {
    return this.catalog.showStockChanges(manager, productIds);
  }

  /**
   * Puts the units of every line back: on the variant when the line has one, else on the product.
   * Units a cancellation already returned are not returned again; the products' pages show it.
   */
  async returnAll(manager: EntityManager, orderId: string): Promise<void> {
    const items = await manager.find(OrderItemEntity, { where: { orderId }, order: { id: 'ASC' } });
    await this.giveBack(
      manager,
      linesOf(items, (item) => item.quantity - (item.cancelledQuantity ?? 0)),
    );
    await this.showChanges(manager, productIdsOf(items));
  }
}

/** Each line's stock source with the units `quantity` says it gives back (lines with none are left out). */
export function linesOf<T extends { variantId: number | null; productId: number | null }>(
  items: readonly T[],
  quantity: (item: T) => number,
): { source: StockSource; quantity: number }[] {
  return items.flatMap((item): { source: StockSource; quantity: number }[] => {
    const units = quantity(item);
    if (units <= 0) return [];
    if (item.variantId !== null) return [{ source: { kind: 'variant', id: item.variantId }, quantity: units }];
    if (item.productId !== null) return [{ source: { kind: 'product', id: item.productId }, quantity: units }];
    return [];
  });
}
