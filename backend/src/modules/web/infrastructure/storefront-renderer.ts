import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Request, Response } from 'express';
import { cspNonceOf } from '../../../shared/http/csp-nonce';
import { CachedAnswer, ChangeGenerationSource, MicroCache } from '../../../shared/http/micro-cache';

/** What the storefront's server build (storefront/src/entry-server.tsx) answers. */
type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; language: string; dir: string; head: string; html: string; indexable: boolean };

interface ServerBuild {
  render(request: { url: string; apiOrigin: string; publicUrl: string; nonce: string; signal: AbortSignal }): Promise<RenderResult>;
}

/** Written into the page in place of the response's nonce, so one rendered page serves every response. */
const NONCE_SLOT = '__CSP_NONCE_SLOT__';
const NONCE_SLOT_BYTES = Buffer.from(NONCE_SLOT);
// The rendered pages of the busiest addresses (about 240 pages of 68 KB); the long tail renders again.
const MAX_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The built stylesheet written into the page instead of linked from it: the page is then painted from
 * its first response, without waiting for another request (a round trip that costs a phone on a slow
 * network hundreds of milliseconds before it shows anything). Later pages are drawn by the app in the
 * browser and need no stylesheet of their own.
 */
export function withInlineStylesheets(indexHtml: string, storefrontDist: string): string {
  return indexHtml.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const path = join(storefrontDist, file);
    if (!existsSync(path)) return link;
    // A stylesheet cannot end the style element early: "</style" inside it (never written by Vite) is escaped.
    const css = readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>`;
  });
}

/** The HTML template Vite built (its hashed script and style tags), cut where the server writes. */
function templateOf(indexHtml: string): (page: Extract<RenderResult, { kind: 'page' }>) => string {
  const withoutTitle = indexHtml.replace(/<title>[\s\S]*?<\/title>/, '<!--head-->');
  return (page) =>
    withoutTitle
      .replace(/<html[^>]*>/, `<html lang="${page.language}" dir="${page.dir}">`)
      .replace('<!--head-->', page.head)
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>`);
}

/** The backend reaches its own API on the address and port the page request arrived at. */
function ownOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
}

export interface RenderedPage {
  status: number;
  /** The page's bytes with NONCE_SLOT where each response's nonce goes. */
  body: Buffer;
  etag: string;
  cacheControl: string;
  location?: string;
}

/**
 * Renders storefront pages on the server, with the same short-lived cache as the catalog's API
 * answers (CachedAnswer per address; a write through this process clears it, other processes follow
 * within the time to live). Only 200 pages are kept; the nonce is put in when a page is sent.
 */
export class StorefrontRenderer {
  private readonly build: ServerBuild;
  private readonly fill: ReturnType<typeof templateOf>;
  readonly cache: MicroCache | null;

  constructor(
    buildFile: string,
    indexFile: string,
    private readonly publicUrl: string,
    cacheTtlMs: number | null,
    generation: ChangeGenerationSource | null = null,
  ) {
    // The server build is CommonJS with React inside (one file), so a plain require loads it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    this.build = require(buildFile) as ServerBuild;
    this.fill = templateOf(withInlineStylesheets(readFileSync(indexFile, 'utf8'), dirname(indexFile)));
    this.cache = cacheTtlMs ? new MicroCache(cacheTtlMs, MAX_CACHE_BYTES, Date.now, generation) : null;
  }

  static load(
    storefrontDist: string,
    buildFile: string,
    publicUrl: string,
    cacheTtlMs: number | null,
    generation: ChangeGenerationSource | null = null,
  ): StorefrontRenderer | null {
    const indexFile = join(storefrontDist, 'index.html');
    if (!existsSync(buildFile) || !existsSync(indexFile)) return null;
    return new StorefrontRenderer(buildFile, indexFile, publicUrl, cacheTtlMs, generation);
  }

  async send(req: Request, res: Response): Promise<void> {
    const page = await this.page(req, res);
    const nonce = cspNonceOf(res);
    res.status(page.status).setHeader('Cache-Control', page.cacheControl);
    if (page.location) {
      res.redirect(page.status, page.location);
      return;
    }
    res.setHeader('ETag', page.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    const validators = req.headers['if-none-match'];
    if (page.status === 200 && validators && validators.split(',').some((v) => v.trim() === page.etag)) {
      // The browser keeps the page it has, with the policy (and nonce) it came with.
      res.removeHeader('Content-Security-Policy');
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (req.method === 'HEAD') res.end();
    else sendWithNonce(res, page.body, nonce);
  }

  private async page(req: Request, res: Response): Promise<RenderedPage> {
    const key = req.originalUrl;
    const cache = this.cache;
    const hit = cache?.get(key) ?? (await cache?.inFlight(key));
    if (hit) return fromCache(hit);
    const settle = cache?.begin(key);
    try {
      const page = await this.renderPage(req, res);
      settle?.(page.status === 200 && !page.location ? toCache(page) : undefined);
      return page;
    } catch (error) {
      settle?.(undefined);
      throw error;
    }
  }

  private async renderPage(req: Request, res: Response): Promise<RenderedPage> {
    const stop = new AbortController();
    res.on('close', () => !res.writableFinished && stop.abort());
    const result = await this.build.render({
      url: new URL(req.originalUrl, this.publicUrl).href,
      apiOrigin: ownOrigin(req),
      publicUrl: this.publicUrl,
      nonce: NONCE_SLOT,
      signal: stop.signal,
    });
    if (result.kind === 'redirect') {
      return { status: result.status, body: Buffer.alloc(0), etag: '', cacheControl: 'public, max-age=3600', location: result.location };
    }
    const body = Buffer.from(this.fill(result));
    return {
      status: result.status,
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      // Shop pages anyone may see are kept a minute; one shopper's pages (cart, checkout, an order) are checked each time.
      cacheControl: result.status === 200 && result.indexable ? 'public, max-age=60, must-revalidate' : 'private, no-cache',
    };
  }
}

function toCache(page: RenderedPage): CachedAnswer {
  return { body: page.body, etag: page.etag, headers: { 'Cache-Control': page.cacheControl } };
}

function fromCache(answer: CachedAnswer): RenderedPage {
  return { status: 200, body: answer.body, etag: answer.etag, cacheControl: answer.headers['Cache-Control'] };
}

/** Where each page's nonce slots are, found once per rendered page (a cached page is sent many times). */
const slotsOfPage = new WeakMap<Buffer, number[]>();

function nonceSlots(body: Buffer): number[] {
  let slots = slotsOfPage.get(body);
  if (!slots) {
    slots = [];
    for (let at = body.indexOf(NONCE_SLOT_BYTES); at !== -1; at = body.indexOf(NONCE_SLOT_BYTES, at + NONCE_SLOT_BYTES.length))
      slots.push(at);
    slotsOfPage.set(body, slots);
  }
  return slots;
}

/**
 * Sends the page's bytes with the response's nonce in every slot, as views of the kept page between
 * the slots, written together (one writev): a cached page is neither decoded to text nor copied per
 * response (measured: that round trip, then the copy, were most of the CPU of serving a cached page).
 */
function sendWithNonce(res: Response, body: Buffer, nonce: string): void {
  const slots = nonceSlots(body);
  const value = Buffer.from(nonce);
  res.setHeader('Content-Length', body.length + slots.length * (value.length - NONCE_SLOT_BYTES.length));
  if (slots.length === 0) {
    res.end(body);
    return;
  }
  res.cork();
  let from = 0;
  for (const at of slots) {
    res.write(body.subarray(from, at));
    res.write(value);
    from = at + NONCE_SLOT_BYTES.length;
  }
  res.end(body.subarray(from));
  process.nextTick(() => res.uncork());
}
