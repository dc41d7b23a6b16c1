import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The committed API document: the fuzz test walks every operation it lists. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  example?: unknown;
  format?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
};

export interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; schema?: Schema }>;
  /** The JSON body's schema, when the operation takes one. */
  body: Schema | null;
  /** Operations whose body is a file (multipart): sent JSON anyway, to see it refused. */
  multipart: boolean;
}

interface Document {
  paths: Record<
    string,
    Record<string, { parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
  components: { schemas: Record<string, Schema> };
}

export function loadDocument(): Document {
  return JSON.parse(readFileSync(join(__dirname, '../../../openapi/openapi.json'), 'utf8')) as Document;
}

export function operationsOf(document: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method,
        path,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema ?? null,
        multipart: content['multipart/form-data'] !== undefined,
      });
    }
  }
  return operations;
}

/** The schema a reference, an allOf or a nullable wrapper stands for. */
export function resolved(document: Document, schema: Schema | undefined, seen = 0): Schema {
  if (!schema || seen > 20) return {};
  if (schema.$ref) return resolved(document, document.components.schemas[schema.$ref.split('/').pop()!], seen + 1);
  const inner = schema.allOf?.[0] ?? schema.anyOf?.find((s) => s.type !== 'null') ?? schema.oneOf?.find((s) => s.type !== 'null');
  if (inner && !schema.properties) return { ...resolved(document, inner, seen + 1), nullable: schema.nullable };
  return schema;
}

const typeOf = (schema: Schema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** A plausible value for a schema: its example, else the first of its enum, else a value of its type. */
export function sampleOf(document: Document, raw: Schema | undefined, depth = 0): unknown {
  const schema = resolved(document, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
      return 1;
    case 'number':
      return 1.5;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date-time' ? '2026-11-28T10:00:00.000Z' : 'text';
    case 'array':
      return depth > 4 ? [] : [sampleOf(document, schema.items, depth + 1)];
    default:
      if (!schema.properties || depth > 4) return {};
      return Object.fromEntries(Object.entries(schema.properties).map(([name, p]) => [name, sampleOf(document, p, depth + 1)]));
  }
}

const nested = (depth: number, array: boolean): unknown => {
  let value: unknown = array ? [] : { a: 1 };
  for (let i = 0; i < depth; i++) value = array ? [value] : { a: value };
  return value;
};

const HUGE_TEXT = 'א'.repeat(100_000);
/** Values of every kind a client can send in place of a field's value. */
export const FIELD_MUTATIONS: Array<[string, unknown]> = [
  ['null', null],
  ['lone surrogate', '\ud800'],
  ['lone surrogate in an email', 'dana\udc00@example.com'],
  ['huge number', 1e20],
  ['beyond INT', 2_147_483_648],
  ['beyond DECIMAL(10,2)', 100_000_000],
  ['negative huge', -1e20],
  ['fraction', 0.123456789],
  ['huge text', HUGE_TEXT],
  ['Hebrew', 'כדורגל מ"מ'],
  ['Russian', 'Мяч футбольный'],
  ['emoji', '⚽👍🏽'],
  ['İ text', 'İ'.repeat(254)],
  ['object', { a: 1 }],
  ['array', [1, 'a']],
  ['boolean', true],
  ['number as text', '12'],
  ['deep object', nested(40, false)],
];

/** Whole bodies no route can take. */
export const BODY_MUTATIONS: Array<[string, unknown]> = [
  ['deep object 2000', nested(2000, false)],
  ['deep array 2000', nested(2000, true)],
  ['array body', [1, 2]],
  ['string body', 'text'],
  ['null body', null],
  ['lone surrogate key', { ['\ud800']: 1 }],
];

/** Path parameter values: a plausible id, then the malformed. */
export const PATH_VALUES = ['1', '0', '-1', '99999999999999999999', '1e3', 'abc', '%ED%A0%80', 'א', '..%2F..'];

/** Query parameter values. */
export const QUERY_VALUES = [
  '99999999999999999999',
  '-1',
  '[[[[[[[[',
  '{"a":',
  '%ED%A0%80',
  'א'.repeat(5000),
  '["id","DESC"]',
  '[0,9999999999999]',
];
