import type { EntityManager } from 'typeorm';
import type { Order } from '../domain/order';
import { OrderItemEntity } from './order-item.entity';
import { toOrder } from './order.mapper';
import { OrderEntity } from './order.entity';

/** The order with its lines as the caller's transaction sees it (what follows a payment tells of it). */
export async function orderInTransaction(manager: EntityManager, orderId: string): Promise<Order | null> {
  const row = await manager.findOne(OrderEntity, { where: { id: orderId } });
  if (!row) return null;
  const items = await manager.find(OrderItemEntity, { where: { orderId } });
  return toOrder(row, items, new Map());
}
