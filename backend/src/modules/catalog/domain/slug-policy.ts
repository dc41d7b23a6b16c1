import { slugify } from 'shop-rules';
import { DomainError } from '../../../shared/domain/domain-error';

/** The slug made from a name; a name with no usable letters falls back to the kind of thing. */
export function slugFromName(name: string, fallback: string, maxLength: number): string {
  const slug = slugify(name).slice(0, maxLength).replace(/-+$/, '');
  return slug || fallback;
}

/** A slug typed by staff, cleaned by the same rule; refused when nothing is left of it. */
export function explicitSlug(typed: string, maxLength: number): string {
  const slug = slugify(typed).slice(0, maxLength).replace(/-+$/, '');
  if (!slug) throw DomainError.invalid('INVALID_SLUG', 'slug must contain letters or digits', 'slug');
  return slug;
}
