import { IsEmailAddress } from '../../../shared/http/email-address';
import { MaxStoredEmailLength } from '../../../shared/http/stored-length';
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { CANCELLATION_REASONS, CancellationReason, MAX_QUANTITY } from 'shop-rules';
import { MAX_ID } from '../../../shared/http/id.pipe';

const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const filled = (value: unknown) => value !== undefined && value !== null && value !== '';
/** The most lines an order has (checkout's limit). */
export const MAX_CANCELLATION_LINES = 40;

export class CancellationLineDto {
  @ApiProperty({ example: 101, description: 'The line’s id: `items[].id` of the order or of the quote' })
  @IsInt({ message: 'item_id must be a whole number' })
  @Min(1, { message: 'item_id must be a whole number' })
  @Max(MAX_ID, { message: 'item_id must be a whole number' })
  item_id: number;

  @ApiProperty({ example: 1, minimum: 1, maximum: MAX_QUANTITY, description: 'Units of the line to cancel' })
  @IsInt({ message: `quantity must be a whole number from 1 to ${MAX_QUANTITY}` })
  @Min(1, { message: `quantity must be a whole number from 1 to ${MAX_QUANTITY}` })
  @Max(MAX_QUANTITY, { message: `quantity must be a whole number from 1 to ${MAX_QUANTITY}` })
  quantity: number;
}

/** Lines as both the public calls and staff's refund take them; left out: the whole order (what is left of it). */
export const linesOf = (lines: CancellationLineDto[] | undefined) =>
  lines === undefined ? null : lines.map((line) => ({ itemId: line.item_id, quantity: line.quantity }));

/** The order and who asks: its number and the email or phone it was placed with. */
export class CancellationQuoteRequestDto {
  @ApiProperty({ example: 'ORD-1767607200000-42', description: 'Any case, surrounding spaces ignored' })
  @Trim()
  @IsString({ message: 'order_number is required' })
  @MinLength(1, { message: 'order_number is required' })
  @MaxLength(40, { message: 'order_number must be at most 40 characters' })
  order_number: string;

  @ApiPropertyOptional({ example: 'dana@example.com', description: 'The order’s email, any case. Either email or phone is required' })
  @Trim()
  @ValidateIf((o: CancellationQuoteRequestDto) => filled(o.email) || !filled(o.phone))
  @IsDefined({ message: 'email or phone is required' })
  @IsEmailAddress()
  @MaxStoredEmailLength(254, { message: 'email must be at most 254 characters' })
  email?: string;

  @ApiPropertyOptional({ example: '050-123-4567', description: 'The order’s phone in any format (compared by its digits)' })
  @Trim()
  @ValidateIf((o: CancellationQuoteRequestDto) => filled(o.phone))
  @IsString({ message: 'phone must be text' })
  @Matches(/\d/, { message: 'phone must be a phone number' })
  @MaxLength(40, { message: 'phone must be at most 40 characters' })
  phone?: string;

  @ApiPropertyOptional({
    type: [CancellationLineDto],
    description: 'Lines and units to cancel; left out: the whole order (what is left of it)',
  })
  @IsOptional()
  @IsArray({ message: 'lines must be a list of {item_id, quantity}' })
  @ArrayMinSize(1, { message: 'lines must name at least one line, or be left out for the whole order' })
  @ArrayMaxSize(MAX_CANCELLATION_LINES, { message: `lines must have at most ${MAX_CANCELLATION_LINES} entries` })
  @ValidateNested({ each: true })
  @Type(() => CancellationLineDto)
  lines?: CancellationLineDto[];

  @ApiPropertyOptional({
    example: 'changed_mind',
    enum: CANCELLATION_REASONS,
    description: 'Optional in the quote: without it the fee is shown as for changed_mind',
  })
  @IsOptional()
  @IsIn(CANCELLATION_REASONS, { message: `reason must be one of ${CANCELLATION_REASONS.join(', ')}` })
  reason?: CancellationReason;

  @ApiPropertyOptional({
    example: false,
    description:
      'The shopper states they are a person with a disability, a senior citizen or a new immigrant and the sale included a conversation with the shop: 4 months instead of 14 days',
  })
  @IsOptional()
  @IsBoolean({ message: 'longer_period_statement must be true or false' })
  longer_period_statement?: boolean;

  @ApiPropertyOptional({ example: 'The shoes are too small', maxLength: 1000 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'reason_details must be text' })
  @MaxLength(1000, { message: 'reason_details must be at most 1000 characters' })
  reason_details?: string;
}

export class CancellationRequestDto extends OmitType(CancellationQuoteRequestDto, ['reason'] as const) {
  @ApiProperty({
    example: 'changed_mind',
    enum: CANCELLATION_REASONS,
    description: 'defect, not_as_described and late_or_missing carry no fee',
  })
  @IsDefined({ message: `reason is required: one of ${CANCELLATION_REASONS.join(', ')}` })
  @IsIn(CANCELLATION_REASONS, { message: `reason must be one of ${CANCELLATION_REASONS.join(', ')}` })
  reason: CancellationReason;
}
