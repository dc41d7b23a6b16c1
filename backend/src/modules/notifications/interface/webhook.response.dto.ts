import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Webhook, WebhookDelivery } from '../domain/webhook';
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS } from '../domain/webhook-events';

export class WebhookResponseDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'https://erp.example.com/shop-webhooks' }) url: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, example: ['order.placed'] }) events: string[];
  @ApiProperty({ example: 'ERP order import', nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: true }) is_active: boolean;
  @ApiProperty({ example: '…x9Qa', description: "The secret's last characters (the secret itself is shown once, on creation)" })
  secret_hint: string;
  @ApiProperty({ example: '2026-11-25T10:00:00.000Z' }) created_at: string;
  @ApiProperty({ example: '2026-11-25T10:00:00.000Z' }) updated_at: string;
}

export class CreatedWebhookResponseDto extends WebhookResponseDto {
  @ApiProperty({
    example: 'whsec_3q2x...',
    description: 'The signing secret: answered this once only; keep it with the receiver',
  })
  secret: string;
}

export class WebhookEnvelopeDto {
  @ApiProperty({ type: WebhookResponseDto }) data: WebhookResponseDto;
}

export class CreatedWebhookEnvelopeDto {
  @ApiProperty({ type: CreatedWebhookResponseDto }) data: CreatedWebhookResponseDto;
}

export class WebhookPageDto {
  @ApiProperty({ type: [WebhookResponseDto] }) data: WebhookResponseDto[];
  @ApiProperty({ example: 2 }) total: number;
}

export class DeletedWebhookDto {
  @ApiProperty({ example: { id: 3 } }) data: { id: number };
}

export class WebhookDeliveryResponseDto {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ example: 3 }) webhook_id: number;
  @ApiProperty({ enum: WEBHOOK_EVENTS, example: 'order.placed' }) event: string;
  @ApiProperty({ example: '7b0c1d2e-...', description: "The body's `id`, the same on every attempt" }) event_id: string;
  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATES, example: 'delivered' }) state: string;
  @ApiProperty({ example: 1 }) attempts: number;
  @ApiProperty({ example: '2026-11-25T10:00:00.000Z', description: 'When a pending one is tried next' }) next_attempt_at: string;
  @ApiProperty({ example: 200, nullable: true, type: Number, description: "The receiver's last HTTP status; null: no answer" })
  last_status_code: number | null;
  @ApiProperty({ example: null, nullable: true, type: String }) last_error: string | null;
  @ApiProperty({ example: '2026-11-25T10:00:01.000Z', nullable: true, type: String }) last_attempt_at: string | null;
  @ApiProperty({ example: '2026-11-25T10:00:01.000Z', nullable: true, type: String }) delivered_at: string | null;
  @ApiProperty({ example: '2026-11-25T10:00:00.000Z' }) created_at: string;
  @ApiPropertyOptional({ example: '{"id":"...","event":"order.placed",...}', description: 'The JSON body as posted (one delivery only)' })
  payload?: string;
}

export class WebhookDeliveryEnvelopeDto {
  @ApiProperty({ type: WebhookDeliveryResponseDto }) data: WebhookDeliveryResponseDto;
}

export class WebhookDeliveryPageDto {
  @ApiProperty({ type: [WebhookDeliveryResponseDto] }) data: WebhookDeliveryResponseDto[];
  @ApiProperty({ example: 12 }) total: number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toWebhookResponse(webhook: Webhook): WebhookResponseDto {
  return {
    id: webhook.id,
    url: webhook.url,
    events: webhook.events,
    description: webhook.description,
    is_active: webhook.isActive,
    secret_hint: webhook.secretHint,
    created_at: webhook.createdAt.toISOString(),
    updated_at: webhook.updatedAt.toISOString(),
  };
}

export function toDeliveryResponse(delivery: WebhookDelivery, withPayload = false): WebhookDeliveryResponseDto {
  return {
    id: delivery.id,
    webhook_id: delivery.webhookId,
    event: delivery.event,
    event_id: delivery.eventId,
    state: delivery.state,
    attempts: delivery.attempts,
    next_attempt_at: delivery.nextAttemptAt.toISOString(),
    last_status_code: delivery.lastStatusCode,
    last_error: delivery.lastError,
    last_attempt_at: iso(delivery.lastAttemptAt),
    delivered_at: iso(delivery.deliveredAt),
    created_at: delivery.createdAt.toISOString(),
    ...(withPayload ? { payload: delivery.payload } : {}),
  };
}
