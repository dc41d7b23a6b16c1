import { Injectable, NestMiddleware, OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ChangeGeneration } from '../cache/change-generation';
import { CatalogCacheConfig } from '../config/catalog-cache.config';
import { encodingFor, sendCachedAnswer } from './cached-answer-sending';
import { CachedAnswer, MicroCache } from './micro-cache';
import { LoggedRequest, routeOf } from '../logging/request-logging';

/** Headers of an answer that belong to it and must come back with a cached copy. */
const KEPT_HEADERS = ['Content-Type', 'Content-Range'];
// Popular answers stay; the long tail (one product each) would only grow the process. Counted on the
// plain bodies: the brotli and gzip copies kept beside them add about a third, so this is ~11 MB in all,
// within the backend's 250 MB (a product-by-id sweep over 10,000 products filled 16 MB to no gain).
const MAX_CACHE_BYTES = 8 * 1024 * 1024;

const FEED = /^\/feeds\/[^/?]+\.xml(\?|$)/;

/** Shoppers' catalog reads and the shopping feeds made of the catalog; the back office's lists and stats are never cached. */
export function isPublicCatalogRead(path: string): boolean {
  if (FEED.test(path)) return true;
  return /^\/api\/(products|categories)(\/|\?|$)/.test(path) && !/^\/api\/(products|categories)\/(admin|stats)(\/|\?|$)/.test(path);
}

/**
 * Where an answer is kept: its address, except that a feed takes no input, so a query string (a feed
 * reader's cache buster, or junk) shares the one copy instead of making the whole catalog be read again.
 */
export function cacheKeyOf(url: string): string {
  return FEED.test(url) ? url.replace(/\?.*$/, '') : url;
}

/**
 * The public catalog's answers kept in memory for up to CATALOG_CACHE_TTL_MS, and again while the shop's
 * change generation has not moved, so a sale-day crowd reading the same pages costs the database one query
 * set per page per change (and per 30 s). A write through this process clears it at once; other processes
 * follow within the time to live. One instance per process,
 * shared by the Nest middleware (misses and writes) and the application's first handlers (hits).
 * The shopping feeds have a cache of their own (FEED_CACHE_MB), kept and cleared the same way: a feed of a
 * large catalog is megabytes, more than the pages' whole budget, and would push every page out.
 */
@Injectable()
export class PublicCatalogCache implements OnModuleInit {
  private pages: MicroCache | null = null;
  private feeds: MicroCache | null = null;
  cacheControl = '';

  constructor(
    private readonly config: CatalogCacheConfig,
    private readonly generation: ChangeGeneration,
  ) {}

  onModuleInit(): void {
    if (this.config.enabled) {
      this.pages = new MicroCache(this.config.ttlMs, MAX_CACHE_BYTES, Date.now, this.generation);
      this.feeds = new MicroCache(this.config.ttlMs, this.config.feedCacheBytes, Date.now, this.generation);
    }
    this.cacheControl = this.config.cacheControl;
  }

  /** The cache that keeps the answers of this address (its cache key): the feeds' or the pages'; null when off. */
  cacheFor(key: string): MicroCache | null {
    return FEED.test(key) ? this.feeds : this.pages;
  }

  get enabled(): boolean {
    return this.pages !== null;
  }

  /** After a write through this process: pages and feeds alike may show what changed. */
  clear(): void {
    this.pages?.clear();
    this.feeds?.clear();
  }

  /** The kept answer for this request, when it is a shopper's read (no token) kept in the cache. */
  hit(req: Request): CachedAnswer | undefined {
    if (!this.enabled || req.method !== 'GET' || req.headers.authorization) return undefined;
    const key = cacheKeyOf(req.originalUrl);
    return isPublicCatalogRead(key) ? this.cacheFor(key)?.get(key) : undefined;
  }

  /**
   * A handler for the front of the application (after the request id, the log line, the security headers
   * and CORS, before compression, body parsing and routing): a kept answer is sent from here with its
   * precompressed body. These reads are public and never rate limited, and only answers the ordinary way
   * gave to a request without a token are kept, so no guard has anything to refuse.
   */
  frontDoor(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const answer = this.hit(req);
      const encoding = answer && encodingFor(req.headers['accept-encoding']);
      if (!answer || !encoding) return next();
      // The log names the route pattern that made the answer, as for an answer computed now.
      (req as LoggedRequest).loggedRoute = answer.route;
      sendCachedAnswer(req, res, answer, this.cacheControl, encoding);
    };
  }
}

/**
 * Serves repeated public catalog reads from memory (usually already done by PublicCatalogCache's front
 * door; here for the requests it left), with ETag and 304 answers, and keeps what the controllers answer.
 * A write through this process clears the cache.
 */
@Injectable()
export class PublicCatalogCacheMiddleware implements NestMiddleware {
  constructor(private readonly kept: PublicCatalogCache) {}

  private get cacheControl(): string {
    return this.kept.cacheControl;
  }

  use(req: Request, res: Response, next: NextFunction): void {
    if (!this.kept.enabled) return next();
    if (req.method !== 'GET') {
      res.on('finish', () => res.statusCode < 400 && this.kept.clear());
      return next();
    }
    const key = cacheKeyOf(req.originalUrl);
    const cache = this.kept.cacheFor(key);
    if (!cache || !isPublicCatalogRead(key) || req.headers.authorization) return next();
    const hit = cache.get(key);
    if (hit) return this.serve(req, res, hit);
    const inFlight = cache.inFlight(key);
    if (!inFlight) return this.computeAndKeep(cache, key, res, next);
    inFlight.then((answer) => (answer ? this.serve(req, res, answer) : next()), next);
  }

  private serve(req: Request, res: Response, answer: CachedAnswer): void {
    res.setHeader('ETag', answer.etag);
    res.setHeader('Cache-Control', this.cacheControl);
    const validators = req.headers['if-none-match'];
    if (validators && validators.split(',').some((v) => v.trim() === answer.etag)) {
      res.status(304).end();
      return;
    }
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.status(200).end(answer.body);
  }

  private computeAndKeep(cache: MicroCache, key: string, res: Response, next: NextFunction): void {
    const settle = cache.begin(key);
    let settled = false;
    const finish = (answer: CachedAnswer | undefined) => {
      if (settled) return;
      settled = true;
      settle(answer);
    };
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const etag = res.getHeader('ETag');
      if (res.statusCode === 200 && chunk && etag) {
        if (!res.headersSent) res.setHeader('Cache-Control', this.cacheControl);
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        const body = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
        finish({ body, etag: String(etag), headers, route: routeOf(res.req) });
      } else {
        finish(undefined);
      }
      return end(chunk, ...rest);
    }) as Response['end'];
    res.on('close', () => finish(undefined));
    next();
  }
}
