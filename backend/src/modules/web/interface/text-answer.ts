import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * A generated text file (sitemap, robots.txt, shopping feed) with a validator: a crawler asking again
 * with the ETag it has gets 304 until the content changes.
 */
export function sendText(req: Request, res: Response, type: string, body: string, cacheControl: string): void {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  res.type(type);
  const validators = req.headers['if-none-match'];
  if (validators && validators.split(',').some((v) => v.trim() === etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).send(body);
}
