import { Language, localize } from '../../../shared/localisation/language';
import type { SizeTemplateInput, SizeTemplateRecord } from '../domain/size-template';
import type { GeneratedVariant } from '../domain/template-application';
import type { SizeTemplateRequestDto } from './size-template.request.dto';
import type { GeneratedVariantResponseDto, SizeTemplateResponseDto } from './size-template.response.dto';

export function toSizeTemplateResponse(template: SizeTemplateRecord, lang: Language): SizeTemplateResponseDto {
  return {
    id: template.id,
    name: template.name,
    category: template.category,
    variant: template.variant,
    description: template.description,
    sizes: template.sizes.map((s) => ({
      size: s.size,
      sku_suffix: s.skuSuffix,
      default_stock: s.defaultStock,
      is_default_active: s.isDefaultActive,
    })),
    colors: template.colors.map((c) => ({ color_name: c.colorName, sku_suffix: c.skuSuffix, is_default_active: c.isDefaultActive })),
    translations: template.translations.map((t) => ({ language: t.language, name: t.name, description: t.description })),
    localized_name: localize(template.name, template.translations, lang, 'name'),
    localized_description: localize(template.description, template.translations, lang, 'description'),
    created_at: template.createdAt.toISOString(),
    updated_at: template.updatedAt.toISOString(),
  };
}

export function toGeneratedVariantResponse(variant: GeneratedVariant): GeneratedVariantResponseDto {
  return {
    sku: variant.sku,
    size: variant.size,
    color: variant.color,
    material: variant.material,
    stock_quantity: variant.stockQuantity,
    price_modifier: variant.priceModifier,
    is_active: variant.isActive,
  };
}

export function toSizeTemplateInput(body: SizeTemplateRequestDto): SizeTemplateInput {
  return {
    name: body.name,
    category: body.category,
    variant: body.variant,
    description: body.description,
    sizes: body.sizes?.map((s) => ({
      size: s.size,
      skuSuffix: s.sku_suffix,
      defaultStock: s.default_stock,
      isDefaultActive: s.is_default_active,
    })),
    colors: body.colors?.map((c) => ({ colorName: c.color_name, skuSuffix: c.sku_suffix, isDefaultActive: c.is_default_active })),
    translations: body.translations?.map((t) => ({ language: t.language, name: t.name, description: t.description })),
  };
}
