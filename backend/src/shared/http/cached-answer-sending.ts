import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { CachedAnswer } from './micro-cache';

/** Below this an answer gains nothing from compression (as compressAnswers). */
const THRESHOLD_BYTES = 1024;
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding a cached answer is sent in, as compressAnswers would choose it (brotli first, then gzip,
 * the plain bytes when the client asks for neither or sends no Accept-Encoding), or undefined for a header
 * this fast choice does not settle (deflate only, say): that request takes the ordinary way.
 */
export function encodingFor(header: string | string[] | undefined): Encoding | undefined {
  if (header === undefined || header === '') return 'identity';
  const offered = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  const quality = (name: string) => offered.get(name) ?? offered.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  if (offered.size === 1 && offered.has('identity')) return 'identity';
  return undefined;
}

/** The answer's bytes in that encoding, compressed once per cached answer and kept beside it. */
function bodyIn(answer: CachedAnswer, encoding: Encoding): Buffer {
  if (encoding === 'identity' || answer.body.length < THRESHOLD_BYTES) return answer.body;
  const encoded = (answer.encoded ??= {});
  return (encoded[encoding] ??= encoding === 'br' ? brotliCompressSync(answer.body, BROTLI_OPTIONS) : gzipSync(answer.body));
}

/**
 * Sends a cached answer as the ordinary way would (ETag, 304 for a matching If-None-Match, the answer's
 * own headers, Vary and the chosen encoding) with a precompressed body: no compression stream and no
 * negotiation per request.
 */
export function sendCachedAnswer(req: Request, res: Response, answer: CachedAnswer, cacheControl: string, encoding: Encoding): void {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  const validators = req.headers['if-none-match'];
  if (validators && validators.split(',').some((v) => v.trim() === answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  for (const name in answer.headers) res.setHeader(name, answer.headers[name]);
  const body = bodyIn(answer, encoding);
  if (body !== answer.body) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.statusCode = 200;
  res.end(body);
}
