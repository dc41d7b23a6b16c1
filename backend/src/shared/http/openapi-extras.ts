import type { OpenAPIObject } from '@nestjs/swagger';
import { RATE_LIMITS } from './rate-limits';

const ERROR_BODY = {
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 429 },
    code: { type: 'string', example: 'TOO_MANY_REQUESTS' },
    message: { type: 'string', example: 'Too many requests: try again in 42 seconds' },
    errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
    requestId: {
      type: 'string',
      description: 'The id of the request, as in the X-Request-Id header and the server log',
      example: '0b6f1f0e-2f44-4c77-9d1e-0c9b1f1b8a57',
    },
  },
};

const RETRY_AFTER = { description: 'Seconds to wait before trying again', schema: { type: 'integer', example: 42 } };

/** The express-style route (`/api/payment/session/:orderId`) as OpenAPI writes it (`{orderId}`). */
const openApiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

/** Answers any operation may give, written once under components.responses and referred to from each. */
const SHARED_RESPONSES = {
  NotModified: {
    description: 'Not modified: the If-None-Match header names the current ETag (public reads only; staff answers carry none)',
  },
  PayloadTooLarge: {
    description: 'PAYLOAD_TOO_LARGE: the body is over the limit of its route (a small one for shoppers, a larger one with a staff token)',
  },
  ServerError: {
    description: 'INTERNAL_ERROR: an unexpected failure, nothing the request could fix; its request id names it in the server log',
  },
  DatabaseUnavailable: {
    description: 'DATABASE_UNAVAILABLE: the database is out of reach for now',
    headers: { 'Retry-After': RETRY_AFTER },
  },
};
const sharedResponse = (name: keyof typeof SHARED_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

type Operation = { responses: Record<string, { content?: unknown; $ref?: string }>; requestBody?: unknown; 'x-access'?: string };
const operationsOf = (document: OpenAPIObject) =>
  Object.values(document.paths).flatMap((item) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ method, operation })),
  );

/**
 * What the controllers do not say themselves, so the document names every answer a route gives: the error body
 * (with its request id) of every error answer; 500 and 503 DATABASE_UNAVAILABLE (with Retry-After) on every
 * route; 413 on every route that takes a body (the body parsers' limit, body-limits.ts); 304 on every public
 * read (`x-access`, set before this from the access decorators: staff answers have no ETag); and the 429 of
 * each rate-limited route, with Retry-After.
 */
export function addSharedResponses(document: OpenAPIObject): OpenAPIObject {
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };
  const responses = Object.fromEntries(
    Object.entries(SHARED_RESPONSES).map(([name, response]) => [
      name,
      name === 'NotModified' ? response : { ...response, content: errorContent },
    ]),
  );
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ErrorBody: ERROR_BODY },
    responses: { ...document.components?.responses, ...responses },
  };
  for (const { method, operation } of operationsOf(document)) {
    // Every error answer has the one error body (HttpErrorFilter); the controllers name the statuses only.
    for (const [status, response] of Object.entries(operation.responses))
      if (Number(status) >= 400 && !response.content && !response.$ref) response.content = errorContent;
    if (method === 'get' && operation['x-access'] === 'public') operation.responses['304'] ??= sharedResponse('NotModified');
    if (operation.requestBody) operation.responses['413'] ??= sharedResponse('PayloadTooLarge');
    operation.responses['500'] ??= sharedResponse('ServerError');
    operation.responses['503'] ??= sharedResponse('DatabaseUnavailable');
  }
  for (const limit of RATE_LIMITS) {
    const operation = document.paths[openApiPath(limit.route)]?.[limit.method.toLowerCase() as 'get' | 'post'];
    if (!operation) continue;
    const described = (operation.responses['429'] as { description?: string } | undefined)?.description;
    operation.responses['429'] = {
      description: `${described ? `${described}. ` : ''}Rate limit: ${limit.setting} per client address per minute (default ${limit.perMinute})`,
      headers: { 'Retry-After': RETRY_AFTER },
      content: errorContent,
    };
  }
  return document;
}
