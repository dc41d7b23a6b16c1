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

/**
 * What the controllers do not say themselves: the error body (with its request id) and the 429 of each
 * rate-limited route, with Retry-After. (Any route may answer 503 DATABASE_UNAVAILABLE with Retry-After
 * while the database is out of reach: said once in the API description rather than on every route.)
 */
export function addSharedResponses(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ErrorBody: ERROR_BODY } };
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };
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
