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
import { DomainError } from '../../../shared/domain/domain-error';
import { AdminOnly } from '../../../shared/http/access.decorators';
import { ApiAdminList } from '../../../shared/http/admin-list-docs';
import { IdPipe } from '../../../shared/http/id.pipe';
import { idParam, knownFilter, pageStart, textParam } from '../../../shared/http/query-params';
import { parseListQuery } from '../../../shared/pagination/list-query';
import { sendPage } from '../../../shared/pagination/send-page';
import { CreateWebhookUseCase } from '../application/create-webhook.use-case';
import { DeleteWebhookUseCase } from '../application/delete-webhook.use-case';
import { ResendWebhookDeliveryUseCase } from '../application/resend-webhook-delivery.use-case';
import { UpdateWebhookUseCase } from '../application/update-webhook.use-case';
import type { WebhookFields } from '../application/webhook-store.port';
import { WebhookQueries } from '../application/webhooks.queries';
import { WEBHOOK_DELIVERY_STATES } from '../domain/webhook-events';
import { WebhookRequestDto } from './webhook.request.dto';
import {
  CreatedWebhookEnvelopeDto,
  DeletedWebhookDto,
  toDeliveryResponse,
  toWebhookResponse,
  WebhookDeliveryEnvelopeDto,
  WebhookDeliveryPageDto,
  WebhookEnvelopeDto,
  WebhookPageDto,
} from './webhook.response.dto';
import { WEBHOOKS_DESCRIPTION } from './webhooks-api-docs';

function toFields(body: WebhookRequestDto): WebhookFields {
  const description = body.description?.trim();
  return { url: body.url.trim(), events: body.events, description: description ? description : null, isActive: body.is_active ?? true };
}

/** The back office's webhooks (ra-data-simple-rest list, one, create, update, delete). */
@ApiTags('webhooks')
@Controller('api/admin/webhooks')
@AdminOnly()
export class WebhooksController {
  constructor(
    private readonly queries: WebhookQueries,
    private readonly createWebhook: CreateWebhookUseCase,
    private readonly updateWebhook: UpdateWebhookUseCase,
    private readonly deleteWebhook: DeleteWebhookUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Webhooks', description: WEBHOOKS_DESCRIPTION })
  @ApiAdminList({ type: WebhookPageDto, resource: 'webhooks', exampleTotal: 2 })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<WebhookPageDto> {
    const list = parseListQuery(query, { sortable: ['id'], defaultSort: ['id', 'DESC'], defaultLimit: 25 });
    const offset = pageStart(list.offset);
    const page = await this.queries.list(offset, list.limit);
    return sendPage(res, 'webhooks', { ...page, offset }, toWebhookResponse);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One webhook; its secret is never answered again' })
  @ApiParam({ name: 'id', example: 3 })
  @ApiOkResponse({ type: WebhookEnvelopeDto })
  @ApiNotFoundResponse({ description: 'WEBHOOK_NOT_FOUND' })
  async one(@Param('id', IdPipe) id: number): Promise<WebhookEnvelopeDto> {
    return { data: toWebhookResponse(await this.queries.get(id)) };
  }

  @Post()
  @ApiOperation({ summary: 'Register a webhook: the answer carries its signing secret, shown this once' })
  @ApiCreatedResponse({ type: CreatedWebhookEnvelopeDto })
  @ApiBadRequestResponse({
    description:
      'A field is invalid (named in errors): INVALID_WEBHOOK_URL for an address that is not http(s), or in production not public (written or resolved)',
  })
  async create(@Body() body: WebhookRequestDto): Promise<CreatedWebhookEnvelopeDto> {
    const { webhook, secret } = await this.createWebhook.execute(toFields(body));
    return { data: { ...toWebhookResponse(webhook), secret } };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a webhook: address, events, description, on or off; the secret stays' })
  @ApiParam({ name: 'id', example: 3 })
  @ApiOkResponse({ type: WebhookEnvelopeDto })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in errors): INVALID_WEBHOOK_URL as when registering one' })
  @ApiNotFoundResponse({ description: 'WEBHOOK_NOT_FOUND' })
  async update(@Param('id', IdPipe) id: number, @Body() body: WebhookRequestDto): Promise<WebhookEnvelopeDto> {
    return { data: toWebhookResponse(await this.updateWebhook.execute({ id, fields: toFields(body) })) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a webhook and its delivery log' })
  @ApiParam({ name: 'id', example: 3 })
  @ApiOkResponse({ type: DeletedWebhookDto })
  @ApiNotFoundResponse({ description: 'WEBHOOK_NOT_FOUND' })
  async remove(@Param('id', IdPipe) id: number): Promise<DeletedWebhookDto> {
    await this.deleteWebhook.execute(id);
    return { data: { id } };
  }
}

/** The deliveries' log of every webhook, and "send again" (ra-data-simple-rest list and one). */
@ApiTags('webhooks')
@Controller('api/admin/webhook-deliveries')
@AdminOnly()
export class WebhookDeliveriesController {
  constructor(
    private readonly queries: WebhookQueries,
    private readonly resend: ResendWebhookDeliveryUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "Webhook deliveries, newest first: each event's state, attempts, last answer" })
  @ApiAdminList({
    type: WebhookDeliveryPageDto,
    resource: 'webhook-deliveries',
    exampleTotal: 12,
    filter: { example: '{"webhook_id":3,"state":"failed"}', description: 'webhook_id, state (pending, delivered, failed)' },
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<WebhookDeliveryPageDto> {
    const list = parseListQuery(query, { sortable: ['id'], defaultSort: ['id', 'DESC'], defaultLimit: 25 });
    const filter = knownFilter(list.filter, ['webhook_id', 'state']);
    const state = textParam(filter.state, 'filter.state', 20);
    if (state !== undefined && !(WEBHOOK_DELIVERY_STATES as readonly string[]).includes(state)) {
      throw DomainError.invalid('INVALID_LIST_QUERY', `filter.state must be one of ${WEBHOOK_DELIVERY_STATES.join(', ')}`, 'filter.state');
    }
    const offset = pageStart(list.offset);
    const page = await this.queries.deliveries({
      webhookId: idParam(filter.webhook_id, 'filter.webhook_id'),
      state,
      offset,
      limit: list.limit,
    });
    return sendPage(res, 'webhook-deliveries', { ...page, offset }, (delivery) => toDeliveryResponse(delivery));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One delivery with the JSON body as posted' })
  @ApiParam({ name: 'id', example: 41 })
  @ApiOkResponse({ type: WebhookDeliveryEnvelopeDto })
  @ApiNotFoundResponse({ description: 'WEBHOOK_DELIVERY_NOT_FOUND' })
  async one(@Param('id', IdPipe) id: number): Promise<WebhookDeliveryEnvelopeDto> {
    return { data: toDeliveryResponse(await this.queries.delivery(id), true) };
  }

  @Post(':id/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a delivery again now: the same body, a fresh signature, its retries started over' })
  @ApiParam({ name: 'id', example: 41 })
  @ApiOkResponse({ type: WebhookDeliveryEnvelopeDto })
  @ApiNotFoundResponse({ description: 'WEBHOOK_DELIVERY_NOT_FOUND' })
  @ApiConflictResponse({ description: 'WEBHOOK_DELIVERY_IN_PROGRESS: it is being posted right now' })
  async sendAgain(@Param('id', IdPipe) id: number): Promise<WebhookDeliveryEnvelopeDto> {
    return { data: toDeliveryResponse(await this.resend.execute(id), true) };
  }
}
