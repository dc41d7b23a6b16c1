import type { NextFunction, Request, Response } from 'express';
import type { ChangeGeneration } from './change-generation';

/** Requests that read with a body (a price quote, a login): they change nothing a cache keeps. */
const READS_WITH_A_BODY = /^\/api\/(orders\/quote|cancellations\/quote|auth\/login)\/?(\?|$)/;

export function changesTheShop(req: Request): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false;
  return req.path.startsWith('/api/') && !READS_WITH_A_BODY.test(req.originalUrl);
}

/**
 * Raises the shop's change generation after every write the API accepted (status below 400), so every
 * process stops keeping the answers it computed before. A refused write changed nothing.
 */
export function noteWrites(generation: ChangeGeneration) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (changesTheShop(req)) res.on('finish', () => res.statusCode < 400 && generation.noteChange());
    next();
  };
}
