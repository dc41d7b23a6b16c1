import { ApiProperty } from '@nestjs/swagger';
import { DISCOUNT_KINDS, toShekels } from 'shop-rules';
import type { DiscountCode } from '../domain/discount-code';

export class DiscountCodeResponseDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'SPORT10' }) code: string;
  @ApiProperty({ example: 'percent', enum: DISCOUNT_KINDS }) kind: string;
  @ApiProperty({ example: 10, description: 'percent: the percentage; fixed: shekels' }) value: number;
  @ApiProperty({ example: null, nullable: true, type: Number, description: 'Shekels' }) minimum_total: number | null;
  @ApiProperty({ example: null, nullable: true, type: String }) valid_from: string | null;
  @ApiProperty({ example: null, nullable: true, type: String }) valid_to: string | null;
  @ApiProperty({ example: null, nullable: true, type: Number }) max_uses: number | null;
  @ApiProperty({ example: 1, nullable: true, type: Number }) max_uses_per_email: number | null;
  @ApiProperty({ example: true }) active: boolean;
  @ApiProperty({ example: 4, description: 'Orders holding a use so far (a cancelled order gave its use back)' }) uses: number;
  @ApiProperty({ example: '2026-01-05T10:00:00.000Z' }) created_at: string;
  @ApiProperty({ example: '2026-01-05T10:00:00.000Z' }) updated_at: string;
}

export class DiscountCodeEnvelopeDto {
  @ApiProperty({ type: DiscountCodeResponseDto }) data: DiscountCodeResponseDto;
}

export class DiscountCodePageDto {
  @ApiProperty({ type: [DiscountCodeResponseDto] }) data: DiscountCodeResponseDto[];
  @ApiProperty({ example: 2 }) total: number;
}

export class DeletedDiscountCodeDto {
  @ApiProperty({ type: Object, example: { id: 3 } }) data: { id: number };
}

export function toDiscountCodeResponse(code: DiscountCode): DiscountCodeResponseDto {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.kind === 'percent' ? code.value : toShekels(code.value),
    minimum_total: code.minimumTotal === null ? null : toShekels(code.minimumTotal),
    valid_from: code.validFrom?.toISOString() ?? null,
    valid_to: code.validTo?.toISOString() ?? null,
    max_uses: code.maxUses,
    max_uses_per_email: code.maxUsesPerEmail,
    active: code.active,
    uses: code.usesCount,
    created_at: code.createdAt.toISOString(),
    updated_at: code.updatedAt.toISOString(),
  };
}
