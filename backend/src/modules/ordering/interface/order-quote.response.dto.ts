import { ApiProperty } from '@nestjs/swagger';
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

export class OrderQuoteResponseDto implements OrderQuoteView {
  @ApiProperty({ type: [QuotedLineResponseDto], description: 'One per requested line, in the same order' }) lines: QuotedLineResponseDto[];
  @ApiProperty({ example: 259.8, description: 'Shekels charged for the lines without a problem' }) total_amount: number;
  @ApiProperty({ example: 2, description: 'Units in the lines without a problem' }) item_count: number;
  @ApiProperty({ example: true, description: 'Every line can be ordered as it is' }) orderable: boolean;
}

export class OrderQuoteEnvelopeDto {
  @ApiProperty({ type: OrderQuoteResponseDto }) data: OrderQuoteResponseDto;
}
