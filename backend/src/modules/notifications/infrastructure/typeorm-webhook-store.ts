import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere } from 'typeorm';
import { runTransaction } from '../../../shared/database/transaction-queue';
import { DeliveryCriteria, WebhookFields, WebhookStore } from '../application/webhook-store.port';
import { secretHint, Webhook, WebhookDelivery } from '../domain/webhook';
import { isWebhookEvent, WEBHOOK_DELIVERY_STATES, WebhookDeliveryState } from '../domain/webhook-events';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookSubscriptions } from './webhook-subscriptions';
import { WebhookEntity } from './webhook.entity';

function toWebhook(row: WebhookEntity): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events.split(',').filter(isWebhookEvent),
    description: row.description,
    isActive: Boolean(row.isActive),
    secretHint: secretHint(row.secret),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toDelivery(row: WebhookDeliveryEntity): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhookId,
    event: row.event,
    eventId: row.eventId,
    state: (WEBHOOK_DELIVERY_STATES as readonly string[]).includes(row.state) ? (row.state as WebhookDeliveryState) : 'pending',
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt,
    deliveredAt: row.deliveredAt,
    createdAt: row.createdAt,
    payload: row.payload,
  };
}

/**
 * Webhooks and their log. Staff's writes go through the entities' save and remove (so any recorder of
 * staff changes sees them), in the shared transaction queue; each clears this process's subscriptions.
 */
@Injectable()
export class TypeormWebhookStore extends WebhookStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: WebhookSubscriptions,
  ) {
    super();
  }

  async list(offset: number, limit: number): Promise<{ items: Webhook[]; total: number }> {
    const [rows, total] = await this.dataSource
      .getRepository(WebhookEntity)
      .findAndCount({ order: { id: 'DESC' }, skip: offset, take: limit });
    return { items: rows.map(toWebhook), total };
  }

  async find(id: number): Promise<Webhook | null> {
    const row = await this.dataSource.getRepository(WebhookEntity).findOneBy({ id });
    return row && toWebhook(row);
  }

  async create(fields: WebhookFields, secret: string): Promise<Webhook> {
    const saved = await runTransaction(this.dataSource, (manager) =>
      manager.save(manager.create(WebhookEntity, { ...fields, events: fields.events.join(','), secret })),
    );
    this.subscriptions.forget();
    return toWebhook(saved);
  }

  async update(id: number, fields: WebhookFields): Promise<Webhook | null> {
    const saved = await runTransaction(this.dataSource, async (manager) => {
      const row = await manager.findOneBy(WebhookEntity, { id });
      if (!row) return null;
      Object.assign(row, { ...fields, events: fields.events.join(',') });
      return manager.save(row);
    });
    this.subscriptions.forget();
    return saved && toWebhook(saved);
  }

  async remove(id: number): Promise<boolean> {
    const removed = await runTransaction(this.dataSource, async (manager) => {
      const row = await manager.findOneBy(WebhookEntity, { id });
      if (!row) return false;
      await manager.delete(WebhookDeliveryEntity, { webhookId: id });
      await manager.remove(row);
      return true;
    });
    this.subscriptions.forget();
    return removed;
  }

  async deliveries(criteria: DeliveryCriteria): Promise<{ items: WebhookDelivery[]; total: number }> {
    const where: FindOptionsWhere<WebhookDeliveryEntity> = {
      ...(criteria.webhookId !== undefined ? { webhookId: criteria.webhookId } : {}),
      ...(criteria.state !== undefined ? { state: criteria.state } : {}),
    };
    const [rows, total] = await this.dataSource
      .getRepository(WebhookDeliveryEntity)
      .findAndCount({ where, order: { id: 'DESC' }, skip: criteria.offset, take: criteria.limit });
    return { items: rows.map(toDelivery), total };
  }

  async findDelivery(id: number): Promise<WebhookDelivery | null> {
    const row = await this.dataSource.getRepository(WebhookDeliveryEntity).findOneBy({ id });
    return row && toDelivery(row);
  }

  async sendAgain(id: number, now: Date): Promise<boolean> {
    return runTransaction(this.dataSource, async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(WebhookDeliveryEntity)
        .set({ state: 'pending', attempts: 0, nextAttemptAt: new Date(now.getTime() - 1000), leaseToken: null, leaseUntil: null })
        .where('id = :id AND (lease_until IS NULL OR lease_until < :now)', { id, now })
        .execute();
      return result.affected === 1;
    });
  }
}
