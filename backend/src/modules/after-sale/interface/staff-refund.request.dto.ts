import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { CancellationLineDto, MAX_CANCELLATION_LINES } from './cancellation.request.dto';

const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** The request's version staff were shown: a decision for any other version is refused (409). */
class ShownVersionDto {
  @ApiProperty({
    example: 1,
    description: 'The `version` of the request as staff were shown it; 409 CANCELLATION_REQUEST_CHANGED when it changed since',
  })
  @IsDefined({ message: 'version is required: the version of the request you were shown' })
  @IsInt({ message: 'version must be a whole number' })
  @Min(1, { message: 'version must be a whole number from 1' })
  @Max(2_000_000_000, { message: 'version must be a whole number from 1' })
  version: number;
}

export class ApproveCancellationRequestDto extends ShownVersionDto {
  @ApiPropertyOptional({
    example: 'Returned in the store, box unopened',
    maxLength: 1000,
    description: 'Shown to the shopper in the approval email',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'note must be text' })
  @MaxLength(1000, { message: 'note must be at most 1000 characters' })
  note?: string;

  @ApiPropertyOptional({ example: false, default: false, description: 'True: no cancellation fee, whatever the reason' })
  @IsOptional()
  @IsBoolean({ message: 'waive_fee must be true or false' })
  waive_fee?: boolean;
}

/** The approval staff are about to make, for its quote. */
export class ApprovalQuoteRequestDto {
  @ApiPropertyOptional({ example: false, default: false, description: 'True: no cancellation fee, whatever the reason' })
  @IsOptional()
  @IsBoolean({ message: 'waive_fee must be true or false' })
  waive_fee?: boolean;
}

export class RejectCancellationRequestDto extends ShownVersionDto {
  @ApiProperty({ example: 'The shoes were worn outside', maxLength: 1000, description: 'Why: the shopper reads it in the email' })
  @Trim()
  @IsString({ message: 'note is required: say why the request is rejected' })
  @MinLength(1, { message: 'note is required: say why the request is rejected' })
  @MaxLength(1000, { message: 'note must be at most 1000 characters' })
  note: string;
}

/** The refund staff are about to make from the orders desk, for its quote. */
export class OrderRefundQuoteRequestDto {
  @ApiPropertyOptional({ type: [CancellationLineDto], description: 'Lines and units to refund; left out: what is left of the whole order' })
  @IsOptional()
  @IsArray({ message: 'lines must be a list of {item_id, quantity}' })
  @ArrayMinSize(1, { message: 'lines must name at least one line, or be left out for the whole order' })
  @ArrayMaxSize(MAX_CANCELLATION_LINES, { message: `lines must have at most ${MAX_CANCELLATION_LINES} entries` })
  @ValidateNested({ each: true })
  @Type(() => CancellationLineDto)
  lines?: CancellationLineDto[];

  @ApiProperty({ example: false, description: 'Keep the cancellation fee (5% of the goods, at most ₪100)' })
  @IsDefined({ message: 'charge_fee is required: true or false' })
  @IsBoolean({ message: 'charge_fee must be true or false' })
  charge_fee: boolean;
}

export class OrderRefundRequestDto extends OrderRefundQuoteRequestDto {
  @ApiProperty({
    example: '7d1b3c52-4a0e-4f5b-9d8e-2f6a1c0b9e33',
    description: 'A UUID the dialog makes when it opens: the same key again answers the same refund and never makes a second one',
  })
  @IsUUID('all', { message: 'request_key must be a UUID' })
  request_key: string;

  @ApiPropertyOptional({ example: 'Goodwill refund after a phone call', maxLength: 1000 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'note must be text' })
  @MaxLength(1000, { message: 'note must be at most 1000 characters' })
  note?: string;
}
