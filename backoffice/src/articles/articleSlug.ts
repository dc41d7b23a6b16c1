/**
 * The spec's slug rule (lowercase, Cyrillic and Hebrew transliterated to Latin, only a-z, 0-9 and
 * hyphens) is the server's own function, imported rather than copied: the slug staff see while
 * typing is the one the server stores.
 */
import { slugify } from 'shop-rules';

export const articleSlug = (title: string | null | undefined): string => slugify(title ?? '');

/**
 * The slug after the title changed. It follows the title while it is empty, and, on a new article,
 * while it is still the one made from the previous title; a slug staff typed themselves, or the
 * published address of an existing article, is kept.
 */
export function slugAfterTitleChange(previousTitle: string, nextTitle: string, currentSlug: string, isNew: boolean): string {
  const followsTitle = currentSlug.trim() === '' || (isNew && currentSlug === articleSlug(previousTitle));
  return followsTitle ? articleSlug(nextTitle) : currentSlug;
}
