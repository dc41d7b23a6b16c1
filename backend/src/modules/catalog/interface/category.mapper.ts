import { Language, localize } from '../../../shared/localisation/language';
import { imageCopiesOf } from '../../media/application/image-copies.rules';
import type { CategoryInput, CategoryRecord } from '../domain/category';
import type { CategoryRequestDto } from './category.request.dto';
import type { CategoryResponseDto } from './category.response.dto';

export function toCategoryResponse(category: CategoryRecord, lang: Language): CategoryResponseDto {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    image_url: category.imageUrl,
    image_copies: imageCopiesOf(category.imageUrl),
    is_required: category.isRequired,
    is_active: category.isActive,
    sort_order: category.sortOrder,
    translations: category.translations.map((t) => ({ language: t.language, name: t.name, description: t.description })),
    localized_name: localize(category.name, category.translations, lang, 'name'),
    localized_description: localize(category.description, category.translations, lang, 'description'),
    product_count: category.productCount,
    created_at: category.createdAt.toISOString(),
    updated_at: category.updatedAt.toISOString(),
  };
}

export function toCategoryInput(body: CategoryRequestDto): CategoryInput {
  return {
    name: body.name,
    slug: body.slug,
    description: body.description,
    imageUrl: body.image_url,
    isRequired: body.is_required,
    isActive: body.is_active,
    sortOrder: body.sort_order,
    translations: body.translations?.map((t) => ({ language: t.language, name: t.name, description: t.description })),
  };
}
