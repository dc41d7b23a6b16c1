import { ApiProperty } from '@nestjs/swagger';
import { TAX_DOCUMENT_PROVIDERS, TaxDocumentProviderName } from '../application/documents-config.port';
import type { TaxDocumentsStatus } from '../application/tax-documents.queries';
import { TAX_DOCUMENT_KINDS, TAX_DOCUMENT_STATES, TaxDocument, TaxDocumentKind, TaxDocumentState } from '../domain/tax-document';

export class TaxDocumentResponseDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({
    example: 'invoice_receipt',
    enum: TAX_DOCUMENT_KINDS,
    description: 'invoice_receipt (type 320) or credit_note (type 330)',
  })
  kind: TaxDocumentKind;
  @ApiProperty({
    example: 'issued',
    enum: TAX_DOCUMENT_STATES,
    description: 'pending: waiting or being retried; issued: the provider numbered it; failed: refused or out of attempts (retry it)',
  })
  state: TaxDocumentState;
  @ApiProperty({ example: '10042', nullable: true, type: String, description: "The provider's document number, once issued" })
  number: string | null;
  @ApiProperty({
    example: 'https://shop.example/sandbox/documents/view/0b6f3c9e-8c1d-4f5e-9a7b-2d4c6e8f0a1b',
    nullable: true,
    type: String,
  })
  url: string | null;
  @ApiProperty({ example: 1, description: 'Calls made to the provider for it' }) attempts: number;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'Why the last attempt failed' }) last_error: string | null;
  @ApiProperty({ example: null, nullable: true, type: Number, description: 'The refund a credit note is for' }) refund_id: number | null;
  @ApiProperty({ example: '2026-01-05T10:00:00.000Z' }) created_at: string;
  @ApiProperty({ example: '2026-01-05T10:00:02.000Z', nullable: true, type: String }) issued_at: string | null;
}

export class TaxDocumentListDto {
  @ApiProperty({ type: [TaxDocumentResponseDto] }) data: TaxDocumentResponseDto[];
}

export class TaxDocumentEnvelopeDto {
  @ApiProperty({ type: TaxDocumentResponseDto }) data: TaxDocumentResponseDto;
}

export class TaxDocumentsStatusDto {
  @ApiProperty({ example: 'morning', enum: TAX_DOCUMENT_PROVIDERS }) provider: TaxDocumentProviderName;
  @ApiProperty({ example: true, description: 'Documents can be issued (the sandbox, or Morning with its keys)' }) configured: boolean;
  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description: 'What staff must know: documents are not issued (they wait as pending), or not real (the sandbox in production)',
  })
  warning: string | null;
}

export class TaxDocumentsStatusEnvelopeDto {
  @ApiProperty({ type: TaxDocumentsStatusDto }) data: TaxDocumentsStatusDto;
}

export function toTaxDocumentResponse(document: TaxDocument): TaxDocumentResponseDto {
  return {
    id: document.id,
    kind: document.kind,
    state: document.state,
    number: document.number,
    url: document.url,
    attempts: document.attempts,
    last_error: document.lastError,
    refund_id: document.refundId,
    created_at: document.createdAt.toISOString(),
    issued_at: document.issuedAt ? document.issuedAt.toISOString() : null,
  };
}

export const toStatusResponse = (status: TaxDocumentsStatus): TaxDocumentsStatusDto => ({ ...status });
