import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DELIVERY_METHODS, DeliveryMethod } from 'shop-rules';
import type { DeliveryAddressView, OrderItemView, OrderRowView, OrderView, TrackedOrderView } from '../application/order.views';
import { DISPLAYED_STATUS_CODES, DisplayedStatusCode, TimelineStep } from '../domain/order-progress';
import { ORDER_STATUSES, PAID_WITH, PAYMENT_METHODS, PAYMENT_STATUSES } from '../domain/order-status';
import type { PaidWith } from '../domain/order-status';

export class OrderItemProductResponseDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: '/uploads/shoe.jpg', nullable: true, type: String }) image_url: string | null;
}

export class OrderItemResponseDto implements OrderItemView {
  @ApiProperty({ example: 101, description: 'The line’s id (cancellation lines name it as item_id)' }) id: number;
  @ApiProperty({ example: 12, nullable: true, type: Number }) product_id: number | null;
  @ApiProperty({ example: 31, nullable: true, type: Number }) variant_id: number | null;
  @ApiProperty({ example: 'נעלי ריצה', description: 'Catalog name in the order language, as sold' }) product_name: string;
  @ApiProperty({ example: '42 / Red', description: 'Empty when the product has no variants' }) variant_name: string;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ example: 129.9, description: 'Shekels, priced by the server' }) unit_price: number;
  @ApiProperty({ example: 259.8 }) total_price: number;
  @ApiProperty({ example: 0, description: 'Units cancelled after the sale; their stock went back' }) cancelled_quantity: number;
  @ApiProperty({ type: OrderItemProductResponseDto, nullable: true, description: 'The product when it still exists (for its picture)' })
  product: OrderItemProductResponseDto | null;
}

export class DeliveryAddressResponseDto implements DeliveryAddressView {
  @ApiProperty({ example: 'ראשון לציון' }) city: string;
  @ApiProperty({ example: 'הרצל' }) street: string;
  @ApiProperty({ example: '12א' }) house_number: string;
  @ApiProperty({ example: 'ב', nullable: true, type: String, description: 'Null when not given (and on older orders)' })
  entrance: string | null;
  @ApiProperty({ example: '3', nullable: true, type: String, description: 'Null when not given (and on older orders)' })
  floor: string | null;
  @ApiProperty({ example: '4', nullable: true, type: String }) apartment: string | null;
  @ApiProperty({ example: '7525101', nullable: true, type: String }) zip: string | null;
  @ApiProperty({ example: null, nullable: true, type: String }) notes: string | null;
}

/** The order without its lines: a row of the desk's list with `lines=false`. */
export class OrderRowResponseDto implements OrderRowView {
  @ApiProperty({ example: '0b6f3c9e-8c1d-4f5e-9a7b-2d4c6e8f0a1b' }) id: string;
  @ApiProperty({ example: 'ORD-1767607200000-42' }) order_number: string;
  @ApiProperty({ example: 'new', enum: ORDER_STATUSES }) status: string;
  @ApiProperty({ example: 'pending', enum: PAYMENT_STATUSES }) payment_status: string;
  @ApiProperty({ example: 'cash', enum: PAYMENT_METHODS }) payment_method: string;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'Provider response code of the last failed payment' })
  payment_error_code: string | null;
  @ApiProperty({ example: 'he', enum: ['he', 'ru'] }) language: string;
  @ApiProperty({ example: '2026-01-05T10:00:00.000Z' }) created_at: string;
  @ApiProperty({ example: '2026-01-05T10:00:00.000Z' }) updated_at: string;
  @ApiProperty({ example: null, nullable: true, type: String }) paid_at: string | null;
  @ApiProperty({ example: 259.8, description: 'Shekels: the lines before the discount' }) items_total: number;
  @ApiProperty({ example: 'SPORT10', nullable: true, type: String }) discount_code: string | null;
  @ApiProperty({ example: 25.98, description: 'Shekels off the items; 0 without a code' }) discount_amount: number;
  @ApiProperty({ example: 'courier', enum: DELIVERY_METHODS }) delivery_method: DeliveryMethod;
  @ApiProperty({ type: DeliveryAddressResponseDto, nullable: true, description: 'Null for store pickup' })
  delivery_address: DeliveryAddressResponseDto | null;
  @ApiProperty({ example: 30, description: 'Shekels; 0 for pickup and above the free-delivery threshold' }) delivery_fee: number;
  @ApiProperty({ example: 263.82, description: 'Shekels, computed by the server: items_total - discount_amount + delivery_fee' })
  total_amount: number;
  @ApiProperty({ example: 0, description: 'Shekels given back by refunds, in all' }) refunded_amount: number;
  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description: 'When the order was delivered or picked up (status completed); the cancellation period counts from it',
  })
  completed_at: string | null;
  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description:
      'When a verified card or Bit payment arrived after the order was cancelled (no invoice-receipt is issued for it; staff refund it ' +
      'whole from the desk); kept after the refund, when payment_status says refunded',
  })
  paid_after_cancellation_at: string | null;
  @ApiProperty({
    example: null,
    nullable: true,
    enum: PAID_WITH,
    description: 'How the order was paid once settled (installments: by card in more than one payment); null until then',
  })
  paid_with: PaidWith | null;
  @ApiProperty({
    example: null,
    nullable: true,
    type: Number,
    description: 'Card payments the order was paid in (1 for a single charge); null for cash, Bit or not yet paid',
  })
  installments: number | null;
  @ApiProperty({ example: 'Dana Levi' }) customer_name: string;
  @ApiProperty({ example: 'dana@example.com' }) customer_email: string;
  @ApiProperty({ example: '+972 50-123-4567' }) customer_phone: string;
  @ApiProperty({
    example: 'איסוף עצמי מהחנות: רחוב הרצל 120, ראשון לציון',
    nullable: true,
    type: String,
    description: 'The store address for pickup, the formatted delivery address for a courier (staff may correct it)',
  })
  customer_address: string | null;
  @ApiProperty({ example: null, nullable: true, type: String }) company_name: string | null;
  @ApiProperty({ example: null, nullable: true, type: String }) notes: string | null;
  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description: "The link to the order's invoice-receipt (tax document) once it is issued; null until then",
  })
  invoice_url: string | null;
}

export class OrderResponseDto extends OrderRowResponseDto implements OrderView {
  @ApiProperty({ type: [OrderItemResponseDto] }) items: OrderItemResponseDto[];
}

/** A row of the list: the order with its lines, or without them when asked with `lines=false`. */
export class OrderListRowResponseDto extends OrderRowResponseDto {
  @ApiPropertyOptional({ type: [OrderItemResponseDto], description: 'The lines; absent with lines=false' })
  items?: OrderItemResponseDto[];
}

export class DisplayedStatusResponseDto {
  @ApiProperty({ example: 'unpaid', enum: DISPLAYED_STATUS_CODES, description: 'pay_at_store: a cash order to be paid at pickup' })
  code: DisplayedStatusCode;
  @ApiProperty({ example: false }) paid: boolean;
}

export class TimelineStepResponseDto {
  @ApiProperty({ example: 'ordered', enum: ['ordered', 'preparing', 'ready', 'completed'] }) step: TimelineStep;
  @ApiProperty({ example: true }) active: boolean;
}

export class TrackedOrderResponseDto extends OrderResponseDto implements TrackedOrderView {
  @ApiProperty({ type: DisplayedStatusResponseDto, description: "The storefront's displayed-status rule" })
  display_status: DisplayedStatusResponseDto;
  @ApiProperty({ type: [TimelineStepResponseDto], description: 'The four tracking steps and which are reached' })
  timeline: TimelineStepResponseDto[];
}

export class OrderEnvelopeDto {
  @ApiProperty({ type: OrderResponseDto }) data: OrderResponseDto;
}

export class TrackedOrderEnvelopeDto {
  @ApiProperty({ type: TrackedOrderResponseDto }) data: TrackedOrderResponseDto;
}

export class OrderListResponseDto {
  @ApiProperty({ type: [OrderListRowResponseDto] }) data: OrderListRowResponseDto[];
  @ApiProperty({ example: 57, description: 'Orders matching the filters' }) total: number;
}

export class OrderStatsDto {
  @ApiProperty({ example: 57 }) total: number;
  @ApiProperty({ example: 3 }) unpaid: number;
  @ApiProperty({ example: 5 }) paid: number;
  @ApiProperty({ example: 10 }) new: number;
  @ApiProperty({ example: 4 }) preparing: number;
  @ApiProperty({ example: 2 }) ready: number;
  @ApiProperty({ example: 30 }) completed: number;
  @ApiProperty({ example: 3 }) cancelled: number;
}

export class OrderStatsResponseDto {
  @ApiProperty({ type: OrderStatsDto }) data: OrderStatsDto;
}

export class DeletedOrderDto {
  @ApiProperty({ example: '0b6f3c9e-8c1d-4f5e-9a7b-2d4c6e8f0a1b' }) id: string;
  @ApiProperty({ example: true, description: 'True when the order still held units and they went back to stock' }) stock_returned: boolean;
}

export class DeletedOrderResponseDto {
  @ApiProperty({ type: DeletedOrderDto }) data: DeletedOrderDto;
}
