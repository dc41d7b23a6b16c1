import { slugTaken } from '../domain/catalog.errors';
import { firstFreeSlug } from 'shop-rules';
import { explicitSlug, slugFromName } from '../domain/slug-policy';

/** Where the slugs of one kind of thing are kept. */
export interface SlugRegistry {
  slugOwner(slug: string): Promise<number | null>;
  /** Slugs equal to base or starting with `base-`, except those of `exceptId`. */
  slugsStartingWith(base: string, exceptId: number | null): Promise<string[]>;
}

export interface SlugRequest {
  /** Slug typed by staff, if any. */
  typed: string | null;
  name: string;
  /** The thing being updated, or null for a new one. */
  current: { id: number; name: string; slug: string } | null;
  fallback: string;
  maxLength: number;
}

/**
 * A typed slug is kept (409 when another record owns it); otherwise the current slug survives
 * while the name is unchanged, and a new name gets the first free slug made from it.
 */
export async function assignSlug(registry: SlugRegistry, request: SlugRequest): Promise<string> {
  const exceptId = request.current?.id ?? null;
  if (request.typed) {
    const slug = explicitSlug(request.typed, request.maxLength);
    const owner = await registry.slugOwner(slug);
    if (owner !== null && owner !== exceptId) throw slugTaken(slug);
    return slug;
  }
  if (request.current && request.current.name === request.name) return request.current.slug;
  const base = slugFromName(request.name, request.fallback, request.maxLength - 4);
  return firstFreeSlug(base, new Set(await registry.slugsStartingWith(base, exceptId)));
}
