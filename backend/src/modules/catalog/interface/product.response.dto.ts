import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IMAGE_COPIES_PROPERTY, ImageCopyResponseDto } from '../../../shared/http/image-copy.response.dto';
import type { ProductView, VariantView } from '../application/product.views';
import { TranslationResponseDto } from './translation.response.dto';

export class ProductCategoryResponseDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Football' }) name: string;
  @ApiProperty({ example: 'football' }) slug: string;
  @ApiProperty({ example: 'כדורגל' }) localized_name: string;
}

export class VariantResponseDto implements VariantView {
  @ApiProperty({ example: 31 }) id: number;
  @ApiProperty({ example: 12 }) product_id: number;
  @ApiProperty({ example: '12-BALL-5-RED' }) sku: string;
  @ApiProperty({ example: '5', nullable: true, type: String }) size: string | null;
  @ApiProperty({ example: 'Red', nullable: true, type: String, description: 'The colour as staff typed it (English): the key' }) color:
    string | null;
  @ApiProperty({
    example: 'אדום',
    nullable: true,
    type: String,
    description: "The colour in the answer's language (lang); an unknown colour as typed",
  })
  localized_color: string | null;
  @ApiProperty({ example: 'Leather', nullable: true, type: String }) material: string | null;
  @ApiProperty({ example: 4 }) stock_quantity: number;
  @ApiPropertyOptional({
    example: 3,
    nullable: true,
    type: Number,
    description: "Staff only: own low-stock threshold; null: the product's",
  })
  low_stock_threshold?: number | null;
  @ApiProperty({ example: 10, description: 'Signed amount added to the product price' }) price_modifier: number;
  @ApiProperty({ example: 109.9, description: 'Effective product price plus the modifier, in shekels' }) price: number;
  @ApiProperty({ example: true }) is_active: boolean;
}

export class ImageResponseDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: '/uploads/ball-front.jpg' }) url: string;
  @ApiProperty({ example: 0 }) sort_order: number;
  @ApiProperty({ example: true }) is_primary: boolean;
  @ApiProperty(IMAGE_COPIES_PROPERTY) copies?: ImageCopyResponseDto[];
}

export class ProductResponseDto implements ProductView {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'Football', description: 'Base (English) name' }) name: string;
  @ApiProperty({ example: 'football' }) slug: string;
  @ApiProperty({ example: 'Size 5 **match** ball', nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: 119.9 }) price: number;
  @ApiProperty({ example: true }) has_discount: boolean;
  @ApiProperty({ example: 99.9 }) discount_price: number;
  @ApiProperty({ example: 17, description: 'Whole percent; 0 when no discount applies' }) discount_percentage: number;
  @ApiProperty({ example: 99.9, description: 'What a shopper pays: the discount price when a discount applies' }) effective_price: number;
  @ApiProperty({ example: 0, description: 'Own stock, used when the product has no variants' }) stock_quantity: number;
  @ApiPropertyOptional({
    example: 5,
    nullable: true,
    type: Number,
    description:
      "Staff only: fewer units than this is low stock (for its variants too, unless they set their own); null: the shop's default",
  })
  low_stock_threshold?: number | null;
  @ApiProperty({ example: 14 }) total_stock: number;
  @ApiProperty({ example: true }) in_stock: boolean;
  @ApiProperty({ example: 2 }) variant_count: number;
  @ApiProperty({ example: '/uploads/ball-front.jpg', nullable: true, type: String, description: 'Primary image, else the main image URL' })
  image_url: string | null;
  @ApiProperty(IMAGE_COPIES_PROPERTY) image_copies?: ImageCopyResponseDto[];
  @ApiProperty({ example: false }) is_required: boolean;
  @ApiProperty({ example: true }) is_active: boolean;
  @ApiProperty({ example: true }) is_visible: boolean;
  @ApiProperty({ example: false }) is_recommended: boolean;
  @ApiProperty({ example: true }) has_variants: boolean;
  @ApiProperty({ example: '2026-03-01T10:00:00.000Z' }) created_at: string;
  @ApiProperty({ example: '2026-03-02T08:30:00.000Z' }) updated_at: string;
  @ApiProperty({ type: [TranslationResponseDto] }) translations: TranslationResponseDto[];
  @ApiProperty({ example: 'כדורגל' }) localized_name: string;
  @ApiProperty({ example: 'כדור מידה 5' }) localized_description: string;
  @ApiProperty({ type: [ProductCategoryResponseDto] }) categories: ProductCategoryResponseDto[];
  @ApiProperty({ type: [VariantResponseDto], description: 'Shoppers see active variants only' }) variants: VariantResponseDto[];
  @ApiProperty({ type: [ImageResponseDto], description: 'Primary first, then by position' }) images: ImageResponseDto[];
  @ApiProperty({
    example: 4.5,
    nullable: true,
    type: Number,
    description: 'Average stars (1 to 5, two decimals) of the published reviews; null when there is none',
  })
  rating_average: number | null;
  @ApiProperty({ example: 12, description: 'Number of published reviews' }) rating_count: number;
}

export class ProductEnvelopeDto {
  @ApiProperty({ type: ProductResponseDto }) data: ProductResponseDto;
}

export class ProductPageDto {
  @ApiProperty({ type: [ProductResponseDto] }) data: ProductResponseDto[];
  @ApiProperty({ example: 57, description: 'Number of matching products (also in the Content-Range header)' }) total: number;
}

export class ProductStatsDto {
  @ApiProperty({ example: 57 }) total: number;
  @ApiProperty({ example: 50 }) active: number;
  @ApiProperty({ example: 7 }) inactive: number;
  @ApiProperty({ example: 52 }) visible: number;
  @ApiProperty({ example: 5 }) hidden: number;
  @ApiProperty({ example: 10 }) recommended: number;
  @ApiProperty({ example: 6 }) discounted: number;
  @ApiProperty({ example: 3 }) out_of_stock: number;
}

export class ProductStatsEnvelopeDto {
  @ApiProperty({ type: ProductStatsDto }) data: ProductStatsDto;
}
