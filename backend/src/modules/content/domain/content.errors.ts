import { DomainError, FieldError } from '../../../shared/domain/domain-error';

/** Field-level rule violations answer like request validation, so clients handle one shape. */
export const invalidFields = (errors: FieldError[]) =>
  new DomainError('VALIDATION_FAILED', 'invalid', `Validation failed: ${errors.map((e) => e.message).join('; ')}`, errors);

export const articleNotFound = () => DomainError.notFound('ARTICLE_NOT_FOUND', 'Article not found');

export const articleSlugTaken = (slug: string) =>
  DomainError.conflict('ARTICLE_SLUG_TAKEN', `Another article already uses the slug "${slug}"`);

export const seoRecordNotFound = () => DomainError.notFound('SEO_RECORD_NOT_FOUND', 'SEO record not found');

export const noSeoRecordForPage = () =>
  DomainError.notFound('SEO_RECORD_NOT_FOUND', 'No active SEO record for this page type, language and slug');

export const seoRecordDuplicate = () =>
  DomainError.conflict(
    'SEO_RECORD_DUPLICATE',
    'Another active SEO record already exists for this page type, language and page slug',
  );
