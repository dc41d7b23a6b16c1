import { ADDRESS_LIMITS, deliveryAddressProblems, isCustomerPhone, isEmailAddress, MIN_CUSTOMER_NAME_LENGTH } from 'shop-rules';
import type { OrderDetailsRequestWire, OrderRowWire, OrderWire } from '../api/wire';

/** A courier order's address as typed, under the API's names (its field errors land on these inputs). */
export interface DeliveryAddressForm {
  city: string;
  street: string;
  house_number: string;
  entrance: string;
  floor: string;
  apartment: string;
  zip: string;
  notes: string;
}
export type DeliveryAddressFormField = keyof DeliveryAddressForm;
export const DELIVERY_ADDRESS_FORM_FIELDS: readonly DeliveryAddressFormField[] = [
  'city',
  'street',
  'house_number',
  'entrance',
  'floor',
  'apartment',
  'zip',
  'notes',
];

/**
 * The customer details and notes staff may correct (PUT /api/orders/{id} refuses any other field), and a
 * courier order's delivery address: its one address, so its customer_address is not edited apart.
 */
export interface OrderDetailsForm {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string;
  notes: string;
  /** Courier orders only. */
  delivery_address?: DeliveryAddressForm;
}

// The name, phone and email follow the shop's rules (shop-rules); these limits are the request DTO's.
export const DETAIL_LIMITS = { customer_name: 200, customer_email: 254, customer_phone: 40, customer_address: 500, notes: 1000 } as const;

export const ADDRESS_INPUT_LIMITS: Record<DeliveryAddressFormField, number> = {
  city: ADDRESS_LIMITS.city[1],
  street: ADDRESS_LIMITS.street[1],
  house_number: ADDRESS_LIMITS.houseNumber[1],
  entrance: ADDRESS_LIMITS.entrance,
  floor: ADDRESS_LIMITS.floor,
  apartment: ADDRESS_LIMITS.apartment,
  zip: 7,
  notes: ADDRESS_LIMITS.notes,
};

export function orderDetailsForm(order?: Partial<OrderWire>): OrderDetailsForm {
  const form: OrderDetailsForm = {
    customer_name: order?.customer_name ?? '',
    customer_email: order?.customer_email ?? '',
    customer_phone: order?.customer_phone ?? '',
    customer_address: order?.customer_address ?? '',
    notes: order?.notes ?? '',
  };
  if (order?.delivery_method !== 'courier') return form;
  const address = order.delivery_address;
  return {
    ...form,
    delivery_address: {
      city: address?.city ?? '',
      street: address?.street ?? '',
      house_number: address?.house_number ?? '',
      // An order placed before floor and entrance were asked has neither.
      entrance: address?.entrance ?? '',
      floor: address?.floor ?? '',
      apartment: address?.apartment ?? '',
      zip: address?.zip ?? '',
      notes: address?.notes ?? '',
    },
  };
}

/**
 * The request body: trimmed; an emptied address or note is sent as null (cleared). A courier order sends
 * its delivery address and never a customer_address of its own (the server writes it from the address).
 */
export function orderDetailsPayload(values: Partial<OrderDetailsForm>): OrderDetailsRequestWire {
  const details = {
    customer_name: (values.customer_name ?? '').trim(),
    customer_email: (values.customer_email ?? '').trim(),
    customer_phone: (values.customer_phone ?? '').trim(),
    notes: (values.notes ?? '').trim() || null,
  };
  const address = values.delivery_address;
  if (!address) return { ...details, customer_address: (values.customer_address ?? '').trim() || null };
  const optional = (text: string | undefined) => (text ?? '').trim() || null;
  return {
    ...details,
    delivery_address: {
      city: (address.city ?? '').trim(),
      street: (address.street ?? '').trim(),
      house_number: (address.house_number ?? '').trim(),
      entrance: optional(address.entrance),
      floor: optional(address.floor),
      apartment: optional(address.apartment),
      zip: optional(address.zip),
      notes: optional(address.notes),
    },
  };
}

/** The message key of a part's problem, by the shop rule the checkout and the server check too; undefined when fine. */
export function deliveryAddressError(
  field: DeliveryAddressFormField,
  address: Partial<DeliveryAddressForm> | undefined,
): string | undefined {
  const text = (part: DeliveryAddressFormField) => String(address?.[part] ?? '');
  const problems = deliveryAddressProblems({
    city: text('city'),
    street: text('street'),
    houseNumber: text('house_number'),
    entrance: text('entrance'),
    floor: text('floor'),
    apartment: text('apartment'),
    zip: text('zip'),
    notes: text('notes'),
  });
  const problem = problems[field === 'house_number' ? 'houseNumber' : field];
  return problem && `resources.orders.edit.address_errors.${field}_${problem}`;
}

export const validCustomerName = (value: string | null | undefined) => (value ?? '').trim().length >= MIN_CUSTOMER_NAME_LENGTH;
export const validCustomerEmail = (value: string | null | undefined) => isEmailAddress((value ?? '').trim());
export const validCustomerPhone = (value: string | null | undefined) => isCustomerPhone((value ?? '').trim());

/** Whether the order came with its lines (the desk's rows come without them, `lines=false`). */
export function withLines(order: OrderWire | OrderRowWire): order is OrderWire {
  return Array.isArray(order.items);
}
