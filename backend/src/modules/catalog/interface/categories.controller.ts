import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { parseLanguage } from '../../../shared/localisation/language';
import { parseListQuery } from '../../../shared/pagination/list-query';
import { sendJsonPage, sendPage } from '../../../shared/pagination/send-page';
import { CategoryListCriteria, CategoryStore, CategorySortField } from '../application/category-store.port';
import { CreateCategoryUseCase } from '../application/create-category.use-case';
import { DeleteCategoryUseCase } from '../application/delete-category.use-case';
import { ShopperCatalog } from '../application/shopper-catalog.port';
import { UpdateCategoryUseCase } from '../application/update-category.use-case';
import { categoryNotFound } from '../domain/catalog.errors';
import { AdminOnly, Public } from '../../../shared/http/access.decorators';
import { ApiLangQuery, ApiPageQueries, ApiShopperSortQuery, ApiStaffListQueries } from './api-docs';
import { toCategoryInput, toCategoryResponse } from './category.mapper';
import { CategoryRequestDto } from './category.request.dto';
import { CategoryEnvelopeDto, CategoryListDto, CategoryPageDto } from './category.response.dto';
import { IdPipe } from '../../../shared/http/id.pipe';
import { shopperCriteria } from './product-list.params';
import { ProductPageDto } from './product.response.dto';
import { booleanParam, idListParam, knownFilter, pageStart, textParam } from '../../../shared/http/query-params';
import { DeletedResponseDto } from './translation.response.dto';

const STAFF_SORTS: readonly CategorySortField[] = ['id', 'name', 'slug', 'sort_order', 'is_active', 'created_at'];

function staffCategoryCriteria(query: Record<string, unknown>): CategoryListCriteria {
  const list = parseListQuery(query, { sortable: STAFF_SORTS, defaultSort: ['sort_order', 'ASC'], defaultLimit: 25, maxLimit: 100 });
  const filter = knownFilter(list.filter, ['q', 'id', 'is_active']);
  return {
    offset: pageStart(list.offset),
    limit: list.limit,
    sort: { field: list.sortField as CategorySortField, order: list.sortOrder },
    ids: idListParam(filter.id, 'filter.id'),
    isActive: booleanParam(filter.is_active, 'filter.is_active'),
    text: textParam(filter.q, 'filter.q'),
  };
}

/** Categories. Static paths come before `:id` so they are matched first. */
@ApiTags('categories')
@Controller('api/categories')
export class CategoriesController {
  constructor(
    private readonly categories: CategoryStore,
    private readonly shopperCatalog: ShopperCatalog,
    private readonly createCategory: CreateCategoryUseCase,
    private readonly updateCategory: UpdateCategoryUseCase,
    private readonly deleteCategory: DeleteCategoryUseCase,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Active categories by sort order, with the number of products on sale in each' })
  @ApiLangQuery('ru')
  @ApiOkResponse({ type: CategoryListDto })
  @ApiBadRequestResponse({ description: 'Unknown lang' })
  async list(@Query('lang') rawLang?: string): Promise<CategoryListDto> {
    const lang = parseLanguage(rawLang, 'ru');
    return { data: (await this.categories.listActive()).map((c) => toCategoryResponse(c, lang)) };
  }

  @Get('admin')
  @AdminOnly()
  @ApiOperation({ summary: 'Every category, inactive too, with the number of all its products (ra-data-simple-rest list)' })
  @ApiLangQuery('ru')
  @ApiStaffListQueries(
    'id, name, slug, sort_order, is_active, created_at (default sort_order ASC)',
    'q, id, is_active',
    '{"q":"foot","is_active":true}',
  )
  @ApiOkResponse({ type: CategoryPageDto })
  @ApiBadRequestResponse({ description: 'A malformed sort, range or filter (named in errors)' })
  async listForStaff(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<CategoryPageDto> {
    const lang = parseLanguage(query.lang, 'ru');
    const page = await this.categories.listForStaff(staffCategoryCriteria(query));
    return sendPage(res, 'categories', page, (c) => toCategoryResponse(c, lang));
  }

  @Get('admin/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Any category, inactive too' })
  @ApiParam({ name: 'id', example: 3 })
  @ApiLangQuery('ru')
  @ApiOkResponse({ type: CategoryEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'Category not found' })
  async getForStaff(@Param('id', IdPipe) id: number, @Query('lang') rawLang?: string): Promise<CategoryEnvelopeDto> {
    const lang = parseLanguage(rawLang, 'ru');
    const category = await this.categories.findById(id, { shoppers: false });
    if (!category) throw categoryNotFound();
    return { data: toCategoryResponse(category, lang) };
  }

  @Get('by-slug/:slug')
  @Public()
  @ApiOperation({ summary: 'An active category by slug (or by its name, in any case)' })
  @ApiParam({ name: 'slug', example: 'football' })
  @ApiLangQuery('ru')
  @ApiOkResponse({ type: CategoryEnvelopeDto })
  @ApiNotFoundResponse({ description: 'Category not found' })
  async getBySlug(@Param('slug') slug: string, @Query('lang') rawLang?: string): Promise<CategoryEnvelopeDto> {
    const lang = parseLanguage(rawLang, 'ru');
    const category = await this.categories.findActiveBySlugOrName(slug);
    if (!category) throw categoryNotFound();
    return { data: toCategoryResponse(category, lang) };
  }

  @Get('by-slug/:slug/products')
  @Public()
  @ApiOperation({ summary: 'Products on sale in an active category, one page (newest first by default)' })
  @ApiParam({ name: 'slug', example: 'football' })
  @ApiLangQuery('he')
  @ApiPageQueries()
  @ApiShopperSortQuery()
  @ApiOkResponse({ type: ProductPageDto })
  @ApiBadRequestResponse({ description: 'A malformed parameter (named in errors)' })
  @ApiNotFoundResponse({ description: 'Category not found' })
  async productsOf(
    @Param('slug') slug: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const lang = parseLanguage(query.lang, 'he');
    const criteria = shopperCriteria(query, lang);
    // The category is found inside the page's statement; only an empty page asks whether it
    // exists at all (404, or an empty category).
    const page = await this.shopperCatalog.page({ ...criteria, category: { bestMatch: slug } });
    if (page.total === 0 && !(await this.categories.findActiveBySlugOrName(slug))) throw categoryNotFound();
    return sendJsonPage(res, 'products', page);
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'An active category' })
  @ApiParam({ name: 'id', example: 3 })
  @ApiLangQuery('ru')
  @ApiOkResponse({ type: CategoryEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'Category not found (or inactive)' })
  async get(@Param('id', IdPipe) id: number, @Query('lang') rawLang?: string): Promise<CategoryEnvelopeDto> {
    const lang = parseLanguage(rawLang, 'ru');
    const category = await this.categories.findById(id, { shoppers: true });
    if (!category) throw categoryNotFound();
    return { data: toCategoryResponse(category, lang) };
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create a category with its translations' })
  @ApiLangQuery('ru')
  @ApiCreatedResponse({ type: CategoryEnvelopeDto })
  @ApiBadRequestResponse({ description: 'Invalid payload; the fields are named in errors' })
  @ApiConflictResponse({ description: 'The slug is already used' })
  async create(@Body() body: CategoryRequestDto, @Query('lang') rawLang?: string): Promise<CategoryEnvelopeDto> {
    const lang = parseLanguage(rawLang, 'ru');
    return { data: toCategoryResponse(await this.createCategory.execute(toCategoryInput(body)), lang) };
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Replace a category and its translations' })
  @ApiParam({ name: 'id', example: 3 })
  @ApiLangQuery('ru')
  @ApiOkResponse({ type: CategoryEnvelopeDto })
  @ApiBadRequestResponse({ description: 'Invalid payload or id; the fields are named in errors' })
  @ApiNotFoundResponse({ description: 'Category not found' })
  @ApiConflictResponse({ description: 'The slug is already used' })
  async update(
    @Param('id', IdPipe) id: number,
    @Body() body: CategoryRequestDto,
    @Query('lang') rawLang?: string,
  ): Promise<CategoryEnvelopeDto> {
    const lang = parseLanguage(rawLang, 'ru');
    return { data: toCategoryResponse(await this.updateCategory.execute({ id, input: toCategoryInput(body) }), lang) };
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a category with its translations and product links; the products stay' })
  @ApiParam({ name: 'id', example: 3 })
  @ApiOkResponse({ type: DeletedResponseDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'Category not found' })
  async remove(@Param('id', IdPipe) id: number): Promise<DeletedResponseDto> {
    await this.deleteCategory.execute(id);
    return { data: { id } };
  }
}
