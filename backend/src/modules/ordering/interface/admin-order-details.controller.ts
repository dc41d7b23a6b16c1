import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { OrdersDesk } from '../../../shared/http/access.decorators';
import { InvoiceLinks } from '../application/invoice-links.port';
import { OpenOrderDetailsUseCase } from '../application/open-order-details.use-case';
import { toOrderView } from '../application/order.views';
import { parseOrderId } from './order-id';
import { OrderEnvelopeDto } from './order.response.dto';

/** One order's details for the orders desk (roles admin and orders); each opening is in the audit log. */
@ApiTags('orders')
@Controller('api/admin/orders')
@OrdersDesk()
export class AdminOrderDetailsController {
  constructor(
    private readonly openDetails: OpenOrderDetailsUseCase,
    private readonly invoiceLinks: InvoiceLinks,
  ) {}

  @Get(':id')
  @ApiOperation({
    summary: "One order's details as the desk's list shows it; recorded in the audit log as a read of the customer's data",
  })
  @ApiParam({ name: 'id', example: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' })
  @ApiOkResponse({ type: OrderEnvelopeDto })
  @ApiBadRequestResponse({ description: 'INVALID_ORDER_ID: id is not a UUID' })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  async one(@Param('id') id: string): Promise<OrderEnvelopeDto> {
    const order = await this.openDetails.execute(parseOrderId(id));
    const links = await this.invoiceLinks.forOrders([order.id]);
    return { data: toOrderView(order, links.get(order.id) ?? null) };
  }
}
