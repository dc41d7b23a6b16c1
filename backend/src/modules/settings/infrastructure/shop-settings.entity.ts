import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DATETIME, moneyColumn } from '../../../shared/database/columns';

/** One row (id 1): the settings staff change in the back office. No row yet: the defaults apply. */
@Entity('shop_settings')
export class ShopSettingsEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'boolean', default: true })
  courierEnabled: boolean;

  @Column({ ...moneyColumn, default: 30 })
  courierFee: number;

  /** From this items total (after the discount) the courier is free; null: never free. */
  @Column({ ...moneyColumn, nullable: true, default: null })
  freeDeliveryFrom: number | null;

  /** JSON: [{ "from": agorot, "maxPayments": n }], ascending. */
  @Column({ type: 'text' })
  installmentRule: string;

  /** JSON list of the addresses the shop's own alerts go to; null: none. */
  @Column({ type: 'text', nullable: true })
  alertEmails: string | null;

  /** Units below which a product or variant without its own threshold is low on stock. */
  @Column({ type: 'int', default: 5 })
  lowStockThreshold: number;
  /** New reviews are published without waiting for staff. */
  @Column({ type: 'boolean', default: false })
  publishReviewsAtOnce: boolean;

  @Column({ type: DATETIME })
  updatedAt: Date;
}
