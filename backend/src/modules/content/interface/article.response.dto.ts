import { ApiProperty } from '@nestjs/swagger';
import { IMAGE_COPIES_PROPERTY, ImageCopyResponseDto } from '../../../shared/http/image-copy.response.dto';

export class ArticleTranslationResponseDto {
  @ApiProperty({ example: 'ru', enum: ['ru', 'he', 'en'] }) language: string;
  @ApiProperty({ example: 'Как выбрать боксёрские перчатки' }) title: string;
  @ApiProperty({ example: '## Размер\nПерчатки подбирают по весу спортсмена.' }) content: string;
}

export class ArticleResponseDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'How to choose boxing gloves' }) title: string;
  @ApiProperty({ example: 'how-to-choose-boxing-gloves' }) slug: string;
  @ApiProperty({ example: '## Size\nGloves are chosen by the weight of the athlete.', description: 'Markdown' }) content: string;
  @ApiProperty({ example: '/uploads/gloves.jpg', nullable: true, type: String }) image_url: string | null;
  @ApiProperty(IMAGE_COPIES_PROPERTY) image_copies?: ImageCopyResponseDto[];
  @ApiProperty({ example: true }) is_active: boolean;
  @ApiProperty({ example: true }) show_in_list: boolean;
  @ApiProperty({ example: '2026-03-01T10:00:00.000Z' }) created_at: string;
  @ApiProperty({ example: '2026-03-02T08:30:00.000Z' }) updated_at: string;
  @ApiProperty({ type: [ArticleTranslationResponseDto] }) translations: ArticleTranslationResponseDto[];
  @ApiProperty({ example: 'Как выбрать боксёрские перчатки', description: 'Title in the requested language, or the base title' })
  localized_title: string;
  @ApiProperty({
    example: '## Размер\nПерчатки подбирают по весу спортсмена.',
    description: 'Content in the requested language, or the base content',
  })
  localized_content: string;
}

export class ArticleEnvelopeDto {
  @ApiProperty({ type: ArticleResponseDto }) data: ArticleResponseDto;
}

export class ArticleListResponseDto {
  @ApiProperty({ type: [ArticleResponseDto] }) data: ArticleResponseDto[];
  @ApiProperty({ example: 57, description: 'Number of matching articles' }) total: number;
}
