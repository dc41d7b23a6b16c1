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
import { TEMPLATE_CATEGORIES } from '../domain/size-template';
import { NamedTranslationRequestDto } from './category.request.dto';
import { MAX_ID } from '../../../shared/http/id.pipe';
import { Trim } from './trim.transform';

export class TemplateSizeRequestDto {
  @ApiProperty({ example: '42' })
  @Trim()
  @IsString({ message: 'size is required' })
  @IsNotEmpty({ message: 'size must not be blank' })
  @MaxLength(40)
  size: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '42', description: 'Made from the size when empty' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  sku_suffix?: string | null;

  @ApiPropertyOptional({ example: 10, default: 0 })
  @IsOptional()
  @IsInt({ message: 'default_stock must be a whole number' })
  @Min(0)
  @Max(1_000_000)
  default_stock?: number;

  @ApiPropertyOptional({ example: true, default: true }) @IsOptional() @IsBoolean() is_default_active?: boolean;
}

export class TemplateColorRequestDto {
  @ApiProperty({ example: 'Red' })
  @Trim()
  @IsString({ message: 'color_name is required' })
  @IsNotEmpty({ message: 'color_name must not be blank' })
  @MaxLength(60)
  color_name: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'RED', description: 'Made from the colour name when empty' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  sku_suffix?: string | null;

  @ApiPropertyOptional({ example: true, default: true }) @IsOptional() @IsBoolean() is_default_active?: boolean;
}

export class SizeTemplateRequestDto {
  @ApiProperty({ example: 'Adult football boots' })
  @Trim()
  @IsString({ message: 'name is required' })
  @MinLength(2, { message: 'name must be at least 2 characters long' })
  @MaxLength(120)
  name: string;

  @ApiProperty({ example: 'footwear', enum: TEMPLATE_CATEGORIES })
  @IsIn(TEMPLATE_CATEGORIES, { message: `category must be one of ${TEMPLATE_CATEGORIES.join(', ')}` })
  category: (typeof TEMPLATE_CATEGORIES)[number];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'size',
    description: 'Tag shown on the template card; size, color or size_color when empty',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  variant?: string | null;

  @ApiPropertyOptional({ example: 'EU sizes 38 to 46', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @ApiPropertyOptional({ type: [TemplateSizeRequestDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => TemplateSizeRequestDto)
  sizes?: TemplateSizeRequestDto[];

  @ApiPropertyOptional({ type: [TemplateColorRequestDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => TemplateColorRequestDto)
  colors?: TemplateColorRequestDto[];

  @ApiPropertyOptional({ type: [NamedTranslationRequestDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => NamedTranslationRequestDto)
  translations?: NamedTranslationRequestDto[];
}

export class ApplySizeTemplateRequestDto {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 12,
    description: 'The product the variants are for; NEW is used in SKUs without it',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  product_id?: number | null;
}
