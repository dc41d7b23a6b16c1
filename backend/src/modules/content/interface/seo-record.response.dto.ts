import { ApiProperty } from '@nestjs/swagger';
import { SEO_LANGUAGES, SEO_PAGE_TYPES, SEO_ROBOTS } from '../domain/seo-record';

export class SeoRecordResponseDto {
  @ApiProperty({ example: 4 }) id: number;
  @ApiProperty({ example: 'category', enum: SEO_PAGE_TYPES }) page_type: string;
  @ApiProperty({ example: 'boxing', nullable: true, type: String }) page_slug: string | null;
  @ApiProperty({ example: 3, nullable: true, type: Number }) page_id: number | null;
  @ApiProperty({ example: 'he', enum: SEO_LANGUAGES }) language: string;
  @ApiProperty({ example: 'ציוד אגרוף | חנות ספורט' }) title: string;
  @ApiProperty({ example: 'כפפות, שקים ומגני ראש לאגרוף במחירים הטובים ביותר.' }) description: string;
  @ApiProperty({ example: 'אגרוף, כפפות אגרוף', nullable: true, type: String }) keywords: string | null;
  @ApiProperty({ example: 'ציוד אגרוף', nullable: true, type: String }) og_title: string | null;
  @ApiProperty({ example: 'כל מה שצריך לאימון אגרוף', nullable: true, type: String }) og_description: string | null;
  @ApiProperty({ example: 'https://shop.example/uploads/boxing.jpg', nullable: true, type: String }) og_image: string | null;
  @ApiProperty({ example: 'https://shop.example/category/boxing', nullable: true, type: String }) canonical: string | null;
  @ApiProperty({ example: 'index,follow', nullable: true, enum: SEO_ROBOTS }) robots: string | null;
  @ApiProperty({ example: true }) is_active: boolean;
  @ApiProperty({ example: '2026-03-01T10:00:00.000Z' }) created_at: string;
  @ApiProperty({ example: '2026-03-02T08:30:00.000Z' }) updated_at: string;
}

export class SeoRecordEnvelopeDto {
  @ApiProperty({ type: SeoRecordResponseDto }) data: SeoRecordResponseDto;
}

/** A page's record, or null: a page without a record is no error. */
export class SeoPageRecordEnvelopeDto {
  @ApiProperty({ type: SeoRecordResponseDto, nullable: true }) data: SeoRecordResponseDto | null;
}

export class SeoRecordListResponseDto {
  @ApiProperty({ type: [SeoRecordResponseDto] }) data: SeoRecordResponseDto[];
  @ApiProperty({ example: 12, description: 'Number of matching records' }) total: number;
}
