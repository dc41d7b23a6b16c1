import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_METHODS, DeliveryMethod, DISCOUNT_REFUSALS } from 'shop-rules';
import type { OrderQuoteView, QuotedLineProblem, QuotedLineView } from '../application/quote-order.use-case';

const LINE_PROBLEMS: QuotedLineProblem[] = [
  'OUT_OF_STOCK',
  'PRODUCT_NOT_FOUND',
  'PRODUCT_NOT_AVAILABLE',
  'VARIANT_REQUIRED',
  'VARIANT_NOT_FOUND',
  'VARIANT_NOT_AVAILABLE',
  'INVALID_QUANTITY',
  'PRICE_UNAVAILABLE',
];

export class QuotedLineResponseDto implements QuotedLineView {
  @ApiProperty({ example: 12 }) product_id: number;
  @ApiProperty({ example: 31, nullable: true, type: Number }) variant_id: number | null;
  @ApiProperty({
    example: 'נעלי ריצה',
    nullable: true,
    type: String,
    description: 'Catalog name in the asked language; null when the line is refused',
  })
  product_name: string | null;
  @ApiProperty({
    example: '42 / Red',
    nullable: true,
    type: String,
    description: 'Empty for a product without variants; null when refused',
  })
  variant_name: string | null;
  @ApiProperty({ example: '/uploads/shoe.jpg', nullable: true, type: String }) image_url: string | null;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({
    example: 129.9,
    nullable: true,
    type: Number,
    description: 'Shekels, as placing the order would price it; null when refused',
  })
  unit_price: number | null;
  @ApiProperty({ example: 259.8, nullable: true, type: Number }) total_price: number | null;
  @ApiProperty({
    example: 7,
    nullable: true,
    type: Number,
    description: 'Units left of the product or variant the line takes from; null when refused',
  })
  available: number | null;
  @ApiProperty({
    example: null,
    nullable: true,
    enum: LINE_PROBLEMS,
    description: 'Why placing the order would refuse this line (OUT_OF_STOCK: more than `available` asked); null when it can be ordered',
  })
  problem: QuotedLineProblem | null;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'The problem in words (English, for logs)' }) message:
    string | null;
}

export class QuotedDiscountResponseDto {
  @ApiProperty({ example: 'SPORT10', description: 'The code as the shop keeps it (upper case)' }) code: string;
  @ApiProperty({ example: 25.98, description: 'Shekels off the items' }) amount: number;
}

export class DiscountErrorResponseDto {
  @ApiProperty({
    example: 'DISCOUNT_CODE_EXPIRED',
    enum: [...DISCOUNT_REFUSALS],
  })
  code: string;
  @ApiProperty({ example: 'This discount code has expired', description: 'English; the storefront shows its own text by code' })
  message: string;
}

export class OrderQuoteResponseDto implements OrderQuoteView {
  @ApiProperty({ type: [QuotedLineResponseDto], description: 'One per requested line, in the same order' }) lines: QuotedLineResponseDto[];
  @ApiProperty({ example: 259.8, description: 'Shekels: the lines without a problem, before the discount' }) items_total: number;
  @ApiProperty({ type: QuotedDiscountResponseDto, nullable: true, description: 'The discount the code gives; null: no code or refused' })
  discount: QuotedDiscountResponseDto | null;
  @ApiProperty({
    type: DiscountErrorResponseDto,
    nullable: true,
    description: 'Why the code sent gives no discount (the quote is priced without it, never refused for it)',
  })
  discount_error: DiscountErrorResponseDto | null;
  @ApiProperty({ example: 'courier', enum: DELIVERY_METHODS, description: 'The method priced: pickup when the courier is switched off' })
  delivery_method: DeliveryMethod;
  @ApiProperty({ example: 30, description: 'Shekels' }) delivery_fee: number;
  @ApiProperty({
    example: 400,
    nullable: true,
    type: Number,
    description: 'Shekels of items after the discount from which the courier is free',
  })
  free_delivery_from: number | null;
  @ApiProperty({
    example: 140.2,
    nullable: true,
    type: Number,
    description: '₪ more for free delivery; 0 once reached; null: no threshold or courier',
  })
  amount_to_free_delivery: number | null;
  @ApiProperty({ example: true, description: 'False while staff switched courier delivery off' }) courier_available: boolean;
  @ApiProperty({ example: 263.82, description: 'Shekels: items_total - discount + delivery_fee' }) total: number;
  @ApiProperty({ example: 263.82, description: 'Same as total' }) total_amount: number;
  @ApiProperty({ example: 1, description: 'The most card payments allowed for this total (the shop rule)' }) max_installments: number;
  @ApiProperty({ example: 2, description: 'Units in the lines without a problem' }) item_count: number;
  @ApiProperty({ example: true, description: 'Every line can be ordered as it is' }) orderable: boolean;
}

export class OrderQuoteEnvelopeDto {
  @ApiProperty({ type: OrderQuoteResponseDto }) data: OrderQuoteResponseDto;
}
