import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
};

const document = JSON.parse(readFileSync(join(__dirname, '../../../../openapi/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
  components: { schemas: Record<string, Schema> };
};

/** Documented for integrators only: the provider's notify fields are read raw, never validated as a DTO. */
const RAW_BODIES = new Set(['PaymentNotifyRequestDto']);

function referenced(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) value.forEach((v) => referenced(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') {
        const name = v.split('/').pop()!;
        if (!into.has(name)) {
          into.add(name);
          referenced(document.components.schemas[name], into);
        }
      } else referenced(v, into);
    }
  }
}

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** Every field a request body carries, with the schema of its values (an array's items too). */
function requestFields(): Array<[string, Schema]> {
  const names = new Set<string>();
  for (const methods of Object.values(document.paths)) for (const op of Object.values(methods)) referenced(op.requestBody, names);
  return [...names]
    .filter((name) => !RAW_BODIES.has(name))
    .flatMap((name) =>
      Object.entries(document.components.schemas[name]?.properties ?? {}).flatMap(([field, raw]) => {
        const schema = raw.anyOf?.find((s) => typeOf(s) !== 'null') ?? raw;
        const own: Array<[string, Schema]> = [[`${name}.${field}`, { ...raw, ...schema }]];
        return schema.items ? [...own, [`${name}.${field}[]`, schema.items] as [string, Schema]] : own;
      }),
    );
}

describe('every value a request carries has bounds in the API document (and so in its DTO)', () => {
  const fields = requestFields();

  it('finds the request bodies', () => expect(fields.length).toBeGreaterThan(200));

  it('states the least and the most of every number, within its column', () => {
    const numbers = fields.filter(([, s]) => ['integer', 'number'].includes(typeOf(s) ?? '') && !s.enum);
    expect(numbers.filter(([, s]) => s.minimum === undefined || s.maximum === undefined).map(([f]) => f)).toEqual([]);
    expect(numbers.filter(([, s]) => typeOf(s) === 'integer' && s.maximum! > 2_147_483_647).map(([f]) => f)).toEqual([]);
    expect(numbers.filter(([, s]) => typeOf(s) === 'number' && s.maximum! > 99_999_999.99).map(([f]) => f)).toEqual([]);
  });

  it('states the longest text of every string, and the most entries of every list', () => {
    const texts = fields.filter(([, s]) => typeOf(s) === 'string' && !s.enum && s.format !== 'binary');
    expect(texts.filter(([, s]) => s.maxLength === undefined).map(([f]) => f)).toEqual([]);
    const lists = fields.filter(([f, s]) => typeOf(s) === 'array' && !f.endsWith('[]'));
    expect(lists.filter(([, s]) => s.maxItems === undefined).map(([f]) => f)).toEqual([]);
  });
});
