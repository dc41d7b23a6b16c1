import { DEFAULT_TEMPLATE_STOCK, TemplateColor, TemplateSize } from './size-template';
import { templateSku } from './sku';

export interface GeneratedVariant {
  sku: string;
  size: string | null;
  color: string | null;
  material: null;
  stockQuantity: number;
  priceModifier: number;
  isActive: boolean;
}

/**
 * The spec's template application: the variants that replace a product's variants. With sizes
 * and colours, one per pair where both are active by default; with only one of them, one per
 * active row. Nothing is stored here: staff review the rows before saving the product.
 */
export function applySizeTemplate(
  template: { sizes: readonly TemplateSize[]; colors: readonly TemplateColor[] },
  context: { productId: number | null; now: Date },
): GeneratedVariant[] {
  const sizes = template.sizes.filter((size) => size.isDefaultActive);
  const colors = template.colors.filter((color) => color.isDefaultActive);
  const variant = (size: TemplateSize | null, color: TemplateColor | null): GeneratedVariant => ({
    sku: templateSku(context.productId, context.now, [size?.skuSuffix ?? '', color?.skuSuffix ?? '']),
    size: size?.size ?? null,
    color: color?.colorName ?? null,
    material: null,
    stockQuantity: size?.defaultStock ?? DEFAULT_TEMPLATE_STOCK,
    priceModifier: 0,
    isActive: true,
  });
  if (template.sizes.length > 0 && template.colors.length > 0) {
    return sizes.flatMap((size) => colors.map((color) => variant(size, color)));
  }
  if (template.sizes.length > 0) return sizes.map((size) => variant(size, null));
  return colors.map((color) => variant(null, color));
}
