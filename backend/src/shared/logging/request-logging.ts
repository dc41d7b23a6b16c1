import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import pino, { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { LogSettings } from '../config/app-config';
import { loggedPath, redactPaths, scrubText } from './log-scrubbing';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id a proxy in front may already have given the request (kept so both logs share it). */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Load-balancer probes every few seconds would bury the requests that matter. */
const QUIET_PATHS = new Set(['/api/health/live', '/api/health/ready']);

/** The route pattern that answered (`/api/orders/:id`), or the cleaned path for pages and files. */
export function routeOf(req: IncomingMessage): string {
  const express = req as Partial<Request>;
  const pattern = express.route?.path;
  // A catch-all pattern (the not-found handler's /{*path}) says nothing: the cleaned path does.
  const known = typeof pattern === 'string' && !pattern.includes('*');
  const route = known ? `${express.baseUrl ?? ''}${pattern}` : loggedPath(express.originalUrl ?? req.url ?? '');
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

/** pino-pretty is a development tool; an install without it logs JSON instead of failing. */
function prettyTransport(settings: LogSettings): pino.TransportSingleOptions | undefined {
  if (!settings.pretty) return undefined;
  try {
    require.resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } };
}

/** The process's one logger: JSON lines on stdout (pretty only in development), secrets and emails kept out. */
export function createShopLogger(settings: LogSettings, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: settings.level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: redactPaths(), censor: '[redacted]' },
    serializers: {
      err: (error: Error) => ({
        type: error?.name,
        message: scrubText(String(error?.message ?? error)),
        stack: error?.stack ? scrubText(error.stack) : undefined,
      }),
    },
    hooks: {
      // Messages are written by many hands; an email or a card number in one never reaches the log.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
  const transport = destination ? undefined : prettyTransport(settings);
  if (transport) return pino({ ...options, transport });
  return destination ? pino(options, destination) : pino(options);
}

/**
 * One log line per request: its id (also answered in X-Request-Id and in every error body), method, route,
 * status and time. Headers, query strings and bodies are never logged.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'ms' },
    wrapSerializers: false,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customSuccessObject: (req, _res, value) => ({ ...value, route: routeOf(req) }),
    customErrorObject: (req, _res, _error, value) => ({ ...value, route: routeOf(req) }),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
    autoLogging: { ignore: (req) => QUIET_PATHS.has(loggedPath(req.url ?? '')) },
  }) as unknown as RequestHandler;
}
