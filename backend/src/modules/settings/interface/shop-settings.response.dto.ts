import { ApiProperty } from '@nestjs/swagger';
import { toShekels } from 'shop-rules';
import type { ShopSettings } from '../application/shop-settings.views';

export class InstallmentStepResponseDto {
  @ApiProperty({ example: 300, description: 'Shekels' }) from: number;
  @ApiProperty({ example: 3 }) max_payments: number;
}

/** What the storefront needs to offer delivery and installments (public). */
export class CheckoutOptionsDto {
  @ApiProperty({ example: true }) courier_enabled: boolean;
  @ApiProperty({ example: 30, description: 'Shekels' }) courier_fee: number;
  @ApiProperty({
    example: 400,
    nullable: true,
    type: Number,
    description: 'Shekels, measured on the items after the discount; null: never free',
  })
  free_delivery_from: number | null;
  @ApiProperty({ type: [InstallmentStepResponseDto] }) installment_rule: InstallmentStepResponseDto[];
}

export class CheckoutOptionsResponseDto {
  @ApiProperty({ type: CheckoutOptionsDto }) data: CheckoutOptionsDto;
}

export class ShopSettingsDto extends CheckoutOptionsDto {
  @ApiProperty({ example: 'Asia/Jerusalem', description: "The shop's time zone (SHOP_TIME_ZONE): staff read every date and time in it" })
  time_zone: string;
  @ApiProperty({ example: false, description: 'New reviews are shown at once (true) or wait for staff (false)' })
  publish_reviews_at_once: boolean;
  @ApiProperty({
    example: '2026-01-05T10:00:00.000Z',
    nullable: true,
    type: String,
    description: 'Last change; null: the defaults, never saved',
  })
  updated_at: string | null;
  @ApiProperty({ type: [String], example: ['orders@shop.example'], description: "The shop's own alert addresses" })
  alert_emails: string[];
  @ApiProperty({ example: 5, description: 'The shop default: fewer units than this is low stock' })
  low_stock_threshold: number;
}

export class ShopSettingsResponseDto {
  @ApiProperty({ type: ShopSettingsDto }) data: ShopSettingsDto;
}

export function toCheckoutOptions(settings: ShopSettings): CheckoutOptionsDto {
  const { delivery } = settings;
  return {
    courier_enabled: delivery.courierEnabled,
    courier_fee: toShekels(delivery.courierFee),
    free_delivery_from: delivery.freeDeliveryFrom === null ? null : toShekels(delivery.freeDeliveryFrom),
    installment_rule: settings.installmentRule.map((step) => ({ from: toShekels(step.from), max_payments: step.maxPayments })),
  };
}

export function toShopSettingsDto(settings: ShopSettings, timeZone: string): ShopSettingsDto {
  return {
    ...toCheckoutOptions(settings),
    time_zone: timeZone,
    publish_reviews_at_once: settings.publishReviewsAtOnce,
    updated_at: settings.updatedAt.getTime() === 0 ? null : settings.updatedAt.toISOString(),
    alert_emails: settings.alertEmails,
    low_stock_threshold: settings.lowStockThreshold,
  };
}

/** The shop's clock, which every staff screen shows dates by: all a staff member who is not an admin reads of the settings. */
export class ShopClockDto {
  @ApiProperty({ example: 'Asia/Jerusalem', description: "The shop's time zone (SHOP_TIME_ZONE)" })
  time_zone: string;
}

export class ShopClockResponseDto {
  @ApiProperty({ type: ShopClockDto }) data: ShopClockDto;
}
