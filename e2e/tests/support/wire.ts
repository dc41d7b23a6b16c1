/**
 * The parts of the shop's API answers the browser tests read (field names as in openapi/openapi.json).
 * Only what tests use; add fields from the OpenAPI document as tests need them.
 */

export type Language = 'he' | 'ru';
export type PaymentMethod = 'cash' | 'credit_card';

export interface Variant {
  id: number;
  product_id: number;
  sku: string;
  size: string | null;
  color: string | null;
  material: string | null;
  stock_quantity: number;
  price: number;
  is_active: boolean;
}

export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  price: number;
  has_discount: boolean;
  discount_price: number;
  discount_percentage: number;
  /** What a shopper pays. */
  effective_price: number;
  stock_quantity: number;
  total_stock: number;
  in_stock: boolean;
  image_url: string | null;
  is_active: boolean;
  is_visible: boolean;
  is_recommended: boolean;
  has_variants: boolean;
  localized_name: string;
  localized_description: string;
  categories: { id: number; name: string; slug: string; localized_name: string }[];
  variants: Variant[];
  images: { id: number; url: string; sort_order: number; is_primary: boolean }[];
}

/** The back office's product payload (POST /api/products). */
export interface ProductInput {
  name: string;
  price: number;
  stock_quantity: number;
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

export interface OrderItem {
  product_id: number | null;
  variant_id: number | null;
  product_name: string;
  variant_name: string;
  quantity: number;
  unit_price: number;
  total_price: number;
}

export interface Order {
  /** UUID: holding it is the permission to read the order. */
  id: string;
  order_number: string;
  status: 'new' | 'unpaid' | 'paid' | 'preparing' | 'ready' | 'completed' | 'cancelled';
  payment_status: 'pending' | 'paid' | 'failed';
  payment_method: PaymentMethod;
  payment_error_code: string | null;
  language: Language;
  paid_at: string | null;
  total_amount: number;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  items: OrderItem[];
}

/** GET /api/orders/{id} and the tracking answer: the order with the storefront's displayed status. */
export interface TrackedOrder extends Order {
  display_status: { code: 'cancelled' | 'completed' | 'ready' | 'preparing' | 'paid' | 'payment_failed' | 'unpaid'; paid: boolean };
  timeline: { step: 'ordered' | 'preparing' | 'ready' | 'completed'; active: boolean }[];
}

/** GET /api/payment/status/{orderId}: the spec's payment record (camelCase is the spec's). */
export interface PaymentStatus {
  orderId: string;
  status: 'success' | 'failed' | 'pending';
  transactionId: string | null;
  authNumber: string | null;
  amount: number;
  currency: string;
  paymentMethod: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  timestamp: string | null;
}
