import { slugify } from 'shop-rules';
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
