import type { OpenAPIObject } from '@nestjs/swagger';
import { asOpenApi31 } from './openapi-3-1';

const documentWith = (schemas: Record<string, unknown>) =>
  ({ openapi: '3.0.0', info: { title: 'shop', version: '1' }, paths: {}, components: { schemas } }) as unknown as OpenAPIObject;
const schemasOf = (document: OpenAPIObject) => document.components?.schemas as Record<string, { properties: Record<string, unknown> }>;

describe('asOpenApi31', () => {
  it('says OpenAPI 3.1.0', () => {
    expect(asOpenApi31(documentWith({})).openapi).toBe('3.1.0');
  });

  it.each([
    [
      'a nullable reference becomes anyOf the reference and null',
      { nullable: true, description: 'Null for store pickup', type: 'object', allOf: [{ $ref: '#/components/schemas/Address' }] },
      { description: 'Null for store pickup', anyOf: [{ $ref: '#/components/schemas/Address' }, { type: 'null' }] },
    ],
    ['a nullable string gets a type array', { type: 'string', nullable: true, example: 'x' }, { type: ['string', 'null'], example: 'x' }],
    [
      'a nullable enum allows null among its values',
      { type: 'string', nullable: true, enum: ['a', 'b'] },
      { type: ['string', 'null'], enum: ['a', 'b', null] },
    ],
    ['nullable false is dropped', { type: 'integer', nullable: false }, { type: 'integer' }],
    [
      'a nullable schema without a type is wrapped',
      { nullable: true, description: 'd', oneOf: [{ type: 'string' }, { type: 'integer' }] },
      { description: 'd', anyOf: [{ oneOf: [{ type: 'string' }, { type: 'integer' }] }, { type: 'null' }] },
    ],
    [
      'a reference that is not nullable stays as it is',
      { description: 'd', allOf: [{ $ref: '#/components/schemas/Address' }] },
      { description: 'd', allOf: [{ $ref: '#/components/schemas/Address' }] },
    ],
  ])('%s', (_name, property, expected) => {
    const converted = asOpenApi31(documentWith({ Order: { type: 'object', properties: { field: property } } }));
    expect(schemasOf(converted).Order.properties.field).toEqual(expected);
  });

  it('converts nullable items inside arrays', () => {
    const converted = asOpenApi31(
      documentWith({ Order: { type: 'object', properties: { field: { type: 'array', items: { type: 'number', nullable: true } } } } }),
    );
    expect(schemasOf(converted).Order.properties.field).toEqual({ type: 'array', items: { type: ['number', 'null'] } });
  });
});
