import { MaxStoredEmailLength } from '../../../shared/http/stored-length';
import { MAX_ID } from '../../../shared/http/id.pipe';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

export class BackInStockRequestDto {
  @ApiProperty({ example: 'dana@example.com', description: 'Used for this one email only' })
  @IsString({ message: 'email must be a valid email address' })
  @MaxStoredEmailLength(254, { message: 'email must be a valid email address' })
  email: string;

  @ApiProperty({
    example: 31,
    required: false,
    nullable: true,
    type: Number,
    description: 'The sold-out variant; required when the product has variants',
  })
  @IsOptional()
  @ValidateIf((o: BackInStockRequestDto) => o.variant_id !== null)
  @IsInt({ message: 'variant_id must be a variant id' })
  @Min(1, { message: 'variant_id must be a variant id' })
  @Max(MAX_ID, { message: 'variant_id must be a variant id' })
  variant_id?: number | null;

  @ApiProperty({ example: 'he', enum: ['he', 'ru'], required: false, description: 'The language of the email (default he)' })
  @IsOptional()
  @IsIn(['he', 'ru'], { message: 'language must be he or ru' })
  language?: 'he' | 'ru';
}

export class StopBackInStockDto {
  @ApiProperty({ example: 'q3Jk...', description: "The token of the email's unsubscribe link" })
  @IsString({ message: 'token must be the link’s token' })
  @MaxLength(64, { message: 'token must be the link’s token' })
  token: string;
}

export class BackInStockAcceptedDto {
  @ApiProperty({ example: true }) ok: boolean;
}

export class WaitingCountDto {
  @ApiProperty({ example: 12 }) product_id: number;
  @ApiProperty({ example: 'Football', description: "The product's base name" }) product_name: string;
  @ApiProperty({ example: 4, description: 'Shoppers waiting for the product or one of its variants' }) waiting: number;
}

export class WaitingCountsDto {
  @ApiProperty({ type: [WaitingCountDto] }) data: WaitingCountDto[];
}
