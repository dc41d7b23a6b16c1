import { ApiProperty } from '@nestjs/swagger';
import { CANCELLATION_REASONS, ORDER_STATUSES, PAYMENT_STATUSES } from 'shop-rules';
import type {
  CancellationQuoteView,
  CancellationRequestedView,
  CancellationRequestView,
  CancelledLineView,
  QuoteItemView,
  RefundQuoteView,
  RefundView,
} from '../application/cancellation.views';
import { SHOWN_REQUEST_STATES, ShownRequestState } from '../domain/cancellation-request';
import { REFUND_METHODS, REFUND_STATES, RefundMethod, RefundState } from '../domain/refund';

export class QuoteItemDto implements QuoteItemView {
  @ApiProperty({ example: 101, description: 'The line’s id, for `lines[].item_id`' }) id: number;
  @ApiProperty({ example: 'נעלי ריצה' }) product_name: string;
  @ApiProperty({ example: '42 / Red' }) variant_name: string;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ example: 2, description: 'Units not cancelled yet' }) cancellable_quantity: number;
  @ApiProperty({ example: 129.9, description: 'Shekels, as sold' }) unit_price: number;
}

export class CancellationQuoteDto implements CancellationQuoteView {
  @ApiProperty({ example: 'ORD-1767607200000-42' }) order_number: string;
  @ApiProperty({ example: 'he', enum: ['he', 'ru'] }) language: string;
  @ApiProperty({ example: 'preparing', enum: ORDER_STATUSES }) status: string;
  @ApiProperty({ example: 'paid', enum: PAYMENT_STATUSES }) payment_status: string;
  @ApiProperty({ type: [QuoteItemDto], description: 'Every line of the order' }) items: QuoteItemDto[];
  @ApiProperty({ example: true, description: 'Nothing of the order would be left' }) whole_order: boolean;
  @ApiProperty({ example: 259.8, description: 'Shekels: the chosen goods’ value after the order’s discount' }) goods_amount: number;
  @ApiProperty({
    example: 30,
    description:
      'Shekels of delivery given back: only when the whole order is cancelled before delivery or pickup, or the delivery was late or missing',
  })
  delivery_amount: number;
  @ApiProperty({
    example: 12.99,
    description: 'Shekels: 5% of the goods, at most ₪100; none for defect, not_as_described, late_or_missing, or when nothing was paid',
  })
  fee: number;
  @ApiProperty({ example: 276.81, description: 'Shekels that would go back: goods + delivery − fee; 0 when nothing was paid' })
  refund_amount: number;
  @ApiProperty({
    example: '2026-03-15T21:59:59.999Z',
    nullable: true,
    type: String,
    description: 'The last moment to cancel (the end of the shop’s last day); null while the order is not delivered or picked up',
  })
  deadline: string | null;
  @ApiProperty({ example: 'standard', enum: ['standard', 'extended'], description: 'extended: 4 months, with the longer-period statement' })
  period: 'standard' | 'extended';
}

export class CancellationQuoteEnvelopeDto {
  @ApiProperty({ type: CancellationQuoteDto }) data: CancellationQuoteDto;
}

export class CancellationRequestedDto implements CancellationRequestedView {
  @ApiProperty({ example: 'CAN-1767607200000-7' }) request_number: string;
  @ApiProperty({ example: 'ORD-1767607200000-42' }) order_number: string;
  @ApiProperty({ example: 'open', enum: ['open'] }) state: 'open';
  @ApiProperty({ example: 259.8 }) goods_amount: number;
  @ApiProperty({ example: 30 }) delivery_amount: number;
  @ApiProperty({ example: 12.99 }) fee: number;
  @ApiProperty({ example: 276.81 }) refund_amount: number;
  @ApiProperty({ example: '2026-03-02T10:00:00.000Z' }) created_at: string;
}

export class CancellationRequestedEnvelopeDto {
  @ApiProperty({ type: CancellationRequestedDto }) data: CancellationRequestedDto;
}

export class CancelledLineDto implements CancelledLineView {
  @ApiProperty({ example: 101 }) item_id: number;
  @ApiProperty({ example: 'נעלי ריצה' }) product_name: string;
  @ApiProperty({ example: '42 / Red' }) variant_name: string;
  @ApiProperty({ example: 1 }) quantity: number;
  @ApiProperty({ example: 129.9, description: 'Shekels: these units’ paid value (0 when nothing was paid)' }) amount: number;
}

export class CancellationRequestViewDto implements CancellationRequestView {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'CAN-1767607200000-7' }) request_number: string;
  @ApiProperty({ example: '0b6f3c9e-8c1d-4f5e-9a7b-2d4c6e8f0a1b' }) order_id: string;
  @ApiProperty({ example: 'ORD-1767607200000-42' }) order_number: string;
  @ApiProperty({ example: 'Dana Levi' }) customer_name: string;
  @ApiProperty({ example: 'open', enum: SHOWN_REQUEST_STATES }) state: ShownRequestState;
  @ApiProperty({ example: 'changed_mind', enum: CANCELLATION_REASONS }) reason: string;
  @ApiProperty({ example: null, nullable: true, type: String }) reason_details: string | null;
  @ApiProperty({ example: false }) longer_period_statement: boolean;
  @ApiProperty({ example: true }) whole_order: boolean;
  @ApiProperty({ type: [CancelledLineDto] }) items: CancelledLineDto[];
  @ApiProperty({ example: 259.8 }) goods_amount: number;
  @ApiProperty({ example: 30 }) delivery_amount: number;
  @ApiProperty({ example: 12.99 }) fee: number;
  @ApiProperty({ example: 276.81, description: 'As planned when asked; an approval plans it again on the order as it is then' })
  refund_amount: number;
  @ApiProperty({ example: '2026-03-02T10:00:00.000Z' }) created_at: string;
  @ApiProperty({ example: null, nullable: true, type: String }) decided_at: string | null;
  @ApiProperty({ example: null, nullable: true, type: String }) staff_note: string | null;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'The provider’s message when it refused the refund' })
  provider_message: string | null;
  @ApiProperty({ example: null, nullable: true, type: Number }) refund_id: number | null;
  @ApiProperty({
    example: 1,
    description: 'Goes up at every change of the request; approve and reject send the version staff were shown',
  })
  version: number;
}

export class CancellationRequestEnvelopeDto {
  @ApiProperty({ type: CancellationRequestViewDto }) data: CancellationRequestViewDto;
}

export class CancellationRequestPageDto {
  @ApiProperty({ type: [CancellationRequestViewDto] }) data: CancellationRequestViewDto[];
  @ApiProperty({ example: 3 }) total: number;
}

export class RefundViewDto implements RefundView {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: '0b6f3c9e-8c1d-4f5e-9a7b-2d4c6e8f0a1b' }) order_id: string;
  @ApiProperty({
    example: 7,
    nullable: true,
    type: Number,
    description: 'The request it approved; null for a refund made from the orders desk',
  })
  cancellation_request_id: number | null;
  @ApiProperty({ example: 276.81, description: 'Shekels given back' }) amount: number;
  @ApiProperty({ example: 259.8 }) goods_amount: number;
  @ApiProperty({ example: 30 }) delivery_amount: number;
  @ApiProperty({ example: 12.99 }) fee: number;
  @ApiProperty({ example: 'credit_card', enum: REFUND_METHODS, description: 'none: nothing was paid, no money moved' })
  method: RefundMethod;
  @ApiProperty({ example: 'succeeded', enum: REFUND_STATES, description: 'pending only while the provider is being asked' })
  state: RefundState;
  @ApiProperty({ example: '55501', nullable: true, type: String }) provider_reference: string | null;
  @ApiProperty({ example: null, nullable: true, type: String }) provider_message: string | null;
  @ApiProperty({ type: [CancelledLineDto] }) items: CancelledLineDto[];
  @ApiProperty({ example: null, nullable: true, type: String }) note: string | null;
  @ApiProperty({ example: '2026-03-03T09:00:00.000Z' }) created_at: string;
}

export class RefundQuoteDto implements RefundQuoteView {
  @ApiProperty({
    example: 276.81,
    description: 'Shekels that would go back; the refund itself is planned again on the order as it is then',
  })
  amount: number;
  @ApiProperty({ example: 259.8 }) goods_amount: number;
  @ApiProperty({ example: 30 }) delivery_amount: number;
  @ApiProperty({ example: 12.99, description: 'The cancellation fee the shop keeps' }) fee: number;
  @ApiProperty({ example: 'credit_card', enum: REFUND_METHODS, description: 'The way it would go back; none: nothing was paid' })
  method: RefundMethod;
  @ApiProperty({ type: [CancelledLineDto] }) items: CancelledLineDto[];
}

export class RefundQuoteEnvelopeDto {
  @ApiProperty({ type: RefundQuoteDto }) data: RefundQuoteDto;
}

export class RefundEnvelopeDto {
  @ApiProperty({ type: RefundViewDto }) data: RefundViewDto;
}

export class RefundListDto {
  @ApiProperty({ type: [RefundViewDto] }) data: RefundViewDto[];
}
