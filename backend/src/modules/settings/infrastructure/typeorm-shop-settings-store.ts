import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { DEFAULT_INSTALLMENT_RULE, InstallmentRule, installmentRuleProblem, toAgorot, toShekels } from 'shop-rules';
import type { ShopSettings } from '../application/shop-settings.views';
import { ShopSettingsStore } from '../application/shop-settings-store.port';
import type { ShopSettingsValues } from '../domain/shop-settings';
import { ShopSettingsEntity } from './shop-settings.entity';
import { saveChangesById } from '../../../shared/database/entity-writes';

const ROW_ID = 1;

/** A rule that no longer reads as one (edited by hand in the database) falls back to the default rather than failing checkout. */
function parseRule(text: string): InstallmentRule {
  try {
    const parsed = JSON.parse(text) as InstallmentRule;
    return Array.isArray(parsed) && installmentRuleProblem(parsed) === null ? parsed : DEFAULT_INSTALLMENT_RULE;
  } catch {
    return DEFAULT_INSTALLMENT_RULE;
  }
}

function parseEmails(text: string | null): string[] {
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(parsed) ? parsed.filter((email): email is string => typeof email === 'string') : [];
  } catch {
    return [];
  }
}

@Injectable()
export class TypeormShopSettingsStore extends ShopSettingsStore {
  constructor(@InjectRepository(ShopSettingsEntity) private readonly rows: Repository<ShopSettingsEntity>) {
    super();
  }

  async read(transaction?: unknown): Promise<ShopSettings | null> {
    const rows = transaction ? (transaction as EntityManager).getRepository(ShopSettingsEntity) : this.rows;
    const row = await rows.findOneBy({ id: ROW_ID });
    if (!row) return null;
    return {
      delivery: {
        courierEnabled: Boolean(row.courierEnabled),
        courierFee: toAgorot(Number(row.courierFee)),
        freeDeliveryFrom: row.freeDeliveryFrom === null ? null : toAgorot(Number(row.freeDeliveryFrom)),
      },
      installmentRule: parseRule(row.installmentRule),
      alertEmails: parseEmails(row.alertEmails),
      lowStockThreshold: Number(row.lowStockThreshold),
      publishReviewsAtOnce: Boolean(row.publishReviewsAtOnce),
      updatedAt: row.updatedAt,
    };
  }

  async save(values: ShopSettingsValues, at: Date): Promise<ShopSettings> {
    const columns = {
      id: ROW_ID,
      courierEnabled: values.delivery.courierEnabled,
      courierFee: toShekels(values.delivery.courierFee),
      freeDeliveryFrom: values.delivery.freeDeliveryFrom === null ? null : toShekels(values.delivery.freeDeliveryFrom),
      installmentRule: JSON.stringify(values.installmentRule),
      alertEmails: values.alertEmails.length > 0 ? JSON.stringify(values.alertEmails) : null,
      lowStockThreshold: values.lowStockThreshold,
      publishReviewsAtOnce: values.publishReviewsAtOnce,
      updatedAt: at,
    };
    // The row, once there, is changed through an entity save, so the audit log sees each field before and after.
    const changed = await this.rows.manager.transaction((m) => saveChangesById(m, ShopSettingsEntity, ROW_ID, columns));
    // The first time: one statement that inserts the row (or replaces one another instance just made).
    if (!changed) await this.rows.upsert(columns, ['id']);
    return { ...values, updatedAt: at };
  }
}
