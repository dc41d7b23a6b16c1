import { AppConfig, ConfigError, flag } from './app-config';

/**
 * The public catalog's micro-cache settings (CATALOG_CACHE, CATALOG_CACHE_TTL_MS): read by the
 * catalog's cache middleware and by the rendered-page cache of the storefront's hosting, which
 * keeps pages no longer than the catalog answers they are made of.
 */
export function catalogCacheSettings(config: AppConfig): { enabled: boolean; ttlMs: number; cacheControl: string } {
  const rawTtl = config.env.CATALOG_CACHE_TTL_MS ?? '1000';
  const ttlMs = Number(rawTtl);
  // The promise to staff: a change is on the storefront within a second, whichever process serves it.
  if (!/^\d+$/.test(rawTtl) || ttlMs < 1 || ttlMs > 1000) {
    throw new ConfigError('CATALOG_CACHE_TTL_MS', `must be a whole number of milliseconds from 1 to 1000, got "${rawTtl}"`);
  }
  return { enabled: flag(config.env, 'CATALOG_CACHE', true), ttlMs, cacheControl: `public, max-age=${Math.floor(ttlMs / 1000)}` };
}
