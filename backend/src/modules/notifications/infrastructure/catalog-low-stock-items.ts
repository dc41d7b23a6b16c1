import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { effectiveLowStockThreshold, stockLevel } from 'shop-rules';
import type { LowStockItem } from '../application/low-stock-item.views';
import { LowStockItems } from '../application/low-stock-items.port';

interface Row {
  product_id: number | string;
  variant_id: number | string | null;
  product_name: string;
  sku: string | null;
  size: string | null;
  color: string | null;
  material: string | null;
  stock: number | string;
  own_threshold: number | string | null;
  product_threshold: number | string | null;
}

const numberOrNull = (value: number | string | null) => (value === null || value === undefined ? null : Number(value));

/**
 * The notifications' port answered from the catalog's tables (as documents reads after-sale's refunds):
 * active products without variants by their own stock, and the active variants of active products
 * with variants. The SQL narrows to the candidates; shop-rules' stockLevel decides each.
 */
@Injectable()
export class CatalogLowStockItems extends LowStockItems {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async list(shopDefault: number, limit: number): Promise<LowStockItem[]> {
    const [sql, parameters] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT p.id AS product_id, NULL AS variant_id, p.name AS product_name, NULL AS sku, NULL AS size, NULL AS color,
              NULL AS material, p.stock_quantity AS stock, NULL AS own_threshold, p.low_stock_threshold AS product_threshold
         FROM products p
        WHERE p.is_active = 1
          AND NOT (p.has_variants = 1 AND EXISTS (SELECT 1 FROM product_variants v0 WHERE v0.product_id = p.id))
          AND (p.stock_quantity <= 0 OR p.stock_quantity < COALESCE(p.low_stock_threshold, :shopDefault))
       UNION ALL
       SELECT p.id, v.id, p.name, v.sku, v.size, v.color, v.material, v.stock_quantity, v.low_stock_threshold, p.low_stock_threshold
         FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE p.is_active = 1 AND p.has_variants = 1 AND v.is_active = 1
          AND (v.stock_quantity <= 0 OR v.stock_quantity < COALESCE(v.low_stock_threshold, p.low_stock_threshold, :shopDefault))
        ORDER BY stock, product_id, variant_id
        LIMIT ${Math.max(1, Math.floor(limit))}`,
      { shopDefault },
      {},
    );
    const rows = (await this.dataSource.query(sql, parameters)) as Row[];
    return rows.flatMap((row): LowStockItem[] => {
      const stock = Number(row.stock);
      const threshold = effectiveLowStockThreshold(numberOrNull(row.own_threshold), numberOrNull(row.product_threshold), shopDefault);
      const level = stockLevel(stock, threshold);
      if (level === 'ok') return [];
      const variantName = [row.size, row.color, row.material].filter((part) => part !== null && part !== '').join(' / ');
      return [
        {
          productId: Number(row.product_id),
          variantId: numberOrNull(row.variant_id),
          productName: row.product_name,
          variantName: row.variant_id === null ? null : variantName || row.sku,
          sku: row.sku,
          stock,
          threshold,
          level,
        },
      ];
    });
  }
}
