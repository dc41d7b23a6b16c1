import { IsEmailAddress } from '../../../shared/http/email-address';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNumber,
  IsOptional,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MAX_INSTALLMENTS } from 'shop-rules';

const AMOUNT = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false };
const MAX_AMOUNT = 100_000;

export class InstallmentStepRequestDto {
  @ApiProperty({ example: 300, description: 'Shekels: from this order total (delivery included) on' })
  @IsNumber(AMOUNT, { message: 'from must be an amount in shekels (at most 2 decimals)' })
  @Min(0, { message: 'from must be 0 or more' })
  @Max(MAX_AMOUNT, { message: `from must be at most ${MAX_AMOUNT}` })
  from: number;

  @ApiProperty({ example: 3, minimum: 1, maximum: MAX_INSTALLMENTS })
  @IsInt({ message: `max_payments must be a whole number from 1 to ${MAX_INSTALLMENTS}` })
  @Min(1, { message: `max_payments must be a whole number from 1 to ${MAX_INSTALLMENTS}` })
  @Max(MAX_INSTALLMENTS, { message: `max_payments must be a whole number from 1 to ${MAX_INSTALLMENTS}` })
  max_payments: number;
}

export class ShopSettingsRequestDto {
  @ApiProperty({ example: true, description: 'False: checkout offers store pickup only' })
  @IsBoolean({ message: 'courier_enabled must be true or false' })
  courier_enabled: boolean;

  @ApiProperty({ example: 30, description: 'Shekels charged for courier delivery below the free-delivery threshold' })
  @IsNumber(AMOUNT, { message: 'courier_fee must be an amount in shekels (at most 2 decimals)' })
  @Min(0, { message: 'courier_fee must be 0 or more' })
  @Max(MAX_AMOUNT, { message: `courier_fee must be at most ${MAX_AMOUNT}` })
  courier_fee: number;

  @ApiProperty({
    example: 400,
    nullable: true,
    type: Number,
    description: 'Shekels: courier delivery is free from this items total after the discount; null: never free',
  })
  @ValidateIf((o: ShopSettingsRequestDto) => o.free_delivery_from !== null)
  @IsNumber(AMOUNT, { message: 'free_delivery_from must be an amount in shekels (at most 2 decimals) or null' })
  @Min(0, { message: 'free_delivery_from must be 0 or more' })
  @Max(MAX_AMOUNT, { message: `free_delivery_from must be at most ${MAX_AMOUNT}` })
  free_delivery_from: number | null;

  @ApiProperty({
    type: [InstallmentStepRequestDto],
    example: [
      { from: 0, max_payments: 1 },
      { from: 300, max_payments: 3 },
      { from: 1000, max_payments: 6 },
    ],
    description: 'The most card payments by order total: steps ascending by `from`, the first usually from 0',
  })
  @IsArray({ message: 'installment_rule must be a list of steps' })
  @ArrayMinSize(1, { message: 'installment_rule must have at least one step' })
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => InstallmentStepRequestDto)
  installment_rule: InstallmentStepRequestDto[];

  @ApiProperty({
    required: false,
    type: [String],
    example: ['orders@shop.example', 'owner@shop.example'],
    description: "The shop's own alert addresses: every placed order, every settled card or Bit payment, low stock. Left out: unchanged",
  })
  @IsOptional()
  @IsArray({ message: 'alert_emails must be a list of email addresses' })
  @ArrayMaxSize(10, { message: 'alert_emails may hold at most 10 addresses' })
  @IsEmailAddress({ each: true, message: 'alert_emails must hold email addresses' })
  @MaxLength(254, { each: true, message: 'alert_emails must hold email addresses' })
  alert_emails?: string[];

  @ApiProperty({
    required: false,
    example: 5,
    minimum: 0,
    maximum: 100000,
    description: 'A product or variant with fewer units than this is low on stock, unless it sets its own threshold. Left out: unchanged',
  })
  @IsOptional()
  @IsInt({ message: 'low_stock_threshold must be a whole number from 0 to 100000' })
  @Min(0, { message: 'low_stock_threshold must be a whole number from 0 to 100000' })
  @Max(100000, { message: 'low_stock_threshold must be a whole number from 0 to 100000' })
  low_stock_threshold?: number;

  @ApiProperty({
    example: false,
    required: false,
    description: 'True: new reviews are shown at once; false: they wait for staff. Absent: unchanged',
  })
  @IsOptional()
  @IsBoolean({ message: 'publish_reviews_at_once must be true or false' })
  publish_reviews_at_once?: boolean;
}
