import { Body, Controller, Get, HttpCode, Param, Post, Query, UseFilters } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { formatShekels } from 'shop-rules';
import { parseLanguage } from '../../../shared/localisation/language';
import { Public } from '../../../shared/http/access.decorators';
import { CreatePaymentSessionUseCase } from '../application/create-payment-session.use-case';
import { GetPaymentStatusQuery } from '../application/get-payment-status.use-case';
import { SettlePaymentNotificationUseCase } from '../application/settle-payment-notification.use-case';
import { responseCodeTable } from '../domain/response-codes';
import { parseOrderId } from './order-id.param';
import { PaymentNotifyRequestDto } from './payment-notify.request.dto';
import { PaymentNotifyResponseDto } from './payment-notify.response.dto';
import { PaymentSessionResponseDto } from './payment-session.response.dto';
import { PaymentStatusResponseDto } from './payment-status.response.dto';
import { ProviderUnavailableFilter } from './provider-unavailable.filter';
import { ResponseCodesResponseDto } from './response-codes.response.dto';

const ORDER_ID_PARAM = { name: 'orderId', description: 'Order UUID', example: '3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b' };
const LANG_QUERY = {
  name: 'lang',
  required: false,
  enum: ['he', 'ru', 'en'],
  description: "Message language; default: the order's language (he for the table)",
};

@ApiTags('payments')
@Controller('api/payment')
@UseFilters(ProviderUnavailableFilter)
export class PaymentController {
  constructor(
    private readonly createSession: CreatePaymentSessionUseCase,
    private readonly settle: SettlePaymentNotificationUseCase,
    private readonly paymentStatus: GetPaymentStatusQuery,
  ) {}

  @Post('session/:orderId')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Address of the hosted card form for an order (amount from the order on the server)' })
  @ApiParam(ORDER_ID_PARAM)
  @ApiOkResponse({ type: PaymentSessionResponseDto })
  @ApiBadRequestResponse({ description: 'orderId is not a UUID' })
  @ApiNotFoundResponse({ description: 'Unknown order' })
  @ApiConflictResponse({ description: 'Order already paid, cancelled, or not paid by credit card' })
  @ApiBadGatewayResponse({ description: 'PROVIDER_UNAVAILABLE: the handshake with the provider failed' })
  async session(@Param('orderId') orderId: string): Promise<PaymentSessionResponseDto> {
    const session = await this.createSession.execute({ orderId: parseOrderId(orderId) });
    return { data: { url: session.url } };
  }

  @Post('notify')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Provider notification, server to server (urlencoded, JSON or query string)',
    description: 'The only way an order becomes paid: the token, amount, currency and, where configured, the provider record must agree.',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: PaymentNotifyRequestDto })
  @ApiQuery({ name: 'orderId', type: String, required: true, description: 'Order UUID, put in the notify URL by the shop' })
  @ApiQuery({ name: 'token', type: String, required: true, description: 'HMAC token put in the notify URL by the shop' })
  @ApiOkResponse({ type: PaymentNotifyResponseDto, description: 'paid, failed, or already_settled (nothing changed)' })
  @ApiBadRequestResponse({ description: 'orderId missing or not a UUID' })
  @ApiForbiddenResponse({ description: 'INVALID_PAYMENT_TOKEN' })
  @ApiNotFoundResponse({ description: 'Unknown order' })
  @ApiUnprocessableEntityResponse({ description: 'AMOUNT_MISMATCH, CURRENCY_MISMATCH, RESPONSE_CODE_MISSING, TRANSACTION_NOT_CONFIRMED' })
  @ApiBadGatewayResponse({ description: 'PROVIDER_UNAVAILABLE: the transaction lookup failed; the provider may retry' })
  async notify(@Query() query: Record<string, unknown>, @Body() body: Record<string, unknown>): Promise<PaymentNotifyResponseDto> {
    const status = await this.settle.execute({ query, body });
    return { data: { status } };
  }

  @Get('status/:orderId')
  @Public()
  @ApiOperation({ summary: "An order's payment status record, from the server's records" })
  @ApiParam(ORDER_ID_PARAM)
  @ApiQuery(LANG_QUERY)
  @ApiOkResponse({ type: PaymentStatusResponseDto })
  @ApiBadRequestResponse({ description: 'orderId is not a UUID, or unknown lang' })
  @ApiNotFoundResponse({ description: 'Unknown order' })
  async status(@Param('orderId') orderId: string, @Query('lang') lang?: string): Promise<PaymentStatusResponseDto> {
    const id = parseOrderId(orderId);
    const record = await this.paymentStatus.execute({ orderId: id, lang: lang === undefined ? undefined : parseLanguage(lang, 'he') });
    return {
      data: {
        orderId: record.orderId,
        status: record.status,
        transactionId: record.transactionId,
        authNumber: record.authNumber,
        amount: Number(formatShekels(record.amount)),
        currency: record.currency,
        paymentMethod: record.paymentMethod,
        errorCode: record.errorCode,
        errorMessage: record.errorMessage,
        timestamp: record.timestamp ? record.timestamp.toISOString() : null,
      },
    };
  }

  @Get('response-codes')
  @Public()
  @ApiOperation({ summary: "The provider's response codes with their meanings" })
  @ApiQuery(LANG_QUERY)
  @ApiOkResponse({ type: ResponseCodesResponseDto })
  @ApiBadRequestResponse({ description: 'Unknown lang' })
  responseCodes(@Query('lang') lang?: string): ResponseCodesResponseDto {
    return { data: responseCodeTable(parseLanguage(lang, 'he')) };
  }
}
