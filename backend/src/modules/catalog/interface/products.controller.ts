import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../../shared/domain/domain-error';
import { parseLanguage } from '../../../shared/localisation/language';
import { sendJsonItem, sendJsonPage, sendPage } from '../../../shared/pagination/send-page';
import { ProductQueries } from '../application/product-queries.port';
import { ShopperCatalog } from '../application/shopper-catalog.port';
import { LowStockDefault } from '../application/low-stock-default.port';
import { productNotFound } from '../domain/catalog.errors';
import { AdminOnly, Public } from '../../../shared/http/access.decorators';
import { ApiLangQuery, ApiPageQueries, ApiShopperSortQuery, ApiStaffListQueries } from './api-docs';
import { IdPipe } from '../../../shared/http/id.pipe';
import { shopperCriteria, staffCriteria } from './product-list.params';
import { toProductView } from '../application/product.views';
import { toProductStatsResponse } from './product.mapper';
import { ProductEnvelopeDto, ProductPageDto, ProductStatsEnvelopeDto } from './product.response.dto';

/** Product reads. Static paths come before `:id` so they are matched first. */
@ApiTags('products')
@Controller('api/products')
export class ProductsController {
  constructor(
    private readonly products: ProductQueries,
    private readonly shopperCatalog: ShopperCatalog,
    private readonly lowStockDefault: LowStockDefault,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Products on sale (active and visible), one page; Content-Range header' })
  @ApiLangQuery('he')
  @ApiPageQueries()
  @ApiShopperSortQuery()
  @ApiQuery({ name: 'category', required: false, example: 'football', description: 'Category id or slug' })
  @ApiQuery({ name: 'recommended', required: false, example: 'true' })
  @ApiQuery({ name: 'discounted', required: false, example: 'true' })
  @ApiQuery({ name: 'min_price', required: false, example: '50' })
  @ApiQuery({ name: 'max_price', required: false, example: '300' })
  @ApiQuery({ name: 'q', required: false, example: 'мяч', description: 'Name or description in any language' })
  @ApiOkResponse({ type: ProductPageDto })
  @ApiBadRequestResponse({ description: 'A malformed parameter (named in errors)' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<string> {
    const lang = parseLanguage(query.lang, 'he');
    return sendJsonPage(res, 'products', await this.shopperCatalog.page(shopperCriteria(query, lang)));
  }

  @Get('search')
  @Public()
  @ApiOperation({ summary: 'Products on sale whose name or description matches q in any language' })
  @ApiQuery({ name: 'q', required: true, example: 'כדור' })
  @ApiLangQuery('he')
  @ApiPageQueries()
  @ApiShopperSortQuery()
  @ApiOkResponse({ type: ProductPageDto })
  @ApiBadRequestResponse({ description: 'q missing or blank' })
  async search(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<string> {
    const lang = parseLanguage(query.lang, 'he');
    const criteria = shopperCriteria(query, lang);
    if (!criteria.text) throw DomainError.invalid('SEARCH_TEXT_REQUIRED', 'q is required', 'q');
    return sendJsonPage(res, 'products', await this.shopperCatalog.page(criteria));
  }

  @Get('admin')
  @AdminOnly()
  @ApiOperation({ summary: 'Every product, hidden and inactive too (ra-data-simple-rest list)' })
  @ApiLangQuery('he')
  @ApiStaffListQueries(
    'id, name, price, created_at, updated_at, stock_quantity, slug (default created_at DESC)',
    'q, id, category_id, is_active, is_visible, is_recommended, status (visible|hidden|active|inactive), low_stock (true: out of stock or below its low-stock threshold)',
    '{"q":"ball","category_id":3,"status":"hidden"}',
  )
  @ApiOkResponse({ type: ProductPageDto })
  @ApiBadRequestResponse({ description: 'A malformed sort, range or filter (named in errors)' })
  async listForStaff(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<ProductPageDto> {
    const lang = parseLanguage(query.lang, 'he');
    const criteria = staffCriteria(query, lang);
    if (criteria.lowStock) criteria.lowStock = { shopDefault: await this.lowStockDefault.threshold() };
    const page = await this.products.list(criteria);
    return sendPage(res, 'products', page, (p) => toProductView(p, lang, 'staff'));
  }

  @Get('stats')
  @AdminOnly()
  @ApiOperation({ summary: 'Product counts for the back office' })
  @ApiOkResponse({ type: ProductStatsEnvelopeDto })
  async stats(): Promise<ProductStatsEnvelopeDto> {
    return { data: toProductStatsResponse(await this.products.stats()) };
  }

  @Get('admin/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Any product, hidden or inactive too' })
  @ApiParam({ name: 'id', example: 12 })
  @ApiLangQuery('he')
  @ApiOkResponse({ type: ProductEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'Product not found' })
  async getForStaff(@Param('id', IdPipe) id: number, @Query('lang') rawLang?: string): Promise<ProductEnvelopeDto> {
    const lang = parseLanguage(rawLang, 'he');
    const product = await this.products.findById(id);
    if (!product) throw productNotFound();
    return { data: toProductView(product, lang, 'staff') };
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'One product on sale' })
  @ApiParam({ name: 'id', example: 12 })
  @ApiLangQuery('he')
  @ApiOkResponse({ type: ProductEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'Product not found (or hidden, or inactive)' })
  async get(@Param('id', IdPipe) id: number, @Res({ passthrough: true }) res: Response, @Query('lang') rawLang?: string): Promise<string> {
    const lang = parseLanguage(rawLang, 'he');
    const product = await this.shopperCatalog.product(id, lang);
    if (!product) throw productNotFound();
    return sendJsonItem(res, product);
  }
}
