import type { SeoRecord, SeoRecordInput } from '../domain/seo-record';
import type { SeoRecordRequestDto } from './seo-record.request.dto';
import type { SeoRecordResponseDto } from './seo-record.response.dto';

export function toSeoRecordResponse(record: SeoRecord): SeoRecordResponseDto {
  return {
    id: record.id,
    page_type: record.pageType,
    page_slug: record.pageSlug,
    page_id: record.pageId,
    language: record.language,
    title: record.title,
    description: record.description,
    keywords: record.keywords,
    og_title: record.ogTitle,
    og_description: record.ogDescription,
    og_image: record.ogImage,
    canonical: record.canonical,
    robots: record.robots,
    is_active: record.isActive,
    created_at: new Date(record.createdAt).toISOString(),
    updated_at: new Date(record.updatedAt).toISOString(),
  };
}

export function toSeoRecordInput(body: SeoRecordRequestDto): SeoRecordInput {
  return {
    pageType: body.page_type,
    pageSlug: body.page_slug,
    pageId: body.page_id,
    language: body.language,
    title: body.title,
    description: body.description,
    keywords: body.keywords,
    ogTitle: body.og_title,
    ogDescription: body.og_description,
    ogImage: body.og_image,
    canonical: body.canonical,
    robots: body.robots,
    isActive: body.is_active,
  };
}
