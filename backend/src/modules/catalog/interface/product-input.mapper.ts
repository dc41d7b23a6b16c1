import type { ProductInput } from '../domain/product';
import type { ProductRequestDto } from './product.request.dto';

/** The wire payload (snake_case) as the domain's input. */
export function toProductInput(body: ProductRequestDto): ProductInput {
  return {
    name: body.name,
    slug: body.slug,
    description: body.description,
    price: body.price,
    hasDiscount: body.has_discount,
    discountPrice: body.discount_price,
    discountPercentage: body.discount_percentage,
    stockQuantity: body.stock_quantity,
    lowStockThreshold: body.low_stock_threshold,
    imageUrl: body.image_url,
    isRequired: body.is_required,
    isActive: body.is_active,
    isVisible: body.is_visible,
    isRecommended: body.is_recommended,
    hasVariants: body.has_variants,
    categories: body.categories?.map((c) => ({ id: c.id })),
    categoryId: body.category_id,
    categoryIds: body.category_ids,
    translations: body.translations?.map((t) => ({ language: t.language, name: t.name, description: t.description })),
    variants: body.variants?.map((v) => ({
      id: v.id,
      sku: v.sku,
      size: v.size,
      color: v.color,
      material: v.material,
      stockQuantity: v.stock_quantity,
      lowStockThreshold: v.low_stock_threshold,
      priceModifier: v.price_modifier,
      isActive: v.is_active,
    })),
    images: body.images?.map((i) => ({ url: i.url, isPrimary: i.is_primary })),
  };
}
