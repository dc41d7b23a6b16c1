import { ApiProperty } from '@nestjs/swagger';
import { IMAGE_COPIES_PROPERTY, ImageCopyResponseDto } from '../../../shared/http/image-copy.response.dto';
import { TranslationResponseDto } from './translation.response.dto';

export class CategoryResponseDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Football' }) name: string;
  @ApiProperty({ example: 'football' }) slug: string;
  @ApiProperty({ example: 'Balls, boots and goals', nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: '/uploads/football.jpg', nullable: true, type: String }) image_url: string | null;
  @ApiProperty(IMAGE_COPIES_PROPERTY) image_copies?: ImageCopyResponseDto[];
  @ApiProperty({ example: false }) is_required: boolean;
  @ApiProperty({ example: true }) is_active: boolean;
  @ApiProperty({ example: 0 }) sort_order: number;
  @ApiProperty({ type: [TranslationResponseDto] }) translations: TranslationResponseDto[];
  @ApiProperty({ example: 'Футбол' }) localized_name: string;
  @ApiProperty({ example: 'Мячи, бутсы и ворота' }) localized_description: string;
  @ApiProperty({ example: 20, description: 'Products on sale (shoppers) or all products (staff)' }) product_count: number;
  @ApiProperty({ example: '2026-03-01T10:00:00.000Z' }) created_at: string;
  @ApiProperty({ example: '2026-03-02T08:30:00.000Z' }) updated_at: string;
}

export class CategoryEnvelopeDto {
  @ApiProperty({ type: CategoryResponseDto }) data: CategoryResponseDto;
}

export class CategoryListDto {
  @ApiProperty({ type: [CategoryResponseDto] }) data: CategoryResponseDto[];
}

export class CategoryPageDto {
  @ApiProperty({ type: [CategoryResponseDto] }) data: CategoryResponseDto[];
  @ApiProperty({ example: 12 }) total: number;
}
