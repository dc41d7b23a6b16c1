import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { parseListQuery } from '../../../shared/pagination/list-query';
import { booleanParam } from '../../../shared/http/query-params';
import { sendPage } from '../../../shared/pagination/send-page';
import { AdminOnly, OrdersDesk } from '../../../shared/http/access.decorators';
import { ChangeOrderStatusUseCase } from '../application/change-order-status.use-case';
import { InvoiceLinks } from '../application/invoice-links.port';
import { RecordCashPaymentUseCase } from '../application/record-cash-payment.use-case';
import type { Order } from '../domain/order';
import { DeleteOrderUseCase } from '../application/delete-order.use-case';
import { parseOrderFilters } from '../application/order-filters.rules';
import { ORDER_SORT_FIELDS, OrderReadModel, OrderSortField } from '../application/order-read-model.port';
import { toOrderRowView, toOrderView } from '../application/order.views';
import { UpdateOrderDetailsUseCase } from '../application/update-order-details.use-case';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../domain/order-status';
import { ChangeOrderStatusRequestDto, UpdateOrderDetailsRequestDto } from './admin-order.request.dto';
import { toDeliveryAddress } from './delivery-address.request.dto';
import { parseOrderId } from './order-id';
import { DeletedOrderResponseDto, OrderEnvelopeDto, OrderListResponseDto, OrderStatsResponseDto } from './order.response.dto';
import { AppConfig } from '../../../shared/config/app-config';
import { sendCsv } from '../../../shared/csv/csv-response';
import { DomainError } from '../../../shared/domain/domain-error';
import { dayLabel, shopDay } from '../../../shared/domain/shop-calendar';
import { ExportOrdersUseCase } from '../application/export-orders.use-case';
import { ORDER_EXPORT_LAYOUTS, OrderExportLayout } from '../application/order-export-rows.rules';

function parseExportLayout(raw: unknown): OrderExportLayout {
  if (raw === undefined || raw === '') return 'orders';
  if (typeof raw === 'string' && (ORDER_EXPORT_LAYOUTS as readonly string[]).includes(raw)) return raw as OrderExportLayout;
  throw DomainError.invalid('INVALID_LAYOUT', `layout must be one of ${ORDER_EXPORT_LAYOUTS.join(', ')}`, 'layout');
}

/**
 * The back office's orders desk (roles admin and orders). Registered before the public controller so
 * `stats` is not taken for an id. Deleting an order takes it out of the shop's books: admins only.
 */
@ApiTags('orders')
@Controller('api/orders')
@OrdersDesk()
export class AdminOrdersController {
  constructor(
    private readonly config: AppConfig,
    private readonly orders: OrderReadModel,
    private readonly changeStatus: ChangeOrderStatusUseCase,
    private readonly updateDetails: UpdateOrderDetailsUseCase,
    private readonly deleteOrder: DeleteOrderUseCase,
    private readonly recordCashPayment: RecordCashPaymentUseCase,
    private readonly invoiceLinks: InvoiceLinks,
    private readonly exportOrders: ExportOrdersUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List orders, filtered, sorted and paginated in the database; rows include their lines',
    description:
      'Filters come as plain query parameters or inside `filter={...}` (react-admin). Dates are the shop’s days (SHOP_TIME_ZONE), both ends inclusive.',
  })
  @ApiQuery({ name: 'sort', required: false, example: '["created_at","DESC"]', description: `Fields: ${ORDER_SORT_FIELDS.join(', ')}` })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({
    name: 'filter',
    required: false,
    example: '{"status":"new","search":"dana"}',
    description: 'status, payment_status, date_from, date_to, search (or q), cancellation ("open"), paid_after_cancellation ("true")',
  })
  @ApiQuery({ name: 'page', required: false, example: '1' })
  @ApiQuery({ name: 'per_page', required: false, example: '25' })
  @ApiQuery({ name: 'status', required: false, enum: ORDER_STATUSES })
  @ApiQuery({ name: 'payment_status', required: false, enum: PAYMENT_STATUSES })
  @ApiQuery({
    name: 'cancellation',
    required: false,
    enum: ['open'],
    description: 'open: only orders with a cancellation request waiting for staff',
  })
  @ApiQuery({
    name: 'paid_after_cancellation',
    required: false,
    enum: ['true'],
    description: 'true: only orders a card or Bit payment reached after they were cancelled (refunded since or not)',
  })
  @ApiQuery({
    name: 'date_from',
    required: false,
    example: '2026-01-01',
    description: "The shop's day (SHOP_TIME_ZONE) YYYY-MM-DD, inclusive",
  })
  @ApiQuery({
    name: 'date_to',
    required: false,
    example: '2026-01-31',
    description: "The shop's day (SHOP_TIME_ZONE) YYYY-MM-DD, inclusive",
  })
  @ApiQuery({
    name: 'search',
    required: false,
    example: 'dana',
    description:
      'A whole order number, email or phone (any format, e.g. 050-123-4567 or +972 50 123 4567) finds exactly that; anything else is words, each matching the beginning of a word of the name, of the email before its @, of the phone digits or of the order number; any case (alias `q`)',
  })
  @ApiQuery({
    name: 'lines',
    required: false,
    type: Boolean,
    example: false,
    description:
      "false: the rows come without their lines (the desk's list, which reads them with one order: GET /api/admin/orders/{id}); " +
      'true (the default): with them. Also inside `filter={...}`',
  })
  @ApiOkResponse({ type: OrderListResponseDto, description: 'Also sets `Content-Range: orders 0-24/57`' })
  @ApiBadRequestResponse({
    description:
      'Malformed sort, range, filter, status, payment_status, cancellation, paid_after_cancellation, date or lines (the field is named)',
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<OrderListResponseDto> {
    const listQuery = parseListQuery(query, { sortable: ORDER_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], defaultLimit: 25 });
    const filters = parseOrderFilters(query, listQuery.filter, this.config.shopTimeZone);
    const pageRequest = { ...listQuery, sortField: listQuery.sortField as OrderSortField };
    if (booleanParam(listQuery.filter.lines ?? query.lines, 'lines') === false) {
      const page = await this.orders.listWithoutLines(filters, pageRequest);
      const links = await this.invoiceLinks.forOrders(page.items.map((order) => order.id));
      return sendPage(res, 'orders', page, (order) => toOrderRowView(order, links.get(order.id) ?? null));
    }
    const page = await this.orders.list(filters, pageRequest);
    const links = await this.invoiceLinks.forOrders(page.items.map((order) => order.id));
    return sendPage(res, 'orders', page, (order) => toOrderView(order, links.get(order.id) ?? null));
  }

  @Get('export')
  @ApiOperation({
    summary: 'Download the orders the desk shows as CSV: one row per order or per line',
    description:
      'The same filters as the list (plain parameters or `filter={...}`), newest first, streamed. UTF-8 with a byte order mark ' +
      '(Excel reads Hebrew and Russian), amounts with two decimals, dates and times on the shop’s clock (SHOP_TIME_ZONE). ' +
      'Fetched with the staff token in the Authorization header, like every staff call.',
  })
  @ApiProduces('text/csv')
  @ApiQuery({
    name: 'layout',
    required: false,
    enum: ORDER_EXPORT_LAYOUTS,
    description: 'orders (default): one row per order; lines: one row per order line',
  })
  @ApiQuery({ name: 'filter', required: false, example: '{"status":"new","date_from":"2026-11-01"}', description: 'As the list' })
  @ApiQuery({ name: 'status', required: false, enum: ORDER_STATUSES })
  @ApiQuery({ name: 'payment_status', required: false, enum: PAYMENT_STATUSES })
  @ApiQuery({ name: 'cancellation', required: false, enum: ['open'] })
  @ApiQuery({ name: 'paid_after_cancellation', required: false, enum: ['true'] })
  @ApiQuery({ name: 'date_from', required: false, example: '2026-01-01' })
  @ApiQuery({ name: 'date_to', required: false, example: '2026-01-31' })
  @ApiQuery({ name: 'search', required: false, example: 'dana' })
  @ApiOkResponse({ description: 'The CSV file (Content-Disposition: attachment)', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiBadRequestResponse({ description: 'Malformed filter, status, date or layout (the field is named)' })
  async export(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const filter = parseListQuery(query, { sortable: ORDER_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], defaultLimit: 25 }).filter;
    const filters = parseOrderFilters(query, filter, this.config.shopTimeZone);
    const layout = parseExportLayout(query.layout);
    const file = await this.exportOrders.execute({ filters, layout, timeZone: this.config.shopTimeZone });
    const day = dayLabel(shopDay(new Date(), this.config.shopTimeZone));
    await sendCsv(res, { fileName: `${layout === 'lines' ? 'order-lines' : 'orders'}-${day}.csv`, columns: file.columns, rows: file.rows });
  }

  @Get('stats')
  @ApiOperation({ summary: 'Order counts per status: total, unpaid, paid, new, preparing, ready, completed, cancelled' })
  @ApiOkResponse({ type: OrderStatsResponseDto })
  async stats(): Promise<OrderStatsResponseDto> {
    return { data: await this.orders.countByStatus() };
  }

  @Patch(':id/status')
  @ApiOperation({
    summary: 'Change the status of an order',
    description:
      'Cancelling returns the order’s units to stock (once). `paid` comes only from a verified payment; ' +
      'completed and cancelled orders are final. The payment status is never changed here.',
  })
  @ApiOkResponse({ type: OrderEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a UUID, or status is not a known status' })
  @ApiNotFoundResponse({ description: 'No such order' })
  @ApiConflictResponse({ description: 'ORDER_STATUS_FINAL: the order is completed or cancelled; ORDER_CHANGED: changed meanwhile' })
  @ApiUnprocessableEntityResponse({ description: 'STATUS_SET_BY_PAYMENT_ONLY: staff cannot mark an order paid' })
  async setStatus(@Param('id') id: string, @Body() body: ChangeOrderStatusRequestDto): Promise<OrderEnvelopeDto> {
    return { data: await this.view(await this.changeStatus.execute({ orderId: parseOrderId(id), status: body.status })) };
  }

  @Post(':id/cash-payment')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record that a cash order was paid at the store',
    description:
      'Payment status paid, paid with cash, paid now; the invoice-receipt is requested in the same transaction and issued ' +
      'moments later (invoice_url once it is). Asking again for a paid order changes nothing and answers it as it is.',
  })
  @ApiOkResponse({ type: OrderEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a UUID' })
  @ApiNotFoundResponse({ description: 'No such order' })
  @ApiConflictResponse({
    description: 'NOT_A_CASH_ORDER: a card or Bit order is paid only through its provider; ORDER_CANCELLED: the order is cancelled',
  })
  async cashPayment(@Param('id') id: string): Promise<OrderEnvelopeDto> {
    return { data: await this.view(await this.recordCashPayment.execute(parseOrderId(id))) };
  }

  @Put(':id')
  @ApiOperation({
    summary: "Correct the customer details, notes or a courier order's delivery address; any other field is refused",
    description: 'A courier order has one address: its delivery_address, which customer_address follows. Every change is in the audit log.',
  })
  @ApiOkResponse({ type: OrderEnvelopeDto })
  @ApiBadRequestResponse({
    description:
      'id is not a UUID, a field is invalid (delivery_address.city...), or a field other than customer_*, notes and delivery_address was sent',
  })
  @ApiNotFoundResponse({ description: 'No such order' })
  @ApiUnprocessableEntityResponse({
    description:
      'PICKUP_HAS_NO_DELIVERY_ADDRESS: delivery_address for a pickup order; CUSTOMER_ADDRESS_FOLLOWS_DELIVERY_ADDRESS: customer_address for a courier order',
  })
  async update(@Param('id') id: string, @Body() body: UpdateOrderDetailsRequestDto): Promise<OrderEnvelopeDto> {
    const order = await this.updateDetails.execute({
      orderId: parseOrderId(id),
      changes: {
        customerName: body.customer_name,
        customerEmail: body.customer_email,
        customerPhone: body.customer_phone,
        customerAddress: body.customer_address === undefined ? undefined : body.customer_address || null,
        notes: body.notes === undefined ? undefined : body.notes || null,
        deliveryAddress: body.delivery_address && toDeliveryAddress(body.delivery_address),
      },
    });
    return { data: await this.view(order) };
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({
    summary: 'Delete an order',
    description: 'An order that still holds units (neither cancelled nor completed) returns them to stock before it is deleted.',
  })
  @ApiOkResponse({ type: DeletedOrderResponseDto })
  @ApiBadRequestResponse({ description: 'id is not a UUID' })
  @ApiNotFoundResponse({ description: 'No such order' })
  @ApiConflictResponse({ description: 'ORDER_CHANGED: the order changed meanwhile; try again' })
  async remove(@Param('id') id: string): Promise<DeletedOrderResponseDto> {
    const orderId = parseOrderId(id);
    const result = await this.deleteOrder.execute(orderId);
    return { data: { id: orderId, stock_returned: result.stockReturned } };
  }

  private async view(order: Order) {
    const links = await this.invoiceLinks.forOrders([order.id]);
    return toOrderView(order, links.get(order.id) ?? null);
  }
}
