import { MaxStoredEmailLength } from '../../../shared/http/stored-length';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { DELIVERY_METHODS } from 'shop-rules';
import { ORDER_LANGUAGES } from '../domain/order';
import { MAX_ORDER_LINES, OrderItemRequestDto } from './place-order.request.dto';
import { Trim } from './trim';

/** The cart to price: the same lines checkout sends (prices, if sent, are ignored), with delivery and a code. */
export class QuoteOrderRequestDto {
  @ApiPropertyOptional({ example: 'he', enum: ORDER_LANGUAGES, default: 'he', description: 'Language of the product names answered' })
  @IsOptional()
  @IsIn(ORDER_LANGUAGES, { message: `language must be one of ${ORDER_LANGUAGES.join(', ')}` })
  language?: (typeof ORDER_LANGUAGES)[number];

  @ApiProperty({ type: [OrderItemRequestDto], maxItems: MAX_ORDER_LINES, description: 'An empty cart is quoted as empty' })
  @IsArray()
  @ArrayMaxSize(MAX_ORDER_LINES)
  @ValidateNested({ each: true })
  @Type(() => OrderItemRequestDto)
  items: OrderItemRequestDto[];

  @ApiPropertyOptional({ example: 'courier', enum: DELIVERY_METHODS, description: 'pickup when left out' })
  @IsOptional()
  @IsIn(DELIVERY_METHODS, { message: `delivery_method must be one of ${DELIVERY_METHODS.join(', ')}` })
  delivery_method?: (typeof DELIVERY_METHODS)[number];

  @ApiPropertyOptional({
    type: Object,
    nullable: true,
    description: 'Ignored: the fee does not depend on the address (checkout may send its whole body, half-typed address included)',
  })
  @IsOptional()
  @IsObject()
  delivery_address?: object | null;

  @ApiPropertyOptional({ example: 'SPORT10', nullable: true, type: String, description: 'A refused code is answered in discount_error' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'discount_code must be text' })
  @MaxLength(40, { message: 'discount_code must be at most 40 characters' })
  discount_code?: string | null;

  @ApiPropertyOptional({
    example: 'dana@example.com',
    nullable: true,
    type: String,
    description: 'Optional: when given, a code this email already used up is answered as DISCOUNT_CODE_ALREADY_USED',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxStoredEmailLength(254)
  customer_email?: string | null;
}
