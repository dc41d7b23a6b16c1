import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import pino, { Logger } from 'pino';
import type { LogConfig } from '../config/app-config';
import { loggedPath, redactPaths, scrubText } from './log-scrubbing';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id a proxy in front may already have given the request (kept so both logs share it). */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Load-balancer probes every few seconds would bury the requests that matter. */
const QUIET_PATHS = new Set(['/api/health/live', '/api/health/ready']);

/** A request answered before routing (a cached copy) may name the route pattern that made the answer. */
export type LoggedRequest = IncomingMessage & { loggedRoute?: string };

/** The route pattern that answered (`/api/orders/:id`), or the cleaned path for pages and files. */
export function routeOf(req: IncomingMessage): string {
  const given = (req as LoggedRequest).loggedRoute;
  if (given) return given;
  const express = req as Partial<Request>;
  const pattern = express.route?.path;
  // A catch-all pattern (the not-found handler's /{*path}) says nothing: the cleaned path does.
  const known = typeof pattern === 'string' && !pattern.includes('*');
  const route = known ? `${express.baseUrl ?? ''}${pattern}` : loggedPath(express.originalUrl ?? req.url ?? '');
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

/** pino-pretty is a development tool; an install without it logs JSON instead of failing. */
function prettyTransport(settings: LogConfig): pino.TransportSingleOptions | undefined {
  if (!settings.pretty) return undefined;
  try {
    require.resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } };
}

/** The process's one logger: JSON lines on stdout (pretty only in development), secrets and emails kept out. */
export function createShopLogger(settings: LogConfig, destination?: pino.DestinationStream): Logger {
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
  // Lines written while a write is under way go out together with the next one; pino writes what is left
  // synchronously when the process exits (a crash included), so no line is lost but to SIGKILL.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** The request each piece of work belongs to, for the Nest logger's lines written while answering it. */
const requestContext = new AsyncLocalStorage<string>();

/** The id of the request being answered here, if any (see ShopNestLogger). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore();
}

type LoggedResponse = ServerResponse & { req: IncomingMessage & { id?: string }; shopLogStart?: number; shopLogLine?: Logger };

const levelOf = (status: number) => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

/**
 * Written when the answer's connection is done with it: a finished answer logs its status, one the client
 * gave up on before the end logs as aborted. A function of the response (no closure per request).
 */
function writeRequestLine(this: LoggedResponse): void {
  writeLineOf(this);
}

function writeLineOf(res: LoggedResponse): void {
  const req = res.req;
  const route = scrubText(routeOf(req));
  const status = res.statusCode;
  const line = {
    requestId: req.id,
    req: { method: req.method },
    res: { status },
    ms: Math.round(performance.now() - res.shopLogStart!),
    route,
  };
  if (res.writableFinished) res.shopLogLine![levelOf(status)](line, `${req.method} ${route} ${status}`);
  else res.shopLogLine!.warn(line, `${req.method} ${route} ${status} aborted by the client`);
}

/**
 * One log line per request: its id (also answered in X-Request-Id and in every error body), method, route,
 * status and time. Headers, query strings and bodies are never logged, and the route is scrubbed like any
 * free text. The line has a fixed shape with no secret field, so it skips the redaction the logger applies
 * to every other line; it is written asynchronously (the destination, see createShopLogger) and costs the
 * request one listener and one small object.
 */
export function requestLogging(logger: Logger): RequestHandler {
  const lines = logger.child({}, { redact: [] });
  return (req: Request & { id?: string }, res: Response, next: NextFunction) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (!QUIET_PATHS.has(req.path)) {
      const logged = res as unknown as LoggedResponse;
      logged.shopLogStart = performance.now();
      logged.shopLogLine = lines;
      res.once('close', writeRequestLine);
    }
    requestContext.run(id, next);
  };
}
