import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import type { HttpLimits } from '../config/app-config';

/** Routes anyone may call with a body: checkout, its quote, login, the payment calls and the sandbox form. */
const PUBLIC_BODY_ROUTES: RegExp[] = [/^\/api\/orders(\/quote)?\/?$/, /^\/api\/auth\/login\/?$/, /^\/api\/payment\//, /^\/sandbox\//];

function chain(handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error || index === handlers.length) return next(error);
      handlers[index++](req, res, step);
    };
    step();
  };
}

function parsers(limit: number): RequestHandler {
  return chain([express.json({ limit }), express.urlencoded({ limit, extended: true, parameterLimit: 1000 })]);
}

/**
 * JSON and form bodies, limited per route: shoppers' routes take small bodies; staff writes (a product
 * with long descriptions in three languages, an article) a larger one, but only when the request carries a
 * bearer token, so an anonymous client never has a large body parsed. Uploads (multipart) have their own
 * limit (UPLOAD_MAX_BYTES, in the media module). A body over its limit answers 413.
 */
export function bodyParsers(limits: Pick<HttpLimits, 'publicBodyBytes' | 'staffBodyBytes'>): RequestHandler {
  const small = parsers(limits.publicBodyBytes);
  const large = parsers(limits.staffBodyBytes);
  return (req: Request, res: Response, next: NextFunction) => {
    // No body (a GET, most of the traffic): nothing to parse, whatever the route.
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
      return next();
    }
    const staff = !PUBLIC_BODY_ROUTES.some((route) => route.test(req.path)) && /^Bearer\s/i.test(req.headers.authorization ?? '');
    (staff ? large : small)(req, res, next);
  };
}
