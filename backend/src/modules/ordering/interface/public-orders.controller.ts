import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../../shared/domain/domain-error';
import { Public } from '../../../shared/http/access.decorators';
import { InvoiceLinks } from '../application/invoice-links.port';
import { OrderReadModel } from '../application/order-read-model.port';
import { toTrackedOrderView } from '../application/order.views';
import { PlaceOrderUseCase } from '../application/place-order.use-case';
import { QuoteOrderUseCase } from '../application/quote-order.use-case';
import { requestFingerprint } from '../domain/request-fingerprint';
import { TrackOrderUseCase } from '../application/track-order.use-case';
import type { Order } from '../domain/order';
import { orderNotFound } from '../domain/ordering.errors';
import { toDeliveryAddress } from './delivery-address.request.dto';
import { parseOrderId } from './order-id';
import { OrderEnvelopeDto, TrackedOrderEnvelopeDto } from './order.response.dto';
import { OrderQuoteEnvelopeDto } from './order-quote.response.dto';
import { PlaceOrderRequestDto } from './place-order.request.dto';
import { QuoteOrderRequestDto } from './quote-order.request.dto';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function idempotencyKeyOf(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(raw)) {
    throw DomainError.invalid('INVALID_IDEMPOTENCY_KEY', 'Idempotency-Key must be 1 to 200 visible ASCII characters', 'Idempotency-Key');
  }
  return raw;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Storefront side of ordering: checkout, tracking and the payment page's order read. */
@ApiTags('orders')
@Controller('api/orders')
export class PublicOrdersController {
  constructor(
    private readonly placeOrder: PlaceOrderUseCase,
    private readonly quoteOrder: QuoteOrderUseCase,
    private readonly trackOrder: TrackOrderUseCase,
    private readonly orders: OrderReadModel,
    private readonly invoiceLinks: InvoiceLinks,
  ) {}

  @Post('quote')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Price a cart as checkout would, without ordering',
    description:
      'Answers each line with its current unit price, line total, the stock it draws on and, when placing the order would ' +
      'refuse it, the reason (OUT_OF_STOCK, PRODUCT_NOT_FOUND, PRODUCT_NOT_AVAILABLE, VARIANT_REQUIRED, VARIANT_NOT_FOUND, ' +
      'VARIANT_NOT_AVAILABLE, PRICE_UNAVAILABLE), and the totals for the lines without a problem: the discount of the code sent ' +
      '(a refused code is answered in discount_error, the prices without it), the delivery fee (free from free_delivery_from, ' +
      'measured on the items after the discount), the total and the most card payments for it. Prices sent by the ' +
      'browser are ignored. Reserves no stock, takes no code use and stores nothing.',
  })
  @ApiOkResponse({ type: OrderQuoteEnvelopeDto })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in errors, e.g. `items.1.quantity`)' })
  async quote(@Body() body: QuoteOrderRequestDto): Promise<OrderQuoteEnvelopeDto> {
    const quote = await this.quoteOrder.execute({
      language: body.language ?? 'he',
      items: body.items.map((item) => ({ productId: item.product_id, variantId: item.variant_id ?? null, quantity: item.quantity })),
      deliveryMethod: body.delivery_method ?? 'pickup',
      discountCode: body.discount_code || null,
      customerEmail: body.customer_email || null,
    });
    return { data: quote };
  }

  @Post()
  @Public()
  @ApiOperation({
    summary: 'Place an order (guest checkout)',
    description:
      'The server prices every line from the catalog (prices sent by the browser are ignored), checks products, variants ' +
      "and quantities, prices delivery and the discount code, and takes the stock and the code's use in the same transaction. Cash orders start as `new`, card orders as `unpaid`; " +
      'payment_status starts `pending`. A confirmation email is sent after the order is stored. With an `Idempotency-Key`, ' +
      'a retry of the same request within 24 h answers the first answer again (the same order, or the same refusal) and ' +
      'creates nothing, on any instance; a retry sent while the first request is still running waits for its answer (up to ' +
      '10 s, then 409 IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After).',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Any unique text (1-200 visible ASCII characters), e.g. a UUID per checkout attempt',
  })
  @ApiCreatedResponse({ type: OrderEnvelopeDto })
  @ApiBadRequestResponse({
    description: 'A field is invalid (named in errors, e.g. `items.1.quantity`), the cart is empty or the Idempotency-Key is malformed',
  })
  @ApiConflictResponse({
    description:
      'OUT_OF_STOCK: a line asks for more than is left (the line is named); DISCOUNT_CODE_USED_UP (field discount_code); ' +
      'IDEMPOTENCY_KEY_IN_PROGRESS: the first request with this key is still running (send it again after Retry-After seconds)',
  })
  @ApiUnprocessableEntityResponse({
    description:
      'A line names an unknown, inactive or hidden product, a variant of another product, an inactive variant, or no variant ' +
      'for a product sold by variant (PRODUCT_NOT_FOUND, PRODUCT_NOT_AVAILABLE, VARIANT_NOT_FOUND, VARIANT_NOT_AVAILABLE, ' +
      'VARIANT_REQUIRED); COURIER_UNAVAILABLE (field delivery_method); DISCOUNT_CODE_UNKNOWN, DISCOUNT_CODE_NOT_YET_VALID, ' +
      'DISCOUNT_CODE_EXPIRED, DISCOUNT_CODE_ALREADY_USED, DISCOUNT_CODE_BELOW_MINIMUM (field discount_code: the minimum is ' +
      'compared with the items before the discount, delivery not counted); or IDEMPOTENCY_KEY_REUSED: the key was used with another body',
  })
  async place(
    @Body() body: PlaceOrderRequestDto,
    @Headers('idempotency-key') rawKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderEnvelopeDto> {
    const key = idempotencyKeyOf(rawKey);
    const answer = await this.placeOrder.execute({
      customer: {
        name: body.customer_name,
        email: body.customer_email,
        phone: body.customer_phone,
        companyName: body.companyName || body.company_name || null,
      },
      paymentMethod: body.payment_method,
      deliveryMethod: body.delivery_method ?? 'pickup',
      deliveryAddress: body.delivery_method === 'courier' && body.delivery_address ? toDeliveryAddress(body.delivery_address) : null,
      discountCode: body.discount_code || null,
      notes: body.notes || null,
      language: body.language ?? 'he',
      items: body.items.map((item) => ({ productId: item.product_id, variantId: item.variant_id ?? null, quantity: item.quantity })),
      idempotency: key ? { key, requestHash: requestFingerprint(body) } : undefined,
    });
    res.status(answer.status);
    if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
    return answer.body as OrderEnvelopeDto;
  }

  @Get('track')
  @Public()
  @ApiOperation({
    summary: 'Track an order by its number and the email it was placed with (any case)',
    description: 'Rate-limited per client (TRACKING_LOOKUPS_PER_MINUTE, default 30).',
  })
  @ApiQuery({ name: 'order_number', required: true, example: 'ORD-1767607200000-42' })
  @ApiQuery({ name: 'email', required: true, example: 'dana@example.com' })
  @ApiOkResponse({ type: TrackedOrderEnvelopeDto })
  @ApiBadRequestResponse({ description: "'Необходимо указать номер заказа и email': a field is missing" })
  @ApiForbiddenResponse({ description: "'Email не соответствует заказу'" })
  @ApiNotFoundResponse({ description: "'Заказ не найден или произошла ошибка'" })
  @ApiTooManyRequestsResponse({ description: 'Too many lookups from this client' })
  async track(@Query('order_number') orderNumber: unknown, @Query('email') email: unknown): Promise<TrackedOrderEnvelopeDto> {
    const order = await this.trackOrder.execute({ orderNumber: text(orderNumber), email: text(email) });
    return { data: await this.tracked(order) };
  }

  @Get(':id')
  @Public()
  @ApiOperation({
    summary: 'Read an order by its id (payment page, order details)',
    description: 'The id is an unguessable UUID handed to the shopper at checkout; holding it is the permission to read the order.',
  })
  @ApiOkResponse({ type: TrackedOrderEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a UUID' })
  @ApiNotFoundResponse({ description: 'No such order' })
  async byId(@Param('id') id: string): Promise<TrackedOrderEnvelopeDto> {
    const order = await this.orders.findById(parseOrderId(id));
    if (!order) throw orderNotFound();
    return { data: await this.tracked(order) };
  }

  /** With the invoice-receipt's link once it is issued. */
  private async tracked(order: Order) {
    const links = await this.invoiceLinks.forOrders([order.id]);
    return toTrackedOrderView(order, links.get(order.id) ?? null);
  }
}
