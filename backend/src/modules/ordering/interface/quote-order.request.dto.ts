import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, ValidateNested } from 'class-validator';
import { ORDER_LANGUAGES } from '../domain/order';
import { MAX_ORDER_LINES, OrderItemRequestDto } from './place-order.request.dto';

/** The cart to price: the same lines checkout sends (prices, if sent, are ignored). */
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
}
