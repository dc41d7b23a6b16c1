import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { shopDay, startOfShopDay } from 'shop-rules';
import { isUniqueViolation } from '../../../shared/database/sql';
import { runTransaction } from '../../../shared/database/transaction-queue';
import { OutboxCommitWatch } from '../../../shared/outbox/outbox-commit-watch';
import { PeriodicJob } from '../../../shared/outbox/periodic-job';
import type { LowStockItem } from '../application/low-stock-item.views';
import { LowStockQueries } from '../application/low-stock.queries';
import { lowStockDigestEmail, soldOutEmail } from '../application/shop-alert.messages';
import { ShopAlertsConfig } from '../application/shop-alerts-config.port';
import { LowStockSoldOutEntity } from './low-stock-sold-out.entity';
import { ShopAlertsOutbox } from './shop-alerts-outbox';

/** After an order took stock, the check waits this long, so a burst of orders costs one check. */
const AFTER_ORDER_MS = 1_000;

const itemKey = (item: { productId: number; variantId: number | null }) => `${item.productId}:${item.variantId ?? 0}`;

/**
 * The low-stock emails to the shop. Every LOW_STOCK_CHECK_MS, and a moment after an order took stock,
 * each process looks at the low-stock list: items newly at 0 are announced at once (one email for
 * those found together; each sell-out once, by whichever process records it first), and from
 * LOW_STOCK_DIGEST_HOUR of the shop's day the day's digest of every low item goes out once.
 */
@Injectable()
export class LowStockWatch implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job: PeriodicJob;
  private digestSentFor: string | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: LowStockQueries,
    private readonly outbox: ShopAlertsOutbox,
    private readonly commits: OutboxCommitWatch,
    private readonly config: ShopAlertsConfig,
  ) {
    this.job = new PeriodicJob(() => this.check(), {
      everyMs: config.lowStockCheckMs,
      failure: 'Low-stock check failed',
      logger: new Logger('LowStock'),
    });
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** Called in the transaction that took stock: a check follows shortly after it commits. */
  stockTaken(manager: EntityManager): void {
    this.commits.afterCommit(manager, () => this.job.soon(AFTER_ORDER_MS));
  }

  /** One check now (the periodic ones and the tests use it). */
  async check(now = new Date()): Promise<void> {
    const { items } = await this.queries.list();
    await this.announceSoldOut(items.filter((item) => item.level === 'out'));
    await this.sendDigest(items, now);
  }

  private productUrl = (id: number) => `${this.config.publicUrl}/admin/products/${id}`;
  private get listUrl(): string {
    return `${this.config.publicUrl}/admin/products?filter=${encodeURIComponent(JSON.stringify({ low_stock: true }))}`;
  }

  private async announceSoldOut(out: LowStockItem[]): Promise<void> {
    const markers = await this.dataSource.getRepository(LowStockSoldOutEntity).find();
    const outKeys = new Set(out.map(itemKey));
    const back = markers.filter((marker) => !outKeys.has(`${marker.productId}:${marker.variantId}`)).map((marker) => marker.id);
    const known = new Set(markers.map((marker) => `${marker.productId}:${marker.variantId}`));
    const fresh = out.filter((item) => !known.has(itemKey(item)));
    if (back.length === 0 && fresh.length === 0) return;
    await runTransaction(this.dataSource, async (manager) => {
      // Back in stock: its next sell-out is news again.
      if (back.length > 0) await manager.delete(LowStockSoldOutEntity, { id: In(back) });
      const won: Array<{ item: LowStockItem; markerId: number }> = [];
      for (const item of fresh) {
        try {
          const inserted = await manager.insert(LowStockSoldOutEntity, { productId: item.productId, variantId: item.variantId ?? 0 });
          won.push({ item, markerId: Number(inserted.identifiers[0]?.id ?? 0) });
        } catch (error) {
          // Another process recorded this sell-out first and announces it.
          if (!isUniqueViolation(error, ['low_stock_sold_out', 'uq_low_stock_sold_out_item'])) throw error;
        }
      }
      if (won.length === 0) return;
      const key = `sold-out:${won[0].markerId}:${Date.now()}`;
      await this.outbox.queue(
        manager,
        key,
        'sold_out',
        soldOutEmail(
          won.map((entry) => entry.item),
          this.productUrl,
          this.listUrl,
        ),
      );
    });
  }

  private async sendDigest(items: LowStockItem[], now: Date): Promise<void> {
    const { year, month, day } = shopDay(now, this.config.timeZone);
    const dayText = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (this.digestSentFor === dayText || items.length === 0) return;
    const hour = Math.floor((now.getTime() - startOfShopDay(year, month, day, this.config.timeZone).getTime()) / 3_600_000);
    if (hour < this.config.lowStockDigestHour) return;
    const queued = await runTransaction(this.dataSource, (manager) =>
      this.outbox.queue(
        manager,
        `low-stock:${dayText}`,
        'low_stock_digest',
        lowStockDigestEmail(dayText, items, this.productUrl, this.listUrl),
      ),
    );
    if (queued) this.digestSentFor = dayText;
  }
}
