import type { OrderDetailsRequestWire, OrderRowWire, OrderWire } from '../api/wire';

/** The customer details and notes staff may correct (PUT /api/orders/{id} refuses any other field). */
export interface OrderDetailsForm {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string;
  notes: string;
}

// The server's rules (ordering/domain/customer.ts and the request DTO).
export const MIN_CUSTOMER_NAME_LENGTH = 2;
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DETAIL_LIMITS = { customer_name: 200, customer_email: 254, customer_phone: 40, customer_address: 500, notes: 1000 } as const;

export function orderDetailsForm(order?: Partial<OrderWire>): OrderDetailsForm {
  return {
    customer_name: order?.customer_name ?? '',
    customer_email: order?.customer_email ?? '',
    customer_phone: order?.customer_phone ?? '',
    customer_address: order?.customer_address ?? '',
    notes: order?.notes ?? '',
  };
}

/** The request body: trimmed; an emptied address or note is sent as null (cleared). */
export function orderDetailsPayload(values: Partial<OrderDetailsForm>): OrderDetailsRequestWire {
  return {
    customer_name: (values.customer_name ?? '').trim(),
    customer_email: (values.customer_email ?? '').trim(),
    customer_phone: (values.customer_phone ?? '').trim(),
    customer_address: (values.customer_address ?? '').trim() || null,
    notes: (values.notes ?? '').trim() || null,
  };
}

export const validCustomerName = (value: string | null | undefined) => (value ?? '').trim().length >= MIN_CUSTOMER_NAME_LENGTH;
export const validCustomerEmail = (value: string | null | undefined) => EMAIL_PATTERN.test((value ?? '').trim());
export const validCustomerPhone = (value: string | null | undefined) => PHONE_PATTERN.test((value ?? '').trim());

/** Whether the order came with its lines (the desk's rows come without them, `lines=false`). */
export function withLines(order: OrderWire | OrderRowWire): order is OrderWire {
  return Array.isArray(order.items);
}
