import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';

/** Vite names built assets by content hash, so they never change under their name. */
export function assetCaching(res: Response, path: string): void {
  res.setHeader('Cache-Control', /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The storefront's built files, sent as the brotli or gzip copy made at build time
 * (storefront/scripts/precompress.mjs) when the browser accepts it, so nothing is compressed per request.
 */
export function precompressedAssets(folder: string): RequestHandler {
  const plain = express.static(folder, { index: false, setHeaders: assetCaching });
  return (req: Request, res: Response, next: NextFunction) => {
    const type = TYPES[/\.[a-z]+$/i.exec(req.path)?.[0] ?? ''];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !type) return plain(req, res, next);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const file = normalize(join(folder, decodeURIComponent(req.path)));
    if (!file.startsWith(folder)) return plain(req, res, next);
    const encoding = [
      ['br', '.br'],
      ['gzip', '.gz'],
    ].find(([name, suffix]) => new RegExp(`\\b${name}\\b`).test(accepted) && existsSync(file + suffix));
    if (!encoding) return plain(req, res, next);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding[0]);
    res.setHeader('Vary', 'Accept-Encoding');
    assetCaching(res, file);
    res.sendFile(file + encoding[1], (error) => error && next(error));
  };
}
