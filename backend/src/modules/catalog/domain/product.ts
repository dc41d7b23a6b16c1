import type { Translation, TranslationInput } from './translations';

/** The product's own fields, as staff set them. */
export interface ProductFields {
  name: string;
  description: string | null;
  price: number;
  hasDiscount: boolean;
  discountPrice: number;
  discountPercentage: number;
  stockQuantity: number;
  /** Low-stock threshold of the product (and of its variants without their own); null: the shop's default. */
  lowStockThreshold?: number | null;
  imageUrl: string | null;
  isRequired: boolean;
  isActive: boolean;
  isVisible: boolean;
  isRecommended: boolean;
  hasVariants: boolean;
}

/** A product as read from the catalog, with everything a page or an order needs. */
export interface ProductRecord extends ProductFields {
  id: number;
  slug: string;
  createdAt: Date;
  updatedAt: Date;
  translations: Translation[];
  categories: ProductCategoryRecord[];
  variants: VariantRecord[];
  images: ImageRecord[];
  /** Average stars of the published reviews (null: none yet) and their number; kept by the reviews' moderation. */
  ratingAverage?: number | null;
  ratingCount?: number;
}

export interface ProductCategoryRecord {
  id: number;
  name: string;
  slug: string;
  translations: Array<{ language: string; name: string }>;
}

/** A variant's own fields, as staff set them. */
export interface VariantFields {
  sku: string;
  size: string | null;
  color: string | null;
  material: string | null;
  stockQuantity: number;
  /** Low-stock threshold of this variant; null: the product's, else the shop's default. */
  lowStockThreshold?: number | null;
  priceModifier: number;
  isActive: boolean;
}

export interface VariantRecord extends VariantFields {
  id: number;
  productId: number;
}

export interface ImageRecord {
  id: number;
  url: string;
  sortOrder: number;
  isPrimary: boolean;
}

/** Shoppers see a product only when it is both active and visible. */
export function isOnSale(product: Pick<ProductRecord, 'isActive' | 'isVisible'>): boolean {
  return product.isActive && product.isVisible;
}

/** Images with the primary one first, then by position. */
export function galleryOrder(images: readonly ImageRecord[]): ImageRecord[] {
  return [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.sortOrder - b.sortOrder || a.id - b.id);
}

/** The picture of the product: its primary image, else the main image URL. */
export function mainImageUrl(product: Pick<ProductRecord, 'imageUrl' | 'images'>): string | null {
  return product.images.find((image) => image.isPrimary)?.url ?? product.imageUrl ?? product.images[0]?.url ?? null;
}

/** What staff send to create or replace a product (already type-checked at the edge). */
export interface ProductInput {
  name: string;
  slug?: string | null;
  description?: string | null;
  price: number;
  hasDiscount?: boolean;
  discountPrice?: number | null;
  discountPercentage?: number | null;
  stockQuantity: number;
  lowStockThreshold?: number | null;
  imageUrl?: string | null;
  isRequired?: boolean;
  isActive?: boolean;
  isVisible?: boolean;
  isRecommended?: boolean;
  hasVariants?: boolean;
  /** `categories: [{id}]`; an entry without id is dropped. */
  categories?: Array<{ id?: number | null }>;
  categoryId?: number | null;
  categoryIds?: number[];
  translations?: TranslationInput[];
  variants?: VariantInput[];
  images?: ImageInput[];
}

export interface VariantInput {
  id?: number | null;
  sku: string;
  size?: string | null;
  color?: string | null;
  material?: string | null;
  stockQuantity: number;
  lowStockThreshold?: number | null;
  priceModifier?: number | null;
  isActive?: boolean;
}

export interface ImageInput {
  url: string;
  isPrimary?: boolean;
}

/** A product ready to be stored: trimmed, consistent, SKUs decided, images ordered. */
export interface ProductDraft extends ProductFields {
  slug: string | null;
  categoryIds: number[];
  translations: Translation[];
  variants: VariantDraft[];
  images: Array<{ url: string; sortOrder: number; isPrimary: boolean }>;
}

/** `id`: the variant kept from before, or null for a new one. */
export interface VariantDraft extends VariantFields {
  id: number | null;
}
