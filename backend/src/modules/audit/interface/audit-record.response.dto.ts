import { ApiProperty } from '@nestjs/swagger';
import type { AuditRecordView } from '../application/audit-log-store.port';

/** A recorded value is any JSON value the field had: a text, a number, a flag, a list (category ids), an object, or null. */
const ANY_JSON_VALUE = [
  { type: 'string' },
  { type: 'number' },
  { type: 'boolean' },
  { type: 'array', items: {} },
  { type: 'object', additionalProperties: true },
  { type: 'null' },
];

export class AuditFieldChangeDto {
  @ApiProperty({ example: 129.9, anyOf: ANY_JSON_VALUE, description: 'The value before (null for a creation)' })
  before: unknown;
  @ApiProperty({ example: 99.9, anyOf: ANY_JSON_VALUE, description: 'The value after (null for a deletion)' })
  after: unknown;
}

export class AuditRecordResponseDto {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ example: '2026-11-25T09:30:00.123Z' }) created_at: string;
  @ApiProperty({ example: 1, nullable: true, type: Number }) staff_id: number | null;
  @ApiProperty({ example: 'admin@shop.example', nullable: true, type: String }) staff_email: string | null;
  @ApiProperty({ example: 'admin', nullable: true, type: String }) staff_role: string | null;
  @ApiProperty({ example: '203.0.113.7', nullable: true, type: String, description: 'Client address (TRUST_PROXY decides it)' })
  address: string | null;
  @ApiProperty({ example: 'update', description: 'create, update, delete, status, refund, read, login, login-failed, two-factor-enrol...' })
  action: string;
  @ApiProperty({ example: 'product', description: 'product, product-variant, category, article, seo-record, order, staff-user...' })
  entity_type: string;
  @ApiProperty({ example: '12', nullable: true, type: String }) entity_id: string | null;
  @ApiProperty({
    example: 'product:12',
    nullable: true,
    type: String,
    description: "The item it belongs to (a variant's product, a refund's order): its history lists it",
  })
  parent: string | null;
  @ApiProperty({ example: false, description: 'Done by the shop itself (a stalled refund settled by the sweep), not by a staff member' })
  by_shop: boolean;
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/AuditFieldChangeDto' },
    example: { price: { before: 129.9, after: 99.9 } },
    description: 'Changed fields, before and after; passwords, tokens and secrets are never recorded',
  })
  changes: Record<string, AuditFieldChangeDto>;
}

export class AuditRecordEnvelopeDto {
  @ApiProperty({ type: AuditRecordResponseDto }) data: AuditRecordResponseDto;
}

export class AuditRecordPageDto {
  @ApiProperty({ type: [AuditRecordResponseDto] }) data: AuditRecordResponseDto[];
  @ApiProperty({ example: 120 }) total: number;
}

export function toAuditRecordResponse(record: AuditRecordView): AuditRecordResponseDto {
  return {
    id: record.id,
    created_at: new Date(record.createdAt).toISOString(),
    staff_id: record.staffId,
    staff_email: record.staffEmail,
    staff_role: record.staffRole,
    address: record.address,
    action: record.action,
    entity_type: record.entityType,
    entity_id: record.entityId,
    parent: record.parent,
    by_shop: record.byShop,
    changes: record.changes,
  };
}
