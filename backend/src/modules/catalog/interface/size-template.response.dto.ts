import { ApiProperty } from '@nestjs/swagger';
import { TranslationResponseDto } from './translation.response.dto';

export class TemplateSizeResponseDto {
  @ApiProperty({ example: '42' }) size: string;
  @ApiProperty({ example: '42' }) sku_suffix: string;
  @ApiProperty({ example: 100 }) default_stock: number;
  @ApiProperty({ example: true }) is_default_active: boolean;
}

export class TemplateColorResponseDto {
  @ApiProperty({ example: 'Red' }) color_name: string;
  @ApiProperty({ example: 'RED' }) sku_suffix: string;
  @ApiProperty({ example: true }) is_default_active: boolean;
}

export class SizeTemplateResponseDto {
  @ApiProperty({ example: 2 }) id: number;
  @ApiProperty({ example: 'Adult football boots' }) name: string;
  @ApiProperty({ example: 'footwear' }) category: string;
  @ApiProperty({ example: 'size' }) variant: string;
  @ApiProperty({ example: 'EU sizes 38 to 46', nullable: true, type: String }) description: string | null;
  @ApiProperty({ type: [TemplateSizeResponseDto] }) sizes: TemplateSizeResponseDto[];
  @ApiProperty({ type: [TemplateColorResponseDto] }) colors: TemplateColorResponseDto[];
  @ApiProperty({ type: [TranslationResponseDto] }) translations: TranslationResponseDto[];
  @ApiProperty({ example: 'Бутсы для взрослых' }) localized_name: string;
  @ApiProperty({ example: 'Европейские размеры 38–46' }) localized_description: string;
  @ApiProperty({ example: '2026-03-01T10:00:00.000Z' }) created_at: string;
  @ApiProperty({ example: '2026-03-02T08:30:00.000Z' }) updated_at: string;
}

export class SizeTemplateEnvelopeDto {
  @ApiProperty({ type: SizeTemplateResponseDto }) data: SizeTemplateResponseDto;
}

export class SizeTemplatePageDto {
  @ApiProperty({ type: [SizeTemplateResponseDto] }) data: SizeTemplateResponseDto[];
  @ApiProperty({ example: 6 }) total: number;
}

export class GeneratedVariantResponseDto {
  @ApiProperty({ example: '12-1718000000000-42-RED' }) sku: string;
  @ApiProperty({ example: '42', nullable: true, type: String }) size: string | null;
  @ApiProperty({ example: 'Red', nullable: true, type: String }) color: string | null;
  @ApiProperty({ example: null, nullable: true, type: String }) material: null;
  @ApiProperty({ example: 100 }) stock_quantity: number;
  @ApiProperty({ example: 0 }) price_modifier: number;
  @ApiProperty({ example: true }) is_active: boolean;
}

export class AppliedTemplateDto {
  @ApiProperty({ example: true, description: 'Applying a template switches variants on' }) has_variants: boolean;
  @ApiProperty({ type: [GeneratedVariantResponseDto], description: 'Replace the product variants with these, then save the product' })
  variants: GeneratedVariantResponseDto[];
}

export class AppliedTemplateEnvelopeDto {
  @ApiProperty({ type: AppliedTemplateDto }) data: AppliedTemplateDto;
}
