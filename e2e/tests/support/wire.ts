/**
 * The shop's API answers as the browser tests read them: the wire types generated from
 * openapi/openapi.json (openapi/wire.generated.ts, the apps' own), plus the tests' own inputs.
 */
import type { components } from '../../../openapi/wire.generated';

type Schemas = components['schemas'];

export type Language = 'he' | 'ru';
export type PaymentMethod = 'cash' | 'credit_card' | 'bit';

export type Variant = Schemas['VariantResponseDto'];
export type Product = Schemas['ProductResponseDto'];

/** The back office's product payload (POST /api/products). */
export interface ProductInput {
  name: string;
  price: number;
  stock_quantity: number;
  /** Fewer units than this is low stock; left out: the shop's default. */
  low_stock_threshold?: number | null;
  slug?: string | null;
  description?: string | null;
  has_discount?: boolean;
  discount_price?: number | null;
  discount_percentage?: number | null;
  image_url?: string | null;
  is_active?: boolean;
  is_visible?: boolean;
  is_recommended?: boolean;
  has_variants?: boolean;
  category_ids?: number[];
  images?: { url: string; is_primary?: boolean }[];
  translations?: { language: Language; name?: string | null; description?: string | null }[];
  variants?: {
    sku: string;
    size?: string | null;
    color?: string | null;
    material?: string | null;
    stock_quantity: number;
    price_modifier?: number | null;
    is_active?: boolean;
  }[];
}

export interface OrderLine {
  product_id: number;
  variant_id?: number | null;
  quantity: number;
}

export interface Customer {
  name: string;
  email: string;
  phone: string;
  address?: string | null;
  company_name?: string | null;
}

export type OrderItem = Schemas['OrderItemResponseDto'];
export type Order = Schemas['OrderResponseDto'];
/** GET /api/orders/{id} and the tracking answer: the order with the storefront's displayed status. */
export type TrackedOrder = Schemas['TrackedOrderResponseDto'];
/** GET /api/payment/status/{orderId}: the spec's payment record (camelCase is the spec's). */
export type PaymentStatus = Schemas['PaymentStatusRecordDto'];
