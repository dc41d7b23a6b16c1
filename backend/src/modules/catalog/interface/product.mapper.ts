import { colourName } from '../../../shared/domain/colour-names';
import { localize, Language } from '../../../shared/localisation/language';
import { imageCopiesOf } from '../../media/domain/image-copies';
import type { ProductStats } from '../application/product.queries';
import { shelfPriceOf, variantPrice } from '../domain/pricing';
import { galleryOrder, mainImageUrl, ProductRecord } from '../domain/product';
import { isInStock, totalStock } from '../domain/stock';
import type { ProductResponseDto, ProductStatsDto } from './product.response.dto';

/** Who reads: shoppers never see inactive variants. */
export type Reader = 'shoppers' | 'staff';

export function toProductResponse(product: ProductRecord, lang: Language, reader: Reader): ProductResponseDto {
  const shelf = shelfPriceOf(product);
  const variants = reader === 'shoppers' ? product.variants.filter((v) => v.isActive) : product.variants;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: product.price,
    has_discount: product.hasDiscount,
    discount_price: product.discountPrice,
    discount_percentage: shelf.discountPercentage,
    effective_price: shelf.effectivePrice,
    stock_quantity: product.stockQuantity,
    total_stock: totalStock(product),
    in_stock: isInStock(product),
    variant_count: variants.length,
    image_url: mainImageUrl(product),
    image_copies: imageCopiesOf(mainImageUrl(product)),
    is_required: product.isRequired,
    is_active: product.isActive,
    is_visible: product.isVisible,
    is_recommended: product.isRecommended,
    has_variants: product.hasVariants,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
    translations: product.translations.map((t) => ({ language: t.language, name: t.name, description: t.description })),
    localized_name: localize(product.name, product.translations, lang, 'name'),
    localized_description: localize(product.description, product.translations, lang, 'description'),
    categories: product.categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug, localized_name: localize(c.name, c.translations, lang, 'name') })),
    variants: variants.map((v) => ({
      id: v.id,
      product_id: v.productId,
      sku: v.sku,
      size: v.size,
      color: v.color,
      localized_color: colourName(v.color, lang),
      material: v.material,
      stock_quantity: v.stockQuantity,
      price_modifier: v.priceModifier,
      price: variantPrice(shelf.effectivePrice, v.priceModifier),
      is_active: v.isActive,
    })),
    images: galleryOrder(product.images).map((i) => ({ id: i.id, url: i.url, sort_order: i.sortOrder, is_primary: i.isPrimary, copies: imageCopiesOf(i.url) })),
  };
}

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
