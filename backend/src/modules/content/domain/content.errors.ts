import { DomainError, FieldError } from '../../../shared/domain/domain-error';

/** Field-level rule violations answer like request validation, so clients handle one shape. */
export const invalidFields = (errors: FieldError[]) =>
  new DomainError('VALIDATION_FAILED', 'invalid', `Validation failed: ${errors.map((e) => e.message).join('; ')}`, errors);

export const articleNotFound = () => DomainError.notFound('ARTICLE_NOT_FOUND', 'Article not found');

/** Names the field, so the back office shows the refusal next to the slug. */
export function articleSlugTaken(slug: string): DomainError {
  const message = `Another article already uses the slug "${slug}"`;
  return new DomainError('ARTICLE_SLUG_TAKEN', 'conflict', message, [{ field: 'slug', message }]);
}

export const seoRecordNotFound = () => DomainError.notFound('SEO_RECORD_NOT_FOUND', 'SEO record not found');

/** Named on page_type, the first field of the page's key, so the form shows it there. */
export function seoRecordDuplicate(): DomainError {
  const message = 'Another active SEO record already exists for this page type, language and page slug';
  return new DomainError('SEO_RECORD_DUPLICATE', 'conflict', message, [{ field: 'page_type', message }]);
}
