import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DEFAULT_INSTALLMENT_RULE, InstallmentRule, installmentRuleProblem, toAgorot, toShekels } from 'shop-rules';
import type { ShopSettings } from '../application/shop-settings';
import { ShopSettingsStore } from '../application/shop-settings-store.port';
import type { ShopSettingsValues } from '../domain/shop-settings';
import { ShopSettingsEntity } from './shop-settings.entity';

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

@Injectable()
export class TypeormShopSettingsStore extends ShopSettingsStore {
  constructor(@InjectRepository(ShopSettingsEntity) private readonly rows: Repository<ShopSettingsEntity>) {
    super();
  }

  async read(): Promise<ShopSettings | null> {
    const row = await this.rows.findOneBy({ id: ROW_ID });
    if (!row) return null;
    return {
      delivery: {
        courierEnabled: Boolean(row.courierEnabled),
        courierFee: toAgorot(Number(row.courierFee)),
        freeDeliveryFrom: row.freeDeliveryFrom === null ? null : toAgorot(Number(row.freeDeliveryFrom)),
      },
      installmentRule: parseRule(row.installmentRule),
      publishReviewsAtOnce: Boolean(row.publishReviewsAtOnce),
      updatedAt: row.updatedAt,
    };
  }

  async save(values: ShopSettingsValues, at: Date): Promise<ShopSettings> {
    // One statement that inserts the row the first time and replaces it later (no read-then-write race).
    await this.rows.upsert(
      {
        id: ROW_ID,
        courierEnabled: values.delivery.courierEnabled,
        courierFee: toShekels(values.delivery.courierFee),
        freeDeliveryFrom: values.delivery.freeDeliveryFrom === null ? null : toShekels(values.delivery.freeDeliveryFrom),
        installmentRule: JSON.stringify(values.installmentRule),
        publishReviewsAtOnce: values.publishReviewsAtOnce,
        updatedAt: at,
      },
      ['id'],
    );
    return { ...values, updatedAt: at };
  }
}
