import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenAPIObject } from '@nestjs/swagger';

/** One answer as the checker sees it. */
export interface Answer {
  method: string;
  url: string;
  status: number;
  contentType: string | undefined;
  body: unknown;
  text: string | undefined;
}

interface DocumentedResponse {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
type Responses = Record<string, DocumentedResponse>;
interface Route {
  pattern: RegExp;
  /** Literal segments first: `/api/orders/track` wins over `/api/orders/{id}`. */
  literals: number;
  operations: Record<string, { responses?: Responses }>;
}

const COMPONENTS_ID = 'https://shop.test/openapi/components';
const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

/** The document's references (`#/components/schemas/X`) as references into the one registered components schema. */
const pointingToComponents = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema).replace(/"#\/components\/schemas\//g, `"${COMPONENTS_ID}#/$defs/`));

function routesOf(document: OpenAPIObject): Route[] {
  return Object.entries(document.paths)
    .map(([path, operations]) => {
      const segments = path.split('/');
      const source = segments.map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')));
      return {
        pattern: new RegExp(`^${source.join('/')}$`),
        literals: segments.filter((segment) => !segment.startsWith('{')).length,
        operations: operations as Route['operations'],
      };
    })
    .sort((a, b) => b.literals - a.literals);
}

const describeError = (error: ErrorObject) =>
  `  body${error.instancePath || ''} ${error.message ?? error.keyword}${error.keyword === 'additionalProperties' ? `: ${String(error.params.additionalProperty)}` : ''}`;

/**
 * Checks answers against the OpenAPI document (the one `npm run openapi` writes): the answer's status must be
 * documented for its operation, its media type among the documented ones, and a JSON body must match the
 * schema documented for that status (JSON Schema 2020-12 with ajv, formats with ajv-formats). Answers to a
 * path the document does not have (the storefront's pages, the back office's files) are not checked.
 */
export function answerChecker(document: OpenAPIObject): (answer: Answer) => string[] {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strictRequired: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  // OpenAPI's own schema words, which say nothing about what is valid.
  ajv.addVocabulary(['example', 'xml', 'discriminator', 'externalDocs']);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: pointingToComponents(document.components?.schemas ?? {}) as object });
  const routes = routesOf(document);
  // A response shared by every operation (500, 503, 413, 304) is a reference to components.responses.
  const sharedResponses = (document.components?.responses ?? {}) as Record<string, DocumentedResponse>;
  const resolved = (response: DocumentedResponse) =>
    response.$ref ? sharedResponses[response.$ref.replace('#/components/responses/', '')] : response;
  // One validator per distinct schema (most error answers share ErrorBody), all made before the first request,
  // so checking an answer costs microseconds inside a test (sql-count measures what happens around a request).
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (schema: unknown) => {
    const key = JSON.stringify(schema);
    if (!validators.has(key)) validators.set(key, ajv.compile(pointingToComponents(schema) as object));
    return validators.get(key)!;
  };
  for (const route of routes)
    for (const operation of Object.values(route.operations))
      for (const response of Object.values(operation.responses ?? {}))
        for (const [type, media] of Object.entries(resolved(response)?.content ?? {}))
          if (JSON_TYPE.test(type) && media.schema) validatorFor(media.schema);

  return (answer) => {
    const path = new URL(answer.url, 'http://shop.test').pathname;
    const route = routes.find((candidate) => candidate.pattern.test(path));
    const operation = route?.operations[answer.method.toLowerCase()];
    if (!route || !operation) return [];
    const responses = operation.responses ?? {};
    const status = String(answer.status);
    const reference = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    const documented = reference && resolved(reference);
    if (!documented) return [`status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`];
    const mediaType = answer.contentType?.split(';')[0].trim();
    const content = documented.content ?? {};
    if (!mediaType) return Object.keys(content).length && answer.text ? [`an answer without a media type`] : [];
    if (!JSON_TYPE.test(mediaType)) {
      const types = Object.keys(content);
      const listed = types.some(
        (type) => type === mediaType || type === '*/*' || (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))),
      );
      return listed ? [] : [`answered ${mediaType}, documented: ${types.join(', ') || 'no body'}`];
    }
    const jsonType = Object.keys(content).find((type) => JSON_TYPE.test(type));
    const schema = jsonType ? content[jsonType].schema : undefined;
    if (!schema) return [`answered ${mediaType}, documented: ${Object.keys(content).join(', ') || 'no body'}`];
    const validate = validatorFor(schema);
    return validate(answer.body) ? [] : (validate.errors ?? []).map(describeError);
  };
}
