import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import { ChangeGeneration } from '../../../shared/cache/change-generation';
import { AppConfig } from '../../../shared/config/app-config';
import { CatalogCacheConfig } from '../../../shared/config/catalog-cache.config';
import type { MicroCache } from '../../../shared/http/micro-cache';
import { isBackendPath, isStorefrontRoute } from '../domain/storefront-paths';
import { assetCaching, precompressedAssets } from './precompressed-assets';
import { StorefrontRenderer } from './storefront-renderer';
import { WebConfig } from './web.config';

/** A path that names a file (has an extension) is never answered with a page. */
const looksLikeFile = (path: string) => /\/[^/]+\.[a-z0-9]+$/i.test(path);

function clearOnWrites(cache: MicroCache) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.on('finish', () => res.statusCode < 400 && cache.clear());
    next();
  };
}

function sendPage(res: Response, indexFile: string, status: number): void {
  // The page itself is revalidated on every visit, so a new release is picked up at once.
  res.status(status).setHeader('Cache-Control', 'no-cache');
  res.sendFile(indexFile);
}

/**
 * Serves the built apps on the API's own port: the back office at /admin (any /admin/... path that is
 * not a file answers its index.html, so its router takes over) and the storefront at / (its routes answer
 * index.html, 200 when a route knows the path and 404 otherwise). /api, /uploads, /i18n and /sandbox stay
 * the backend's. An app that was not built is skipped with a warning, so the API still runs alone.
 */
export function hostFrontEnds(app: NestExpressApplication): void {
  const logger = new Logger('FrontEnds');
  const folders = app.get(WebConfig);
  const backofficeIndex = join(folders.backofficeDist, 'index.html');
  if (existsSync(backofficeIndex)) {
    app.use('/admin', express.static(folders.backofficeDist, { index: false, setHeaders: assetCaching }));
    app.use('/admin', (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || looksLikeFile(req.path)) return next();
      sendPage(res, backofficeIndex, 200);
    });
  } else {
    logger.warn(`Back office not built (${backofficeIndex} missing): /admin is not served`);
  }

  const storefrontIndex = join(folders.storefrontDist, 'index.html');
  if (existsSync(storefrontIndex)) {
    const catalogCache = app.get(CatalogCacheConfig);
    const renderer = StorefrontRenderer.load(
      folders.storefrontDist,
      folders.storefrontServerBuild,
      app.get(AppConfig).publicUrl,
      // Rendered pages are kept as long as the catalog's answers.
      catalogCache.enabled ? catalogCache.ttlMs : null,
      app.get(ChangeGeneration),
    );
    if (!renderer) logger.warn('Storefront server build missing (npm run build -w storefront): pages are sent unrendered');
    // A write through the API (staff editing the catalog, an order taking stock) may change any page.
    if (renderer?.cache) app.use('/api', clearOnWrites(renderer.cache));
    const assets = precompressedAssets(folders.storefrontDist);
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (isBackendPath(req.path)) return next();
      // Every built file has an extension and no page has one: a page is rendered without looking on disk first.
      if (looksLikeFile(req.path)) return assets(req, res, next);
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (!renderer) return sendPage(res, storefrontIndex, isStorefrontRoute(req.path) ? 200 : 404);
      renderer.send(req, res).catch((error: unknown) => {
        // A page that fails to render still reaches the shopper: the browser renders it instead.
        logger.error(`Server render of ${req.path} failed: ${(error as Error).stack ?? error}`);
        if (!res.headersSent) sendPage(res, storefrontIndex, isStorefrontRoute(req.path) ? 200 : 404);
      });
    });
  } else {
    logger.warn(`Storefront not built (${storefrontIndex} missing): / is not served`);
  }
}
