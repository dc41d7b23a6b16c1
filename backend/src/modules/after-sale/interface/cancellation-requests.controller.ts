import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../../shared/domain/domain-error';
import { OrdersDesk } from '../../../shared/http/access.decorators';
import { ApiAdminList } from '../../../shared/http/admin-list-docs';
import { IdPipe } from '../../../shared/http/id.pipe';
import { knownFilter, pageStart, textParam } from '../../../shared/http/query-params';
import { parseListQuery } from '../../../shared/pagination/list-query';
import { sendPage } from '../../../shared/pagination/send-page';
import { ApproveCancellationRequestUseCase } from '../application/approve-cancellation-request.use-case';
import { CancellationReadModel, REQUEST_SORT_FIELDS, RequestSortField } from '../application/cancellation-read-model.port';
import { toRefundQuoteView, toRequestView } from '../application/cancellation.views';
import { QuoteRefundUseCase } from '../application/quote-refund.use-case';
import { RejectCancellationRequestUseCase } from '../application/reject-cancellation-request.use-case';
import { requestNotFound } from '../domain/after-sale.errors';
import { SHOWN_REQUEST_STATES, ShownRequestState } from '../domain/cancellation-request';
import { CancellationRequestEnvelopeDto, CancellationRequestPageDto, RefundQuoteEnvelopeDto } from './cancellation.response.dto';
import { parseOrderId } from './order-id';
import { ApprovalQuoteRequestDto, ApproveCancellationRequestDto, RejectCancellationRequestDto } from './staff-refund.request.dto';

function stateOf(raw: unknown): ShownRequestState | undefined {
  const state = textParam(raw, 'filter.state');
  if (state === undefined) return undefined;
  if (!(SHOWN_REQUEST_STATES as readonly string[]).includes(state)) {
    throw DomainError.invalid('INVALID_FILTER', `filter.state must be one of ${SHOWN_REQUEST_STATES.join(', ')}`, 'filter.state');
  }
  return state as ShownRequestState;
}

/** The back office's cancellation requests: the list, one request, and staff's decision. */
@ApiTags('cancellations')
@Controller('api/admin/cancellation-requests')
@OrdersDesk()
export class CancellationRequestsController {
  constructor(
    private readonly requests: CancellationReadModel,
    private readonly approveRequest: ApproveCancellationRequestUseCase,
    private readonly rejectRequest: RejectCancellationRequestUseCase,
    private readonly quoteRefund: QuoteRefundUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Cancellation requests, filtered and paginated in the database, newest first' })
  @ApiAdminList({
    type: CancellationRequestPageDto,
    resource: 'cancellation-requests',
    exampleTotal: 3,
    sort: { on: REQUEST_SORT_FIELDS, example: '["created_at","DESC"]' },
    filter: { example: '{"state":"open"}', description: 'state (open, approved, rejected), order_id' },
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<CancellationRequestPageDto> {
    const list = parseListQuery(query, { sortable: REQUEST_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], defaultLimit: 25 });
    const filter = knownFilter(list.filter, ['state', 'order_id']);
    const orderId = textParam(filter.order_id, 'filter.order_id');
    const page = await this.requests.listRequests({
      state: stateOf(filter.state),
      orderId: orderId === undefined ? undefined : parseOrderId(orderId, 'filter.order_id'),
      offset: pageStart(list.offset),
      limit: list.limit,
      sort: { field: list.sortField as RequestSortField, order: list.sortOrder },
    });
    return sendPage(res, 'cancellation-requests', page, toRequestView);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One cancellation request' })
  @ApiOkResponse({ type: CancellationRequestEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'CANCELLATION_REQUEST_NOT_FOUND' })
  async show(@Param('id', IdPipe) id: number): Promise<CancellationRequestEnvelopeDto> {
    const request = await this.requests.findRequest(id);
    if (!request) throw requestNotFound();
    return { data: toRequestView(request) };
  }

  @Post(':id/quote')
  @HttpCode(200)
  @ApiOperation({
    summary: 'What approving the request would refund, for staff to confirm; writes nothing',
    description:
      'Planned as the approval plans it on the order as it is now (the fee waived if waive_fee): the amount, the way it goes back ' +
      '(credit_card, bit, cash, none) and the fee kept. The approval plans it again when it is made.',
  })
  @ApiOkResponse({ type: RefundQuoteEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id or waive_fee is invalid (named)' })
  @ApiNotFoundResponse({ description: 'CANCELLATION_REQUEST_NOT_FOUND' })
  @ApiConflictResponse({
    description:
      'CANCELLATION_REQUEST_DECIDED; CANCELLATION_REQUEST_OUTDATED: the order changed since; ORDER_ALREADY_REFUNDED, NOTHING_TO_CANCEL',
  })
  async quote(@Param('id', IdPipe) id: number, @Body() body: ApprovalQuoteRequestDto): Promise<RefundQuoteEnvelopeDto> {
    return { data: toRefundQuoteView(await this.quoteRefund.execute({ requestId: id, waiveFee: body.waive_fee ?? false })) };
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve a cancellation request: refund, stock back, the order follows',
    description:
      'Refunds by the way the order was paid (card or Bit through the payment provider, cash as paid back at the store, nothing when nothing was paid), ' +
      'returns the lines to stock, sets the order cancelled when nothing is left and its payment status refunded or partly_refunded, and emails the shopper. ' +
      'Exactly one refund per request, whatever double clicks or instances.',
  })
  @ApiOkResponse({ type: CancellationRequestEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id or a field is invalid (named)' })
  @ApiNotFoundResponse({ description: 'CANCELLATION_REQUEST_NOT_FOUND' })
  @ApiConflictResponse({
    description:
      'CANCELLATION_REQUEST_DECIDED: decided already or being decided; CANCELLATION_REQUEST_CHANGED: the request changed since the version sent (reload it); REFUND_IN_PROGRESS: another refund of the order runs; ' +
      'CANCELLATION_REQUEST_OUTDATED: the order changed since; ORDER_ALREADY_CANCELLED, ORDER_ALREADY_REFUNDED, NOTHING_TO_CANCEL',
  })
  @ApiUnprocessableEntityResponse({
    description: 'REFUND_DECLINED: the provider refused (message = its message); the request stays open with it',
  })
  @ApiBadGatewayResponse({
    description: 'REFUND_PROVIDER_UNAVAILABLE: the provider could not be asked; nothing was refunded, the request stays open',
  })
  async approve(@Param('id', IdPipe) id: number, @Body() body: ApproveCancellationRequestDto): Promise<CancellationRequestEnvelopeDto> {
    const request = await this.approveRequest.execute({
      requestId: id,
      version: body.version,
      note: body.note || null,
      waiveFee: body.waive_fee ?? false,
    });
    return { data: toRequestView(request) };
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a cancellation request, with a note the shopper reads in the email' })
  @ApiOkResponse({ type: CancellationRequestEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is invalid, or note or version is missing (named)' })
  @ApiNotFoundResponse({ description: 'CANCELLATION_REQUEST_NOT_FOUND' })
  @ApiConflictResponse({
    description:
      'CANCELLATION_REQUEST_DECIDED: decided already or being decided; CANCELLATION_REQUEST_CHANGED: changed since the version sent',
  })
  async reject(@Param('id', IdPipe) id: number, @Body() body: RejectCancellationRequestDto): Promise<CancellationRequestEnvelopeDto> {
    return { data: toRequestView(await this.rejectRequest.execute({ requestId: id, version: body.version, note: body.note })) };
  }
}
