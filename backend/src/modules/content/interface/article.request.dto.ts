import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ARTICLE_LANGUAGES, ARTICLE_LIMITS } from '../domain/article';
import { MAX_ARTICLE_SLUG_LENGTH } from '../domain/article-slug';

/** Types are checked here; the article rules (lengths, languages, blank titles) in domain/article.ts. */
export class ArticleTranslationRequestDto {
  @ApiProperty({ example: 'ru', enum: ARTICLE_LANGUAGES })
  @IsDefined({ message: 'language is required' })
  @IsString()
  language: string;

  @ApiProperty({ example: 'Как выбрать боксёрские перчатки', maxLength: ARTICLE_LIMITS.title })
  @IsDefined({ message: 'title is required' })
  @IsString()
  title: string;

  @ApiPropertyOptional({
    example: '## Размер\nПерчатки подбирают по весу спортсмена.',
    maxLength: ARTICLE_LIMITS.content,
    nullable: true,
    type: String,
  })
  @IsOptional()
  @IsString()
  content?: string | null;
}

export class ArticleRequestDto {
  @ApiProperty({ example: 'How to choose boxing gloves', maxLength: ARTICLE_LIMITS.title })
  @IsDefined({ message: 'title is required' })
  @IsString()
  title: string;

  @ApiPropertyOptional({
    example: 'how-to-choose-boxing-gloves',
    maxLength: MAX_ARTICLE_SLUG_LENGTH,
    nullable: true,
    type: String,
    description:
      'Normalised with the slug rule; must be unique (409). Empty or missing: made from the title, ' + 'numbered -2, -3, ... when taken.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_ARTICLE_SLUG_LENGTH)
  slug?: string | null;

  @ApiPropertyOptional({
    example: '## Size\nGloves are chosen by the weight of the athlete.',
    description: 'Markdown',
    maxLength: ARTICLE_LIMITS.content,
    nullable: true,
    type: String,
  })
  @IsOptional()
  @IsString()
  content?: string | null;

  @ApiPropertyOptional({
    example: '/uploads/gloves.jpg',
    nullable: true,
    type: String,
    description: 'http(s) URL, /uploads/ path or file name',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  image_url?: string | null;

  @ApiPropertyOptional({ example: true, default: true })
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;

  @ApiPropertyOptional({ example: true, default: true, description: 'false hides it from the blog list; it stays readable by its address' })
  @IsOptional()
  @IsBoolean()
  show_in_list?: boolean;

  @ApiPropertyOptional({ type: [ArticleTranslationRequestDto], description: 'One per language (ru, he, en); replaces all translations' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ARTICLE_LANGUAGES.length)
  @ValidateNested({ each: true })
  @Type(() => ArticleTranslationRequestDto)
  translations?: ArticleTranslationRequestDto[] | null;
}
