import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AdminOnly, Public } from '../../../shared/http/access.decorators';
import { IdPipe } from '../../../shared/http/id.pipe';
import { idListParam } from '../../../shared/http/query-params';
import { AskBackInStockUseCase } from '../application/ask-back-in-stock.use-case';
import { BackInStockStore } from '../application/back-in-stock-store.port';
import { StopBackInStockAlertsUseCase } from '../application/stop-back-in-stock-alerts.use-case';
import { BackInStockAcceptedDto, BackInStockRequestDto, StopBackInStockDto, WaitingCountsDto } from './back-in-stock.dto';

const MOST_WAITED = 5;

/** Back-in-stock requests: the product page's form, the email's unsubscribe link, and staff's waiting counts. */
@ApiTags('back in stock')
@Controller('api')
export class BackInStockController {
  constructor(
    private readonly ask: AskBackInStockUseCase,
    private readonly stopAlerts: StopBackInStockAlertsUseCase,
    private readonly store: BackInStockStore,
  ) {}

  @Post('products/:id/back-in-stock')
  @Public()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Leave an email to hear once when a sold-out product or variant returns',
    description: 'Asking again changes nothing. Rate limited per client address (BACK_IN_STOCK_REQUESTS_PER_MINUTE).',
  })
  @ApiParam({ name: 'id', example: 12 })
  @ApiAcceptedResponse({ type: BackInStockAcceptedDto })
  @ApiBadRequestResponse({ description: 'email invalid, variant_id missing (VARIANT_REQUIRED) or not of this product' })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND: no such product on sale' })
  @ApiConflictResponse({ description: 'IN_STOCK: it can be ordered now' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address' })
  async request(@Param('id', IdPipe) id: number, @Body() body: BackInStockRequestDto): Promise<BackInStockAcceptedDto> {
    await this.ask.execute({ productId: id, variantId: body.variant_id ?? null, email: body.email, language: body.language ?? 'he' });
    return { ok: true };
  }

  @Post('back-in-stock/stop')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: "The email's unsubscribe link: stops every waiting request of that address" })
  @ApiOkResponse({ type: BackInStockAcceptedDto })
  @ApiNotFoundResponse({ description: 'BACK_IN_STOCK_REQUEST_NOT_FOUND: no request has this token' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: token missing or not the shape of a link token' })
  async stop(@Body() body: StopBackInStockDto): Promise<BackInStockAcceptedDto> {
    await this.stopAlerts.execute({ token: body.token });
    return { ok: true };
  }

  @Get('back-in-stock/waiting')
  @AdminOnly()
  @ApiOperation({ summary: 'Shoppers waiting per product: for the products named, or the most waited for' })
  @ApiQuery({ name: 'product_ids', required: false, example: '12,14', description: 'Comma-separated; absent: the 5 most waited for' })
  @ApiOkResponse({ type: WaitingCountsDto })
  @ApiBadRequestResponse({ description: 'product_ids malformed' })
  async waiting(@Query('product_ids') raw: unknown): Promise<WaitingCountsDto> {
    const ids = typeof raw === 'string' && raw !== '' ? (idListParam(raw.split(','), 'product_ids') ?? []) : null;
    const counts = await this.store.waitingCounts(ids ? ids.slice(0, 200) : null, ids ? 200 : MOST_WAITED);
    return { data: counts.map((c) => ({ product_id: c.productId, product_name: c.productName, waiting: c.waiting })) };
  }
}
