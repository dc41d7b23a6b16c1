import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, DomainErrorKind, FieldError } from '../domain/domain-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  'too-large': HttpStatus.PAYLOAD_TOO_LARGE,
  'unsupported-type': HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  'too-many': HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.BAD_GATEWAY,
};

export interface ErrorBody {
  [extra: string]: unknown;
  statusCode: number;
  code: string;
  message: string;
  errors?: FieldError[];
  /** The request's id, as in the X-Request-Id header and the log line: what a shopper reads to support. */
  requestId?: string;
}

/** Codes for the HTTP statuses Nest and its middleware raise themselves. */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

/** A failed health check keeps its report (which check is down and why) for the load balancer's operator. */
function healthReport(answer: object): { status: unknown; info: unknown; error?: object; details: unknown } | null {
  const { status, info, error, details } = answer as Record<string, unknown>;
  return status === 'error' && details && typeof details === 'object'
    ? { status, info, error: error as object | undefined, details }
    : null;
}

/**
 * The one place that turns a failure into an HTTP answer `{statusCode, code, message, errors?}`.
 * Unknown failures become a 500 whose body never carries a stack trace or SQL.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const requestId = (http.getRequest<Request & { id?: unknown }>()?.id as string | undefined) ?? undefined;
    const body: ErrorBody = { ...this.toBody(exception), ...(requestId ? { requestId: String(requestId) } : {}) };
    if (body.code === DATABASE_UNAVAILABLE) {
      this.logger.warn(`Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    } else if (exception instanceof DomainError && exception.kind === 'unavailable') {
      // An outside service's failure, not the shop's own: one line, no stack.
      this.logger.warn(`${exception.code}: ${exception.message}`);
    } else if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.headersSent) return;
    // A rate limit or an outage says when to come back.
    if (body.code === DATABASE_UNAVAILABLE) response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(Math.max(1, Math.ceil(exception.retryAfterSeconds))));
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) {
      return {
        statusCode: STATUS_OF_KIND[exception.kind],
        code: exception.code,
        message: exception.message,
        ...(exception.errors ? { errors: exception.errors } : {}),
      };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const answer = exception.getResponse() as string | { message?: string | string[]; code?: string; errors?: FieldError[] };
      if (typeof answer === 'string') return { statusCode, code: CODE_OF_STATUS[statusCode] ?? 'HTTP_ERROR', message: answer };
      const message = Array.isArray(answer.message) ? answer.message.join('; ') : (answer.message ?? exception.message);
      const report = healthReport(answer);
      if (report)
        return { statusCode, code: 'NOT_READY', message: `Not ready: ${Object.keys(report.error ?? {}).join(', ')} down`, ...report };
      return {
        statusCode,
        code: answer.code ?? CODE_OF_STATUS[statusCode] ?? 'HTTP_ERROR',
        message,
        ...(answer.errors ? { errors: answer.errors } : {}),
      };
    }
    // Body-parser and multer raise errors that carry a status; keep their client status.
    const status = (exception as { status?: number; statusCode?: number })?.status ?? (exception as { statusCode?: number })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = status === 413 ? 'Request body too large' : 'Malformed request';
      return { statusCode: status, code: CODE_OF_STATUS[status] ?? 'BAD_REQUEST', message };
    }
    if (isDatabaseUnavailable(exception)) {
      return {
        statusCode: 503,
        code: DATABASE_UNAVAILABLE,
        message: 'The shop cannot reach its database right now; try again in a few seconds',
      };
    }
    return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' };
  }
}
