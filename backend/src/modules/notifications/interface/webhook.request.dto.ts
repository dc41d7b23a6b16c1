import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { WEBHOOK_EVENTS, WebhookEvent } from '../domain/webhook-events';

export class WebhookRequestDto {
  @ApiProperty({ example: 'https://erp.example.com/shop-webhooks', description: 'http(s) address the events are posted to' })
  @IsString({ message: 'url is required' })
  @MaxLength(2000, { message: 'url must be at most 2000 characters' })
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, example: ['order.placed', 'order.paid'] })
  @IsArray({ message: `events must be a list of ${WEBHOOK_EVENTS.join(', ')}` })
  @ArrayMinSize(1, { message: 'events must name at least one event' })
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @ArrayUnique({ message: 'events must name each event once' })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: `events must be among ${WEBHOOK_EVENTS.join(', ')}` })
  events: WebhookEvent[];

  @ApiPropertyOptional({ example: 'ERP order import', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'description must be at most 200 characters' })
  description?: string | null;

  @ApiPropertyOptional({ example: true, default: true, description: 'False: nothing is posted (pending deliveries are given up)' })
  @IsOptional()
  @IsBoolean({ message: 'is_active must be true or false' })
  is_active?: boolean;
}
