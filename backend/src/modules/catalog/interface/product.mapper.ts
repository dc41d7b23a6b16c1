import type { ProductStats } from '../application/product-queries.port';
import type { ProductStatsDto } from './product.response.dto';

export function toProductStatsResponse(stats: ProductStats): ProductStatsDto {
  return {
    total: stats.total,
    active: stats.active,
    inactive: stats.inactive,
    visible: stats.visible,
    hidden: stats.hidden,
    recommended: stats.recommended,
    discounted: stats.discounted,
    out_of_stock: stats.outOfStock,
  };
}
