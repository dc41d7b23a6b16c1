import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { TRANSLATION_LANGUAGES } from '../../../shared/localisation/language';
import { Trim } from './trim.transform';

/** A translation whose language and name are both required (categories, size templates). */
export class NamedTranslationRequestDto {
  @ApiProperty({ example: 'he', enum: TRANSLATION_LANGUAGES })
  @Trim()
  @IsIn(TRANSLATION_LANGUAGES, { message: `language must be one of ${TRANSLATION_LANGUAGES.join(', ')}` })
  language: string;

  @ApiProperty({ example: 'כדורגל' })
  @Trim()
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name must not be blank' })
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional({ example: 'ציוד לכדורגל', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string | null;
}

export class CategoryRequestDto {
  @ApiProperty({ example: 'Football', description: 'The key name; the slug is made from it' })
  @Trim()
  @IsString({ message: 'name is required' })
  @MinLength(2, { message: 'name must be at least 2 characters long' })
  @MaxLength(120)
  name: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'football',
    description: 'Made from the name when empty; 409 when another category has it',
  })
  @IsOptional()
  @IsString()
  @MaxLength(140)
  slug?: string | null;

  @ApiPropertyOptional({ example: 'Balls, boots and goals', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  @ApiPropertyOptional({ example: '/uploads/football.jpg', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  image_url?: string | null;

  @ApiPropertyOptional({ example: false, default: false }) @IsOptional() @IsBoolean() is_required?: boolean;
  @ApiPropertyOptional({ example: true, default: true }) @IsOptional() @IsBoolean() is_active?: boolean;

  @ApiPropertyOptional({ example: 0, default: 0 })
  @IsOptional()
  @IsInt({ message: 'sort_order must be a whole number' })
  @Min(0)
  @Max(1_000_000)
  sort_order?: number;

  @ApiPropertyOptional({ type: [NamedTranslationRequestDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => NamedTranslationRequestDto)
  translations?: NamedTranslationRequestDto[];
}
