import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
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
import { toAgorot } from 'shop-rules';
import { AdminOnly } from '../../../shared/http/access.decorators';
import { ApiAdminList } from '../../../shared/http/admin-list-docs';
import { parseListQuery } from '../../../shared/pagination/list-query';
import { sendPage } from '../../../shared/pagination/send-page';
import { IdPipe } from '../../../shared/http/id.pipe';
import { booleanParam, idListParam, knownFilter, pageStart, textParam } from '../../../shared/http/query-params';
import { DeleteDiscountCodeUseCase } from '../application/delete-discount-code.use-case';
import {
  DISCOUNT_CODE_SORT_FIELDS,
  DiscountCodeListCriteria,
  DiscountCodeStore,
  DiscountCodeSortField,
} from '../application/discount-code-store.port';
import { SaveDiscountCodeUseCase } from '../application/save-discount-code.use-case';
import type { DiscountCodeDraft } from '../domain/discount-code-draft';
import { discountCodeNotFound } from '../domain/promotions.errors';
import { DiscountCodeRequestDto } from './discount-code.request.dto';
import { DeletedDiscountCodeDto, DiscountCodeEnvelopeDto, DiscountCodePageDto, toDiscountCodeResponse } from './discount-code.response.dto';

function listCriteria(query: Record<string, unknown>): DiscountCodeListCriteria {
  const list = parseListQuery(query, { sortable: DISCOUNT_CODE_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], defaultLimit: 25 });
  const filter = knownFilter(list.filter, ['q', 'id', 'active']);
  return {
    offset: pageStart(list.offset),
    limit: list.limit,
    sort: { field: list.sortField as DiscountCodeSortField, order: list.sortOrder },
    text: textParam(filter.q, 'filter.q'),
    active: booleanParam(filter.active, 'filter.active'),
    ids: idListParam(filter.id, 'filter.id'),
  };
}

function toDraft(body: DiscountCodeRequestDto): DiscountCodeDraft {
  const date = (value: string | null | undefined) => (value ? new Date(value) : null);
  return {
    code: body.code,
    kind: body.kind,
    // A percentage stays a number of percent; a fixed amount goes to agorot (an invalid one is caught by the draft's check).
    value: body.kind === 'percent' ? body.value : toAgorot(body.value),
    minimumTotal: body.minimum_total === null || body.minimum_total === undefined ? null : toAgorot(body.minimum_total),
    validFrom: date(body.valid_from),
    validTo: date(body.valid_to),
    maxUses: body.max_uses ?? null,
    maxUsesPerEmail: body.max_uses_per_email ?? null,
    active: body.active ?? true,
  };
}

/** The back office's discount codes (ra-data-simple-rest list, one, create, update, delete). */
@ApiTags('discount codes')
@Controller('api/admin/discount-codes')
@AdminOnly()
export class DiscountCodesController {
  constructor(
    private readonly codes: DiscountCodeStore,
    private readonly saveCode: SaveDiscountCodeUseCase,
    private readonly deleteCode: DeleteDiscountCodeUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Discount codes with their uses so far' })
  @ApiAdminList({
    type: DiscountCodePageDto,
    resource: 'discount-codes',
    exampleTotal: 57,
    sort: { on: DISCOUNT_CODE_SORT_FIELDS, example: '["created_at","DESC"]' },
    filter: { example: '{"q":"sport","active":true}', description: 'q (part of the code), active, id' },
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<DiscountCodePageDto> {
    return sendPage(res, 'discount-codes', await this.codes.list(listCriteria(query)), toDiscountCodeResponse);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One discount code' })
  @ApiParam({ name: 'id', example: 3 })
  @ApiOkResponse({ type: DiscountCodeEnvelopeDto })
  @ApiNotFoundResponse({ description: 'No such code' })
  async one(@Param('id', IdPipe) id: number): Promise<DiscountCodeEnvelopeDto> {
    const code = await this.codes.findById(id);
    if (!code) throw discountCodeNotFound();
    return { data: toDiscountCodeResponse(code) };
  }

  @Post()
  @ApiOperation({ summary: 'Create a discount code' })
  @ApiCreatedResponse({ type: DiscountCodeEnvelopeDto })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in errors: value, valid_to, max_uses...)' })
  @ApiConflictResponse({ description: 'DISCOUNT_CODE_TAKEN: another code has this code in any case (field `code`)' })
  async create(@Body() body: DiscountCodeRequestDto): Promise<DiscountCodeEnvelopeDto> {
    return { data: toDiscountCodeResponse(await this.saveCode.execute({ draft: toDraft(body) })) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a discount code, or deactivate it; its uses are never changed here' })
  @ApiParam({ name: 'id', example: 3 })
  @ApiOkResponse({ type: DiscountCodeEnvelopeDto })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in errors)' })
  @ApiNotFoundResponse({ description: 'No such code' })
  @ApiConflictResponse({ description: 'DISCOUNT_CODE_TAKEN: another code has this code (field `code`)' })
  async update(@Param('id', IdPipe) id: number, @Body() body: DiscountCodeRequestDto): Promise<DiscountCodeEnvelopeDto> {
    return { data: toDiscountCodeResponse(await this.saveCode.execute({ id, draft: toDraft(body) })) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a discount code no order used' })
  @ApiParam({ name: 'id', example: 3 })
  @ApiOkResponse({ type: DeletedDiscountCodeDto })
  @ApiNotFoundResponse({ description: 'No such code' })
  @ApiConflictResponse({ description: 'DISCOUNT_CODE_USED: orders used the code; deactivate it instead' })
  async remove(@Param('id', IdPipe) id: number): Promise<DeletedDiscountCodeDto> {
    await this.deleteCode.execute(id);
    return { data: { id } };
  }
}
