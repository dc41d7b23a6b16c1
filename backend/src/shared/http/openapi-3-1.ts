import type { OpenAPIObject } from '@nestjs/swagger';

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One schema's `nullable: true` in the JSON Schema words of OpenAPI 3.1, which every strict validator reads
 * the same way. OpenAPI 3.0's `nullable` beside an `allOf` reference is ignored by them (the reference does
 * not allow null), so a pickup order's `delivery_address: null` failed validation:
 * - a nullable reference (`allOf: [{$ref}]`, as Nest writes one) becomes `anyOf: [{$ref}, {type: 'null'}]`;
 * - a nullable typed schema gets a type array (`['string', 'null']`), and null joins its enum when it has one;
 * - anything else nullable is wrapped the same way as a reference.
 */
function nullableAsJsonSchema(schema: Schema): Schema {
  const { nullable, ...rest } = schema;
  if (nullable !== true) return rest;
  const { allOf, type, ...annotations } = rest;
  if (Array.isArray(allOf) && allOf.length === 1) return { ...annotations, anyOf: [allOf[0], { type: 'null' }] };
  if (typeof type === 'string' && allOf === undefined) {
    const enumValues = Array.isArray(rest.enum) && !rest.enum.includes(null) ? { enum: [...rest.enum, null] } : {};
    return { ...rest, type: [type, 'null'], ...enumValues };
  }
  const { description, example, ...constraints } = rest;
  const described = { ...(description === undefined ? {} : { description }), ...(example === undefined ? {} : { example }) };
  return { ...described, anyOf: [constraints, { type: 'null' }] };
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (!isObject(value)) return value;
  const converted = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, convert(child)]));
  return 'nullable' in converted ? nullableAsJsonSchema(converted) : converted;
}

/**
 * The document Nest generates (OpenAPI 3.0) as OpenAPI 3.1, whose schemas are JSON Schema 2020-12: every
 * `nullable` becomes a type that allows null (see nullableAsJsonSchema). Nothing else in the shop's
 * document differs between the two versions (no boolean exclusiveMinimum, no nullable without a type).
 */
export function asOpenApi31(document: OpenAPIObject): OpenAPIObject {
  return { ...(convert(document) as OpenAPIObject), openapi: '3.1.0' };
}
