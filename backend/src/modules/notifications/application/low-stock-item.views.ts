import type { StockLevel } from 'shop-rules';

/** A product without variants, or one variant, that is out of stock or below its threshold. */
export interface LowStockItem {
  productId: number;
  variantId: number | null;
  productName: string;
  /** The variant's size, colour and material; null for a product without variants. */
  variantName: string | null;
  sku: string | null;
  stock: number;
  threshold: number;
  level: Exclude<StockLevel, 'ok'>;
}
