import { Body, Controller, Get, Param, Post, UseFilters } from '@nestjs/common';
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
import { toRefundView } from '../application/cancellation-views';
import { RefundOrderUseCase } from '../application/refund-order.use-case';
import { linesOf } from './cancellation.request.dto';
import { RefundEnvelopeDto, RefundListDto } from './cancellation.response.dto';
import { parseOrderId } from './order-id';
import { RefundUnavailableFilter } from './refund-unavailable.filter';
import { OrderRefundRequestDto } from './staff-refund.request.dto';

/** An order's refunds on the orders desk, and a refund staff make themselves. */
@ApiTags('cancellations')
@Controller('api/admin/orders/:id/refunds')
@OrdersDesk()
@UseFilters(RefundUnavailableFilter)
export class OrderRefundsController {
  constructor(
    private readonly refunds: CancellationReadModel,
    private readonly refundOrder: RefundOrderUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The order’s refunds, succeeded and failed, newest first (admin)' })
  @ApiOkResponse({ type: RefundListDto })
  @ApiBadRequestResponse({ description: 'id is not a UUID' })
  async list(@Param('id') id: string): Promise<RefundListDto> {
    return { data: (await this.refunds.refundsOfOrder(parseOrderId(id))).map(toRefundView) };
  }

  @Post()
  @ApiOperation({
    summary: 'Refund the order, whole or chosen lines, with or without the cancellation fee (admin)',
    description:
      'As an approved request does: money back the way it was paid, lines back to stock, the order’s statuses follow. ' +
      'The same request_key again answers the same refund (or the same refusal) and never makes a second one.',
  })
  @ApiCreatedResponse({ type: RefundEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id, request_key, lines or charge_fee is invalid (named in errors)' })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({
    description:
      'REFUND_IN_PROGRESS; ORDER_ALREADY_CANCELLED (nothing paid to give back), ORDER_ALREADY_REFUNDED, NOTHING_TO_CANCEL, WHOLE_ORDER_ONLY',
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
