import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../../shared/domain/domain-error';
import { parseLanguage } from '../../../shared/localisation/language';
import { parseListQuery } from '../../../shared/pagination/list-query';
import { sendPage } from '../../../shared/pagination/send-page';
import { ApplySizeTemplateUseCase } from '../application/apply-size-template.use-case';
import { DeleteSizeTemplateUseCase } from '../application/delete-size-template.use-case';
import { SaveSizeTemplateUseCase } from '../application/save-size-template.use-case';
import { SizeTemplateListCriteria, SizeTemplateStore, SizeTemplateSortField } from '../application/size-template-store.port';
import { sizeTemplateNotFound } from '../domain/catalog.errors';
import { TEMPLATE_CATEGORIES } from '../domain/size-template';
import { AdminOnly } from '../../../shared/http/access.decorators';
import { ApiLangQuery, ApiStaffListQueries } from './api-docs';
import { IdPipe } from '../../../shared/http/id.pipe';
import { idListParam, knownFilter, pageStart, textParam } from '../../../shared/http/query-params';
import { toGeneratedVariantResponse, toSizeTemplateInput, toSizeTemplateResponse } from './size-template.mapper';
import { ApplySizeTemplateRequestDto, SizeTemplateRequestDto } from './size-template.request.dto';
import { AppliedTemplateEnvelopeDto, SizeTemplateEnvelopeDto, SizeTemplatePageDto } from './size-template.response.dto';
import { DeletedResponseDto } from './translation.response.dto';

const SORTS: readonly SizeTemplateSortField[] = ['id', 'name', 'category', 'created_at'];

function templateCriteria(query: Record<string, unknown>): SizeTemplateListCriteria {
  const list = parseListQuery(query, { sortable: SORTS, defaultSort: ['id', 'ASC'], defaultLimit: 100, maxLimit: 100 });
  const filter = knownFilter(list.filter, ['q', 'id', 'category']);
  const category = textParam(filter.category, 'filter.category', 40);
  if (category !== undefined && !(TEMPLATE_CATEGORIES as readonly string[]).includes(category)) {
    throw DomainError.invalid('INVALID_LIST_QUERY', `filter.category must be one of ${TEMPLATE_CATEGORIES.join(', ')}`, 'filter.category');
  }
  return {
    offset: pageStart(list.offset),
    limit: list.limit,
    sort: { field: list.sortField as SizeTemplateSortField, order: list.sortOrder },
    ids: idListParam(filter.id, 'filter.id'),
    category,
    text: textParam(filter.q, 'filter.q'),
  };
}

@ApiTags('size-templates')
@Controller('api/size-templates')
@AdminOnly()
export class SizeTemplatesController {
  constructor(
    private readonly templates: SizeTemplateStore,
    private readonly saveTemplate: SaveSizeTemplateUseCase,
    private readonly deleteTemplate: DeleteSizeTemplateUseCase,
    private readonly applyTemplate: ApplySizeTemplateUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Size templates (ra-data-simple-rest list; 100 per page by default)' })
  @ApiLangQuery('he')
  @ApiStaffListQueries('id, name, category, created_at (default id ASC)', 'q, id, category', '{"category":"footwear"}')
  @ApiOkResponse({ type: SizeTemplatePageDto })
  @ApiBadRequestResponse({ description: 'A malformed sort, range or filter (named in errors)' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<SizeTemplatePageDto> {
    const lang = parseLanguage(query.lang, 'he');
    const page = await this.templates.list(templateCriteria(query));
    return sendPage(res, 'size-templates', page, (t) => toSizeTemplateResponse(t, lang));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One size template' })
  @ApiParam({ name: 'id', example: 2 })
  @ApiLangQuery('he')
  @ApiOkResponse({ type: SizeTemplateEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'Size template not found' })
  async get(@Param('id', IdPipe) id: number, @Query('lang') rawLang?: string): Promise<SizeTemplateEnvelopeDto> {
    const lang = parseLanguage(rawLang, 'he');
    const template = await this.templates.findById(id);
    if (!template) throw sizeTemplateNotFound();
    return { data: toSizeTemplateResponse(template, lang) };
  }

  @Post()
  @ApiOperation({ summary: 'Create a size template' })
  @ApiLangQuery('he')
  @ApiCreatedResponse({ type: SizeTemplateEnvelopeDto })
  @ApiBadRequestResponse({ description: 'Invalid payload; the fields are named in errors' })
  async create(@Body() body: SizeTemplateRequestDto, @Query('lang') rawLang?: string): Promise<SizeTemplateEnvelopeDto> {
    const lang = parseLanguage(rawLang, 'he');
    return { data: toSizeTemplateResponse(await this.saveTemplate.execute({ id: null, input: toSizeTemplateInput(body) }), lang) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a size template' })
  @ApiParam({ name: 'id', example: 2 })
  @ApiLangQuery('he')
  @ApiOkResponse({ type: SizeTemplateEnvelopeDto })
  @ApiBadRequestResponse({ description: 'Invalid payload or id; the fields are named in errors' })
  @ApiNotFoundResponse({ description: 'Size template not found' })
  async update(
    @Param('id', IdPipe) id: number,
    @Body() body: SizeTemplateRequestDto,
    @Query('lang') rawLang?: string,
  ): Promise<SizeTemplateEnvelopeDto> {
    const lang = parseLanguage(rawLang, 'he');
    return { data: toSizeTemplateResponse(await this.saveTemplate.execute({ id, input: toSizeTemplateInput(body) }), lang) };
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a size template' })
  @ApiParam({ name: 'id', example: 2 })
  @ApiOkResponse({ type: DeletedResponseDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'Size template not found' })
  async remove(@Param('id', IdPipe) id: number): Promise<DeletedResponseDto> {
    await this.deleteTemplate.execute(id);
    return { data: { id } };
  }

  @Post(':id/apply')
  @HttpCode(200)
  @ApiOperation({ summary: 'The variants the template gives a product, without saving anything' })
  @ApiParam({ name: 'id', example: 2 })
  @ApiOkResponse({ type: AppliedTemplateEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id or product_id malformed' })
  @ApiNotFoundResponse({ description: 'Size template or product not found' })
  async apply(@Param('id', IdPipe) id: number, @Body() body: ApplySizeTemplateRequestDto): Promise<AppliedTemplateEnvelopeDto> {
    const variants = await this.applyTemplate.execute({ templateId: id, productId: body.product_id ?? null });
    return { data: { has_variants: true, variants: variants.map(toGeneratedVariantResponse) } };
  }
}
