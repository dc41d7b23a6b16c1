import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
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
import { formatShekels, toShekels } from 'shop-rules';
import { parseLanguage } from '../../../shared/localisation/language';
import { Public } from '../../../shared/http/access.decorators';
import { CreatePaymentSessionUseCase } from '../application/create-payment-session.use-case';
import { GetPaymentStatusQuery } from '../application/get-payment-status.use-case';
import { SettlePaymentNotificationUseCase } from '../application/settle-payment-notification.use-case';
import { parseRequestedInstallments } from '../domain/installment-plan';
import { responseCodeTable } from '../domain/response-codes';
import { parseOrderId } from './order-id.param';
import { PaymentNotifyRequestDto } from './payment-notify.request.dto';
import { PaymentNotifyResponseDto } from './payment-notify.response.dto';
import { PaymentSessionRequestDto, PaymentSessionResponseDto } from './payment-session.response.dto';
import { PaymentStatusResponseDto } from './payment-status.response.dto';
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
export class PaymentController {
  constructor(
    private readonly createSession: CreatePaymentSessionUseCase,
    private readonly settle: SettlePaymentNotificationUseCase,
    private readonly paymentStatus: GetPaymentStatusQuery,
  ) {}

  @Post('session/:orderId')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Address of the hosted payment form for an order (amount from the order on the server)',
    description:
      "Card orders may be paid in installments: `installments` (JSON body or query, default 1) within the shop's rule for the order total; " +
      'Bit orders in one payment. The answer says the first and later payments, which add up to the total exactly.',
  })
  @ApiParam(ORDER_ID_PARAM)
  @ApiBody({ type: PaymentSessionRequestDto, required: false })
  @ApiQuery({ name: 'installments', type: Number, required: false, description: 'Number of payments, when not in the body' })
  @ApiOkResponse({ type: PaymentSessionResponseDto })
  @ApiBadRequestResponse({
    description:
      'orderId is not a UUID; INSTALLMENTS_NOT_ALLOWED (field installments): a number the rule does not allow, or more than 1 for Bit',
  })
  @ApiNotFoundResponse({ description: 'Unknown order' })
  @ApiConflictResponse({
    description:
      'ORDER_ALREADY_PAID, ORDER_CANCELLED, PAYMENT_METHOD_NOT_CARD (paid at the store); NOTHING_TO_PAY: the order totals ₪0 and is settled as placed',
  })
  @ApiBadGatewayResponse({ description: 'PROVIDER_UNAVAILABLE: the handshake with the provider failed' })
  async session(
    @Param('orderId') orderId: string,
    @Query() query: Record<string, unknown>,
    @Body() body: unknown,
  ): Promise<PaymentSessionResponseDto> {
    const id = parseOrderId(orderId);
    const fromBody = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).installments : undefined;
    const installments = parseRequestedInstallments(fromBody ?? query.installments);
    const session = await this.createSession.execute({ orderId: id, installments });
    return {
      data: {
        url: session.url,
        method: session.method,
        installments: session.installments,
        first_payment: toShekels(session.firstPayment),
        later_payment: session.laterPayment === null ? null : toShekels(session.laterPayment),
        max_installments: session.maxInstallments,
      },
    };
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
  @ApiQuery({
    name: 'installments',
    type: Number,
    required: false,
    description: 'Payments offered, put in the notify URL by the shop when more than one (bound by the token)',
  })
  @ApiUnprocessableEntityResponse({
    description:
      'AMOUNT_MISMATCH, CURRENCY_MISMATCH, INSTALLMENTS_MISMATCH (o_cred_type / o_npay differ from the payments offered), RESPONSE_CODE_MISSING, TRANSACTION_NOT_CONFIRMED',
  })
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
