import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SEO_LANGUAGES, SEO_LIMITS, SEO_PAGE_TYPES, SEO_ROBOTS } from '../domain/seo-record';

/**
 * Types are checked here; the SEO rules (choices, lengths, URLs, robots, slug only for category and
 * product) in domain/seo-record.ts, which reports every broken rule at once, named by field.
 * The generous MaxLength only keeps absurd payloads out before the rules run.
 */
export class SeoRecordRequestDto {
  @ApiProperty({ example: 'category', enum: SEO_PAGE_TYPES })
  @IsDefined({ message: 'page_type is required' })
  @IsString()
  @MaxLength(50)
  page_type: string;

  @ApiPropertyOptional({
    example: 'boxing',
    nullable: true,
    type: String,
    maxLength: SEO_LIMITS.pageSlug,
    description: 'Kept for category and product pages only',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  page_slug?: string | null;

  @ApiPropertyOptional({ example: 3, nullable: true, type: Number })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  page_id?: number | null;

  @ApiProperty({ example: 'he', enum: SEO_LANGUAGES })
  @IsDefined({ message: 'language is required' })
  @IsString()
  @MaxLength(10)
  language: string;

  @ApiProperty({ example: 'ציוד אגרוף | חנות ספורט', maxLength: SEO_LIMITS.title })
  @IsDefined({ message: 'title is required' })
  @IsString()
  @MaxLength(5000)
  title: string;

  @ApiProperty({ example: 'כפפות, שקים ומגני ראש לאגרוף במחירים הטובים ביותר.', maxLength: SEO_LIMITS.description })
  @IsDefined({ message: 'description is required' })
  @IsString()
  @MaxLength(5000)
  description: string;

  @ApiPropertyOptional({ example: 'אגרוף, כפפות אגרוף, שק אגרוף', nullable: true, type: String, maxLength: SEO_LIMITS.keywords })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  keywords?: string | null;

  @ApiPropertyOptional({ example: 'ציוד אגרוף', nullable: true, type: String, maxLength: SEO_LIMITS.ogTitle })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  og_title?: string | null;

  @ApiPropertyOptional({ example: 'כל מה שצריך לאימון אגרוף', nullable: true, type: String, maxLength: SEO_LIMITS.ogDescription })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  og_description?: string | null;

  @ApiPropertyOptional({
    example: 'https://shop.example/uploads/boxing.jpg',
    nullable: true,
    type: String,
    description: 'Absolute http(s) URL',
  })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  og_image?: string | null;

  @ApiPropertyOptional({
    example: 'https://shop.example/category/boxing',
    nullable: true,
    type: String,
    description: 'Absolute http(s) URL',
  })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  canonical?: string | null;

  @ApiPropertyOptional({ example: 'index,follow', nullable: true, enum: SEO_ROBOTS })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  robots?: string | null;

  @ApiPropertyOptional({ example: true, default: true })
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;
}
