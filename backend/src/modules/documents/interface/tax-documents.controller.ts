import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../../shared/domain/domain-error';
import { OrdersDesk } from '../../../shared/http/access.decorators';
import { IdPipe } from '../../../shared/http/id.pipe';
import { RetryTaxDocumentUseCase } from '../application/retry-tax-document.use-case';
import { TaxDocumentQueries } from '../application/tax-documents.queries';
import {
  TaxDocumentEnvelopeDto,
  TaxDocumentListDto,
  TaxDocumentsStatusEnvelopeDto,
  toStatusResponse,
  toTaxDocumentResponse,
} from './tax-document.response.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function orderIdOf(raw: string): string {
  if (!UUID.test(raw)) throw DomainError.invalid('INVALID_ORDER_ID', 'id must be a UUID', 'id');
  return raw.toLowerCase();
}

/** The orders desk's view of the tax documents: an order's documents, a retry, and whether documents are issued at all. */
@ApiTags('tax-documents')
@Controller('api/admin')
@OrdersDesk()
export class TaxDocumentsController {
  constructor(
    private readonly documents: TaxDocumentQueries,
    private readonly retryDocument: RetryTaxDocumentUseCase,
  ) {}

  @Get('orders/:id/tax-documents')
  @ApiOperation({
    summary: "An order's tax documents: its invoice-receipt and the credit notes of its refunds, oldest first",
    description: 'An unknown order has none: the answer is an empty list.',
  })
  @ApiOkResponse({ type: TaxDocumentListDto })
  @ApiBadRequestResponse({ description: 'id is not a UUID' })
  async list(@Param('id') id: string): Promise<TaxDocumentListDto> {
    const documents = await this.documents.listForOrder(orderIdOf(id));
    return { data: documents.map(toTaxDocumentResponse) };
  }

  @Get('tax-documents/status')
  @ApiOperation({
    summary: 'Whether tax documents are issued: the provider, whether it is configured, and a warning for staff',
    description: 'With a warning (no provider, Morning without its keys, the sandbox in production) the back office shows a banner.',
  })
  @ApiOkResponse({ type: TaxDocumentsStatusEnvelopeDto })
  status(): TaxDocumentsStatusEnvelopeDto {
    return { data: toStatusResponse(this.documents.status()) };
  }

  @Post('tax-documents/:id/retry')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Issue a failed tax document again',
    description:
      'A failed document becomes pending and is tried at once (one more failure fails it again). A pending one is left as it is. ' +
      'The same document is never issued twice.',
  })
  @ApiOkResponse({ type: TaxDocumentEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'TAX_DOCUMENT_NOT_FOUND' })
  @ApiConflictResponse({ description: 'TAX_DOCUMENT_ISSUED: the document is already issued' })
  async retry(@Param('id', IdPipe) id: number): Promise<TaxDocumentEnvelopeDto> {
    return { data: toTaxDocumentResponse(await this.retryDocument.execute(id)) };
  }
}
