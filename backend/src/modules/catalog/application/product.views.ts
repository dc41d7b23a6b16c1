import { colourName } from 'shop-rules';
import { localize, Language } from '../../../shared/localisation/language';
import { imageCopiesOf } from '../../media/application/image-copies.rules';
import { shelfPriceOf, variantPrice } from '../domain/pricing';
import { galleryOrder, mainImageUrl, ProductRecord } from '../domain/product';
import { isInStock, totalStock } from '../domain/stock';

type ImageCopies = ReturnType<typeof imageCopiesOf>;

/**
 * The product as the API answers it (snake_case, money in shekels). Built here rather than in a
 * controller because the same answer is stored, rendered once per language, as the shoppers'
 * product documents (infrastructure/shopper-product-documents.ts).
 */
export interface VariantView {
  id: number;
  product_id: number;
  sku: string;
  size: string | null;
  color: string | null;
  localized_color: string | null;
  material: string | null;
  stock_quantity: number;
  /** Staff only: the variant's own low-stock threshold (null: the product's, else the shop's). */
  low_stock_threshold?: number | null;
  price_modifier: number;
  price: number;
  is_active: boolean;
}

export interface ProductView {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  price: number;
  has_discount: boolean;
  discount_price: number;
  discount_percentage: number;
  effective_price: number;
  stock_quantity: number;
  /** Staff only: the product's own low-stock threshold (null: the shop's default). */
  low_stock_threshold?: number | null;
  total_stock: number;
  in_stock: boolean;
  variant_count: number;
  image_url: string | null;
  image_copies?: ImageCopies;
  is_required: boolean;
  is_active: boolean;
  is_visible: boolean;
  is_recommended: boolean;
  has_variants: boolean;
  created_at: string;
  updated_at: string;
  translations: { language: string; name: string; description: string | null }[];
  localized_name: string;
  localized_description: string;
  categories: { id: number; name: string; slug: string; localized_name: string }[];
  variants: VariantView[];
  images: { id: number; url: string; sort_order: number; is_primary: boolean; copies?: ImageCopies }[];
  rating_average: number | null;
  rating_count: number;
}

/** Who reads: shoppers never see inactive variants. */
export type Reader = 'shoppers' | 'staff';

export function toProductView(product: ProductRecord, lang: Language, reader: Reader): ProductView {
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
    ...(reader === 'staff' ? { low_stock_threshold: product.lowStockThreshold ?? null } : {}),
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
    categories: product.categories.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      localized_name: localize(c.name, c.translations, lang, 'name'),
    })),
    variants: variants.map((v) => ({
      id: v.id,
      product_id: v.productId,
      sku: v.sku,
      size: v.size,
      color: v.color,
      localized_color: colourName(v.color, lang),
      material: v.material,
      stock_quantity: v.stockQuantity,
      ...(reader === 'staff' ? { low_stock_threshold: v.lowStockThreshold ?? null } : {}),
      price_modifier: v.priceModifier,
      price: variantPrice(shelf.effectivePrice, v.priceModifier),
      is_active: v.isActive,
    })),
    images: galleryOrder(product.images).map((i) => ({
      id: i.id,
      url: i.url,
      sort_order: i.sortOrder,
      is_primary: i.isPrimary,
      copies: imageCopiesOf(i.url),
    })),
    // Only published reviews count; with none the product has no rating at all.
    rating_average: product.ratingCount ? (product.ratingAverage ?? null) : null,
    rating_count: product.ratingCount ?? 0,
  };
}
