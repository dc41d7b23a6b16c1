import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { SettingsConfig } from '../../settings/application/settings-config.port';
import type { WebhookEvent } from '../domain/webhook-events';
import { WebhookEntity } from './webhook.entity';

interface Subscriber {
  id: number;
  events: string[];
}

/**
 * Which active webhooks take which events, kept by each process for SHOP_SETTINGS_CACHE_MS (as the
 * shop settings are): placing an order asks it, and without webhooks adds no statement at all. This
 * process's own changes clear it at once; another instance follows within that time.
 */
@Injectable()
export class WebhookSubscriptions {
  private readonly cacheMs: number;
  private cached: { subscribers: Promise<Subscriber[]>; until: number } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    settings: SettingsConfig,
  ) {
    this.cacheMs = settings.shopSettingsCacheMs;
  }

  /**
   * `manager`: the caller's open transaction; a cache miss is read through it, never through a second
   * pooled connection (an order's transaction holds stock and code row locks while it asks).
   */
  async subscribedTo(event: WebhookEvent, manager?: EntityManager): Promise<number[]> {
    return (await this.all(manager)).filter((hook) => hook.events.includes(event)).map((hook) => hook.id);
  }

  forget(): void {
    this.cached = null;
  }

  private all(manager?: EntityManager): Promise<Subscriber[]> {
    const now = Date.now();
    if (this.cached && now < this.cached.until) return this.cached.subscribers;
    const subscribers = (manager ?? this.dataSource.manager)
      .getRepository(WebhookEntity)
      .find({ where: { isActive: true }, select: { id: true, events: true } })
      .then((rows) => rows.map((row) => ({ id: row.id, events: row.events.split(',') })));
    const entry = { subscribers, until: now + this.cacheMs };
    this.cached = entry;
    subscribers.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return subscribers;
  }
}
