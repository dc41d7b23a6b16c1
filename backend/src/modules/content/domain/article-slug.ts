import { slugify } from '../../../shared/domain/slug';
import { invalidFields } from './content.errors';

/** Leaves room in the 320-character column for a "-N" suffix. */
export const MAX_ARTICLE_SLUG_LENGTH = 300;

/** Used when a title has no letter or digit the slug rule keeps (e.g. only emoji). */
const FALLBACK_SLUG = 'article';

export interface SlugChoice {
  base: string;
  /** Staff typed it: a clash is their mistake (409). A generated one is numbered instead. */
  explicit: boolean;
}

function shorten(slug: string): string {
  return slug.slice(0, MAX_ARTICLE_SLUG_LENGTH).replace(/-+$/, '');
}

/** The slug an article asks for: the given one normalised by the slug rule, or one made from the title. */
export function chooseArticleSlug(requested: string | null | undefined, title: string): SlugChoice {
  if (requested !== undefined && requested !== null && requested.trim() !== '') {
    const base = shorten(slugify(requested));
    if (base === '') {
      throw invalidFields([{ field: 'slug', message: 'slug must contain at least one Latin, Hebrew or Cyrillic letter or a digit' }]);
    }
    return { base, explicit: true };
  }
  return { base: shorten(slugify(title)) || FALLBACK_SLUG, explicit: false };
}

/** The base itself when free, otherwise the first of base-2, base-3, ... that nobody uses. */
export function firstFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
