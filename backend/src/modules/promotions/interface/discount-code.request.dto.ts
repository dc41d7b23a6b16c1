import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { DISCOUNT_KINDS } from 'shop-rules';

const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const AMOUNT = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false };
/** The largest amount a DECIMAL(10,2) column holds, and a count far inside an INT column. */
const MAX_AMOUNT = 99_999_999.99;
const MAX_USES = 1_000_000_000;
const given = (value: unknown) => value !== null && value !== undefined;

/** A discount code as staff type it; the read-only fields react-admin sends back on edit are ignored. */
export class DiscountCodeRequestDto {
  @ApiProperty({ example: 'SPORT10', description: 'Case-insensitive, kept in upper case; unique (409 with field `code`)' })
  @Trim()
  @IsString({ message: 'code is required' })
  @MaxLength(40, { message: 'code must be at most 40 characters' })
  code: string;

  @ApiProperty({ example: 'percent', enum: DISCOUNT_KINDS })
  @IsIn(DISCOUNT_KINDS, { message: `kind must be one of ${DISCOUNT_KINDS.join(', ')}` })
  kind: (typeof DISCOUNT_KINDS)[number];

  @ApiProperty({ example: 10, description: 'percent: a whole percentage 1..100; fixed: shekels off the items (above 0)' })
  @IsNumber(AMOUNT, { message: 'value must be a number (at most 2 decimals)' })
  @Min(0.01, { message: 'value must be above 0' })
  @Max(MAX_AMOUNT, { message: `value must be at most ${MAX_AMOUNT}` })
  value: number;

  @ApiPropertyOptional({
    example: 300,
    nullable: true,
    type: Number,
    description: 'Shekels the items (before the discount, delivery not counted) must reach; null: no minimum',
  })
  @IsOptional()
  @ValidateIf((o: DiscountCodeRequestDto) => given(o.minimum_total))
  @IsNumber(AMOUNT, { message: 'minimum_total must be an amount in shekels or null' })
  @Min(0, { message: 'minimum_total must be 0 or more, or null' })
  @Max(MAX_AMOUNT, { message: `minimum_total must be at most ${MAX_AMOUNT}, or null` })
  minimum_total?: number | null;

  @ApiPropertyOptional({
    example: '2026-01-01T00:00:00.000Z',
    nullable: true,
    type: String,
    description: 'From this moment; null: already',
  })
  @IsOptional()
  @ValidateIf((o: DiscountCodeRequestDto) => given(o.valid_from))
  @IsISO8601({ strict: true }, { message: 'valid_from must be an ISO 8601 date-time or null' })
  @MaxLength(40)
  valid_from?: string | null;

  @ApiPropertyOptional({
    example: '2026-12-31T21:59:59.000Z',
    nullable: true,
    type: String,
    description: 'Until this moment; null: no end',
  })
  @IsOptional()
  @ValidateIf((o: DiscountCodeRequestDto) => given(o.valid_to))
  @IsISO8601({ strict: true }, { message: 'valid_to must be an ISO 8601 date-time or null' })
  @MaxLength(40)
  valid_to?: string | null;

  @ApiPropertyOptional({ example: 100, nullable: true, type: Number, description: 'Uses in all; null: unlimited' })
  @IsOptional()
  @ValidateIf((o: DiscountCodeRequestDto) => given(o.max_uses))
  @IsInt({ message: 'max_uses must be a whole number of at least 1, or null' })
  @Min(1, { message: 'max_uses must be a whole number of at least 1, or null' })
  @Max(MAX_USES, { message: `max_uses must be a whole number from 1 to ${MAX_USES}, or null` })
  max_uses?: number | null;

  @ApiPropertyOptional({ example: 1, nullable: true, type: Number, description: 'Uses per customer email (any case); null: unlimited' })
  @IsOptional()
  @ValidateIf((o: DiscountCodeRequestDto) => given(o.max_uses_per_email))
  @IsInt({ message: 'max_uses_per_email must be a whole number of at least 1, or null' })
  @Min(1, { message: 'max_uses_per_email must be a whole number of at least 1, or null' })
  @Max(MAX_USES, { message: `max_uses_per_email must be a whole number from 1 to ${MAX_USES}, or null` })
  max_uses_per_email?: number | null;

  @ApiPropertyOptional({ example: true, default: true, description: 'False: the code reads as unknown at checkout' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ example: 3, description: 'Ignored (read-only)' }) @IsOptional() id?: unknown;
  @ApiPropertyOptional({ example: 0, description: 'Ignored (read-only)' }) @IsOptional() uses?: unknown;
  @ApiPropertyOptional({ example: '2026-01-05T10:00:00.000Z', description: 'Ignored (read-only)' }) @IsOptional() created_at?: unknown;
  @ApiPropertyOptional({ example: '2026-01-05T10:00:00.000Z', description: 'Ignored (read-only)' }) @IsOptional() updated_at?: unknown;
}
