import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OrdersDesk } from '../../../shared/http/access.decorators';
import { GetDashboardQuery } from '../application/get-dashboard.use-case';
import { DashboardResponseDto } from './dashboard.response.dto';

@ApiTags('dashboard')
@Controller('api/dashboard')
@OrdersDesk()
export class DashboardController {
  constructor(private readonly dashboard: GetDashboardQuery) {}

  @Get()
  @ApiOperation({
    summary: 'Dashboard figures',
    description:
      'Products, orders, revenue (orders with payment_status paid) and distinct customers; orders and revenue per day of ' +
      'the current month, orders per month of the current year, and today’s orders. Days and months are the shop’s, ' +
      'in its time zone (time_zone, SHOP_TIME_ZONE).',
  })
  @ApiOkResponse({ type: DashboardResponseDto })
  async get(): Promise<DashboardResponseDto> {
    return { data: await this.dashboard.execute() };
  }
}
