import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../../shared/domain/domain-error';
import { AdminOnly } from '../../../shared/http/access.decorators';
import { ApiAdminList } from '../../../shared/http/admin-list-docs';
import { IdPipe } from '../../../shared/http/id.pipe';
import { idParam, knownFilter, pageStart, textParam } from '../../../shared/http/query-params';
import { parseListQuery } from '../../../shared/pagination/list-query';
import { sendPage } from '../../../shared/pagination/send-page';
import { AUDIT_SORT_FIELDS, AuditListCriteria, AuditSortField } from '../application/audit-log-store.port';
import { AuditLogQueries } from '../application/audit-log.queries';
import { AuditFieldChangeDto, AuditRecordEnvelopeDto, AuditRecordPageDto, toAuditRecordResponse } from './audit-record.response.dto';

function dateParam(raw: unknown, name: string): Date | undefined {
  const text = textParam(raw, name, 40);
  if (text === undefined) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime()))
    throw DomainError.invalid('INVALID_QUERY', `${name} must be a date (2026-11-25) or a date and time`, name);
  return date;
}

/** `product:12`: an item's records and its children's. */
function itemParam(raw: unknown): AuditListCriteria['item'] {
  const text = textParam(typeof raw === 'number' ? String(raw) : raw, 'filter.item', 120);
  if (text === undefined) return undefined;
  const match = /^([a-z][a-z0-9-]{0,47}):([^\s:]{1,64})$/.exec(text);
  if (!match) throw DomainError.invalid('INVALID_QUERY', 'filter.item must be a type and an id, as product:12', 'filter.item');
  return { type: match[1], id: match[2] };
}

function listCriteria(query: Record<string, unknown>): AuditListCriteria {
  const list = parseListQuery(query, { sortable: AUDIT_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], defaultLimit: 25 });
  const filter = knownFilter(list.filter, ['staff_id', 'entity_type', 'entity_id', 'item', 'action', 'from', 'to']);
  const to = dateParam(filter.to, 'filter.to');
  return {
    offset: pageStart(list.offset),
    limit: list.limit,
    sort: { field: list.sortField as AuditSortField, order: list.sortOrder },
    staffId: idParam(filter.staff_id, 'filter.staff_id'),
    entityType: textParam(filter.entity_type, 'filter.entity_type', 48),
    entityId: textParam(typeof filter.entity_id === 'number' ? String(filter.entity_id) : filter.entity_id, 'filter.entity_id', 64),
    item: itemParam(filter.item),
    action: textParam(filter.action, 'filter.action', 32),
    from: dateParam(filter.from, 'filter.from'),
    // A plain date as `to` means through that whole day.
    to: to && typeof filter.to === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(filter.to.trim()) ? new Date(to.getTime() + 86_400_000) : to,
  };
}

/**
 * The audit log, read only: there is no route that creates, changes or deletes a record (the retention
 * removes old ones). Admins only: it names staff, their addresses and every change to the shop.
 */
@ApiTags('audit-log')
@ApiExtraModels(AuditFieldChangeDto)
@Controller('api/admin/audit-log')
@AdminOnly()
export class AuditLogController {
  constructor(private readonly audit: AuditLogQueries) {}

  @Get()
  @ApiOperation({ summary: 'The audit log: who changed what, when, from where, before and after' })
  @ApiAdminList({
    type: AuditRecordPageDto,
    resource: 'audit-log',
    exampleTotal: 120,
    sort: { on: AUDIT_SORT_FIELDS, example: '["created_at","DESC"]' },
    filter: {
      example: '{"entity_type":"product","entity_id":"12","action":"update","staff_id":1,"from":"2026-11-01","to":"2026-11-30"}',
      description:
        "staff_id, entity_type, entity_id, item (`product:12`: the item's own records and those of its parts, such as its variants, or an order's refunds), " +
        'action, from and to (dates or ISO times; a date `to` counts its whole day)',
    },
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AuditRecordPageDto> {
    return sendPage(res, 'audit-log', await this.audit.list(listCriteria(query)), toAuditRecordResponse);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One audit record' })
  @ApiParam({ name: 'id', example: 41 })
  @ApiOkResponse({ type: AuditRecordEnvelopeDto })
  @ApiNotFoundResponse({ description: 'AUDIT_RECORD_NOT_FOUND' })
  async one(@Param('id', IdPipe) id: number): Promise<AuditRecordEnvelopeDto> {
    return { data: toAuditRecordResponse(await this.audit.one(id)) };
  }
}
