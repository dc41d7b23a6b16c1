import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../../../shared/http/access.decorators';
import { toRequestedView } from '../application/cancellation.views';
import { QuoteCancellationUseCase } from '../application/quote-cancellation.use-case';
import { RequestCancellationUseCase } from '../application/request-cancellation.use-case';
import { CancellationQuoteRequestDto, CancellationRequestDto, linesOf } from './cancellation.request.dto';
import { CancellationQuoteEnvelopeDto, CancellationRequestedEnvelopeDto } from './cancellation.response.dto';

const REFUSALS =
  'ORDER_ALREADY_CANCELLED, ORDER_ALREADY_REFUNDED, CANCELLATION_PERIOD_OVER (14 days from delivery or pickup, 4 months with ' +
  'longer_period_statement), NOTHING_TO_CANCEL, WHOLE_ORDER_ONLY (an order not paid yet is cancelled whole); the message says why ' +
  'and how to reach the shop';
const NOT_FOUND =
  'ORDER_NOT_FOUND: no order with this number and this email or phone (one answer for both, telling nothing about the order)';
const LIMITED = 'Rate-limited per client (CANCELLATIONS_PER_MINUTE, default 10, for each of the two calls).';

/** The storefront's cancellation page ("ביטול עסקה"): what cancelling would give, and the request itself. */
@ApiTags('cancellations')
@Controller('api/cancellations')
@Public()
export class PublicCancellationsController {
  constructor(
    private readonly quoteCancellation: QuoteCancellationUseCase,
    private readonly requestCancellation: RequestCancellationUseCase,
  ) {}

  @Post('quote')
  @HttpCode(200)
  @ApiOperation({
    summary: 'What cancelling the order, or some of its lines, would give back',
    description: `The order's lines with what is left of each, the goods' value after the order's discount, the fee, the delivery given back, the refund and the deadline. Stores nothing. ${LIMITED}`,
  })
  @ApiOkResponse({ type: CancellationQuoteEnvelopeDto })
  @ApiBadRequestResponse({
    description: 'A field is invalid (named in errors: email, phone, lines.0.item_id, lines.0.quantity, reason...)',
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: REFUSALS })
  @ApiTooManyRequestsResponse({ description: 'Too many cancellation calls from this client' })
  async quote(@Body() body: CancellationQuoteRequestDto): Promise<CancellationQuoteEnvelopeDto> {
    const quote = await this.quoteCancellation.execute({
      orderNumber: body.order_number,
      email: body.email || null,
      phone: body.phone || null,
      lines: linesOf(body.lines),
      reason: body.reason ?? null,
      longerPeriodStatement: body.longer_period_statement ?? false,
    });
    return { data: quote };
  }

  @Post()
  @ApiOperation({
    summary: 'Ask to cancel the order, or some of its lines',
    description: `Checked and priced as the quote, stored with a request number for staff to decide, and confirmed by email in the order's language. One open request per order. ${LIMITED}`,
  })
  @ApiCreatedResponse({ type: CancellationRequestedEnvelopeDto })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in errors), reason missing included' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: `${REFUSALS}; CANCELLATION_ALREADY_REQUESTED: a request of this order already waits for the shop` })
  @ApiTooManyRequestsResponse({ description: 'Too many cancellation calls from this client' })
  async request(@Body() body: CancellationRequestDto): Promise<CancellationRequestedEnvelopeDto> {
    const request = await this.requestCancellation.execute({
      orderNumber: body.order_number,
      email: body.email || null,
      phone: body.phone || null,
      lines: linesOf(body.lines),
      reason: body.reason,
      reasonDetails: body.reason_details || null,
      longerPeriodStatement: body.longer_period_statement ?? false,
    });
    return { data: toRequestedView(request) };
  }
}
