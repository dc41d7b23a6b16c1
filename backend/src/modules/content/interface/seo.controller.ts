import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { parseListQuery } from '../../../shared/pagination/list-query';
import { sendPage } from '../../../shared/pagination/send-page';
import { AdminOnly, Public } from '../../../shared/http/access.decorators';
import { CreateSeoRecordUseCase } from '../application/create-seo-record.use-case';
import { DeleteSeoRecordUseCase } from '../application/delete-seo-record.use-case';
import { SEO_LIST_RULES, SeoRecordQueries } from '../application/seo-record.queries';
import { SEO_SORT_FIELDS } from '../application/seo-record-store.port';
import { UpdateSeoRecordUseCase } from '../application/update-seo-record.use-case';
import { SEO_LANGUAGES, SEO_PAGE_TYPES } from '../domain/seo-record';
import { ApiListQuery, CONTENT_RANGE_HEADER } from './list-query.docs';
import { RecordIdPipe } from './record-id.pipe';
import { toSeoRecordInput, toSeoRecordResponse } from './seo-record.mapper';
import { SeoRecordRequestDto } from './seo-record.request.dto';
import { SeoPageRecordEnvelopeDto, SeoRecordEnvelopeDto, SeoRecordListResponseDto } from './seo-record.response.dto';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

@ApiTags('seo')
@Controller('api/seo')
export class SeoController {
  constructor(
    private readonly queries: SeoRecordQueries,
    private readonly createRecord: CreateSeoRecordUseCase,
    private readonly updateRecord: UpdateSeoRecordUseCase,
    private readonly deleteRecord: DeleteSeoRecordUseCase,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The active SEO record of one page' })
  @ApiQuery({ name: 'page_type', required: true, enum: SEO_PAGE_TYPES })
  @ApiQuery({ name: 'language', required: false, enum: SEO_LANGUAGES, description: 'Default he' })
  @ApiQuery({
    name: 'page_slug',
    required: false,
    description: 'Category or product slug; omitted: the record without a slug',
    example: 'boxing',
  })
  @ApiOkResponse({
    type: SeoPageRecordEnvelopeDto,
    description: '`data` is null when the page has no active record (the page keeps its default head)',
  })
  @ApiBadRequestResponse({ description: 'Unknown page_type or language (named in errors)' })
  async findForPage(@Query() query: Record<string, unknown>): Promise<SeoPageRecordEnvelopeDto> {
    const record = await this.queries.findForPage({
      pageType: text(query.page_type),
      language: text(query.language),
      pageSlug: text(query.page_slug),
    });
    return { data: record ? toSeoRecordResponse(record) : null };
  }

  @Get('all')
  @AdminOnly()
  @ApiOperation({ summary: 'All SEO records, for the back office (ra-data-simple-rest list)' })
  @ApiListQuery({
    sortable: SEO_SORT_FIELDS,
    defaultSort: '["page_type","ASC"]',
    filters:
      '{"page_type": one of the page types, "language": "he"|"ru", "is_active": bool, "page_slug": text, "q": part of the title, "id": [ids]}',
  })
  @ApiOkResponse({ type: SeoRecordListResponseDto, headers: CONTENT_RANGE_HEADER })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<SeoRecordListResponseDto> {
    const page = await this.queries.list(parseListQuery(query, SEO_LIST_RULES));
    return sendPage(res, 'seo', page, toSeoRecordResponse);
  }

  @Get(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'One SEO record' })
  @ApiParam({ name: 'id', example: 4 })
  @ApiOkResponse({ type: SeoRecordEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'No such record (SEO_RECORD_NOT_FOUND)' })
  async getById(@Param('id', RecordIdPipe) id: number): Promise<SeoRecordEnvelopeDto> {
    return { data: toSeoRecordResponse(await this.queries.getById(id)) };
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create an SEO record' })
  @ApiCreatedResponse({ type: SeoRecordEnvelopeDto })
  @ApiBadRequestResponse({ description: 'Invalid field (named in errors)' })
  @ApiConflictResponse({ description: 'Another active record exists for this page and language (SEO_RECORD_DUPLICATE)' })
  async create(@Body() body: SeoRecordRequestDto): Promise<SeoRecordEnvelopeDto> {
    return { data: toSeoRecordResponse(await this.createRecord.execute(toSeoRecordInput(body))) };
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Replace an SEO record', description: 'Omitted optional fields are cleared; is_active defaults to true.' })
  @ApiParam({ name: 'id', example: 4 })
  @ApiOkResponse({ type: SeoRecordEnvelopeDto })
  @ApiBadRequestResponse({ description: 'Invalid id or field (named in errors)' })
  @ApiNotFoundResponse({ description: 'No such record' })
  @ApiConflictResponse({ description: 'Another active record exists for this page and language (SEO_RECORD_DUPLICATE)' })
  async update(@Param('id', RecordIdPipe) id: number, @Body() body: SeoRecordRequestDto): Promise<SeoRecordEnvelopeDto> {
    return { data: toSeoRecordResponse(await this.updateRecord.execute({ ...toSeoRecordInput(body), id })) };
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete an SEO record; answers the deleted record' })
  @ApiParam({ name: 'id', example: 4 })
  @ApiOkResponse({ type: SeoRecordEnvelopeDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'No such record' })
  async remove(@Param('id', RecordIdPipe) id: number): Promise<SeoRecordEnvelopeDto> {
    return { data: toSeoRecordResponse(await this.deleteRecord.execute({ id })) };
  }
}
