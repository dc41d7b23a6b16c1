import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrderAlert } from '../application/order-alert.views';
import { OrderAnnouncements } from '../application/order-announcements.port';
import { LowStockWatch } from './low-stock-watch';
import { ShopAlertsOutbox } from './shop-alerts-outbox';
import { WebhookOutbox } from './webhook-outbox';

/**
 * Announcements written to the shop's outboxes. Placing an order adds one INSERT (the shop's email, when
 * Shop settings name an address) and one more when a webhook listens; the listeners are a cached read.
 */
@Injectable()
export class OutboxOrderAnnouncements extends OrderAnnouncements {
  constructor(
    private readonly shopAlerts: ShopAlertsOutbox,
    private readonly webhooks: WebhookOutbox,
    private readonly lowStock: LowStockWatch,
  ) {
    super();
  }

  async placed(manager: EntityManager, order: OrderAlert): Promise<void> {
    await this.shopAlerts.orderPlaced(manager, order);
    await this.webhooks.orderEvent(manager, 'order.placed', order);
    this.lowStock.stockTaken(manager);
  }

  async paid(manager: EntityManager, order: OrderAlert): Promise<void> {
    await this.shopAlerts.paymentSettled(manager, order);
    await this.webhooks.orderEvent(manager, 'order.paid', order);
  }

  async paidAfterCancellation(manager: EntityManager, order: OrderAlert): Promise<void> {
    await this.shopAlerts.paidAfterCancellation(manager, order);
  }

  async listensToStatusChanges(manager: EntityManager, cancelled: boolean): Promise<boolean> {
    return (
      (await this.webhooks.anyFor('order.status_changed', manager)) ||
      (cancelled && (await this.webhooks.anyFor('order.cancelled', manager)))
    );
  }

  async statusChanged(manager: EntityManager, order: OrderAlert, previousStatus: string): Promise<void> {
    await this.webhooks.orderEvent(manager, 'order.status_changed', order, previousStatus);
    if (order.status === 'cancelled') await this.webhooks.orderEvent(manager, 'order.cancelled', order, previousStatus);
  }
}
