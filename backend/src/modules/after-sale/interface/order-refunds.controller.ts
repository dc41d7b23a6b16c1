import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { OrdersDesk } from '../../../shared/http/access.decorators';
import { CancellationReadModel } from '../application/cancellation-read-model.port';
import { toRefundQuoteView, toRefundView } from '../application/cancellation.views';
import { QuoteRefundUseCase } from '../application/quote-refund.use-case';
import { RefundOrderUseCase } from '../application/refund-order.use-case';
import { linesOf } from './cancellation.request.dto';
import { RefundEnvelopeDto, RefundListDto, RefundQuoteEnvelopeDto } from './cancellation.response.dto';
import { parseOrderId } from './order-id';
import { OrderRefundQuoteRequestDto, OrderRefundRequestDto } from './staff-refund.request.dto';

/** An order's refunds on the orders desk, and a refund staff make themselves. */
@ApiTags('cancellations')
@Controller('api/admin/orders/:id/refunds')
@OrdersDesk()
export class OrderRefundsController {
  constructor(
    private readonly refunds: CancellationReadModel,
    private readonly refundOrder: RefundOrderUseCase,
    private readonly quoteRefund: QuoteRefundUseCase,
  ) {}

  @Post('quote')
  @HttpCode(200)
  @ApiOperation({
    summary: 'What a refund of the order would give back, for staff to confirm; writes nothing',
    description:
      'Planned as POST .../refunds plans it on the order as it is now: the amount, the way it goes back (credit_card, bit, cash, none) and the fee kept. ' +
      'The refund itself is planned again when it is made.',
  })
  @ApiOkResponse({ type: RefundQuoteEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id, lines or charge_fee is invalid (named in errors)' })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ORDER_ALREADY_CANCELLED, ORDER_ALREADY_REFUNDED, NOTHING_TO_CANCEL, WHOLE_ORDER_ONLY' })
  async quote(@Param('id') id: string, @Body() body: OrderRefundQuoteRequestDto): Promise<RefundQuoteEnvelopeDto> {
    const planned = await this.quoteRefund.execute({ orderId: parseOrderId(id), lines: linesOf(body.lines), chargeFee: body.charge_fee });
    return { data: toRefundQuoteView(planned) };
  }

  @Get()
  @ApiOperation({ summary: 'The order’s refunds, succeeded and failed, newest first' })
  @ApiOkResponse({ type: RefundListDto })
  @ApiBadRequestResponse({ description: 'id is not a UUID' })
  async list(@Param('id') id: string): Promise<RefundListDto> {
    return { data: (await this.refunds.refundsOfOrder(parseOrderId(id))).map(toRefundView) };
  }

  @Post()
  @ApiOperation({
    summary: 'Refund the order, whole or chosen lines, with or without the cancellation fee',
    description:
      'As an approved request does: money back the way it was paid, lines back to stock, the order’s statuses follow. ' +
      'The same request_key again answers the same refund (or the same refusal) and never makes a second one, on any instance: ' +
      'a retry sent while the first is still being made waits for it (up to 10 s, then 409 REFUND_KEY_IN_PROGRESS with Retry-After).',
  })
  @ApiCreatedResponse({ type: RefundEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id, request_key, lines or charge_fee is invalid (named in errors)' })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({
    description:
      'REFUND_IN_PROGRESS: another refund of the order is being made; REFUND_KEY_IN_PROGRESS: the refund with this request_key ' +
      'is still being made (send it again after Retry-After seconds); ORDER_ALREADY_CANCELLED (nothing paid to give back), ' +
      'ORDER_ALREADY_REFUNDED, NOTHING_TO_CANCEL, WHOLE_ORDER_ONLY',
  })
  @ApiUnprocessableEntityResponse({
    description: 'REFUND_DECLINED: the provider refused (message = its message); REFUND_KEY_REUSED: the key belongs to another order',
  })
  @ApiBadGatewayResponse({ description: 'REFUND_PROVIDER_UNAVAILABLE: the provider could not be asked; nothing was refunded' })
  async refund(@Param('id') id: string, @Body() body: OrderRefundRequestDto): Promise<RefundEnvelopeDto> {
    const refund = await this.refundOrder.execute({
      orderId: parseOrderId(id),
      requestKey: body.request_key.toLowerCase(),
      lines: linesOf(body.lines),
      chargeFee: body.charge_fee,
      note: body.note || null,
    });
    return { data: toRefundView(refund) };
  }
}
