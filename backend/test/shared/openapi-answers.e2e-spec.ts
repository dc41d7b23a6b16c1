import type { OpenAPIObject } from '@nestjs/swagger';
import { checkedRequest } from '../support/checked-request';
import { answerChecker, type Answer } from '../support/openapi-answers';
import { startTestApp, type TestApp } from '../support/test-app';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

/** A small document in the shop's form (OpenAPI 3.1, shared responses by reference). */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'shop', version: '1' },
  paths: {
    '/api/orders/{id}': {
      get: {
        responses: {
          '200': { description: 'the order', ...json(ref('Order')) },
          '404': { description: 'no such order', ...json(ref('ErrorBody')) },
          '500': { $ref: '#/components/responses/ServerError' },
        },
      },
    },
    '/api/orders/track': { get: { responses: { '200': { description: 'tracked', ...json({ type: 'object', required: ['tracked'] }) } } } },
    '/api/orders/export': {
      get: { responses: { '200': { description: 'csv', content: { 'text/csv': { schema: { type: 'string' } } } } } },
    },
  },
  components: {
    schemas: {
      Order: {
        type: 'object',
        required: ['id', 'delivery_address'],
        properties: {
          id: { type: 'string', format: 'uuid', example: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' },
          delivery_address: { description: 'Null for store pickup', anyOf: [ref('Address'), { type: 'null' }] },
        },
      },
      Address: { type: 'object', required: ['city'], properties: { city: { type: 'string' } } },
      ErrorBody: { type: 'object', required: ['statusCode', 'code', 'message'] },
    },
    responses: { ServerError: { description: 'INTERNAL_ERROR', ...json(ref('ErrorBody')) } },
  },
} as unknown as OpenAPIObject;

const ORDER_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const anAnswer = (answer: Partial<Answer>): Answer => ({
  method: 'GET',
  url: `http://127.0.0.1:3000/api/orders/${ORDER_ID}`,
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: { id: ORDER_ID, delivery_address: null },
  text: '{}',
  ...answer,
});

describe('answers checked against the OpenAPI document (shared)', () => {
  const check = answerChecker(DOCUMENT);

  it.each([
    ["a pickup order's null delivery_address", {}],
    ["a courier order's address", { body: { id: ORDER_ID, delivery_address: { city: 'Rishon LeZion' } } }],
    ['an error body of a shared response (a reference)', { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } }],
    ['the documented media type of a file', { url: '/api/orders/export', contentType: 'text/csv; charset=utf-8', body: {}, text: 'a,b' }],
    ['a path the document does not have (a storefront page)', { url: '/ru/cart', status: 404, contentType: 'text/html' }],
    ['a method the document does not have (HEAD)', { method: 'HEAD', status: 200 }],
  ])('accepts %s', (_name, answer) => {
    expect(check(anAnswer(answer))).toEqual([]);
  });

  it.each([
    ['an undocumented status', { status: 409 }, ['status 409 is not documented (documented: 200, 404, 500)']],
    [
      'a body unlike its schema',
      { body: { id: 'not-a-uuid', delivery_address: { town: 'x' } } },
      [
        '  body/id must match format "uuid"',
        "  body/delivery_address must have required property 'city'",
        '  body/delivery_address must be null',
        '  body/delivery_address must match a schema in anyOf',
      ],
    ],
    ['a missing field', { body: { id: ORDER_ID } }, ["  body must have required property 'delivery_address'"]],
    ['JSON where a file is documented', { url: '/api/orders/export' }, ['answered application/json, documented: text/csv']],
    ['a file where JSON is documented', { contentType: 'text/html' }, ['answered text/html, documented: application/json']],
  ])('finds %s', (_name, answer, differences) => {
    expect(check(anAnswer(answer))).toEqual(differences);
  });

  it('reads a literal path segment before a parameter (`/api/orders/track` is not an order id)', () => {
    expect(check(anAnswer({ url: '/api/orders/track', body: {} }))).toEqual(["  body must have required property 'tracked'"]);
  });

  describe('on a request of a test', () => {
    let shop: TestApp;
    beforeAll(async () => {
      shop = await startTestApp();
    });
    afterAll(() => shop.close());

    it('passes an answer the document describes', async () => {
      await shop.http().get('/api/health').expect(200);
    });

    it('fails the request, at the line of the test, with each difference and the body', async () => {
      const failure = await checkedRequest(shop.app, () => ['  body/status must be a number'])
        .get('/api/health')
        .then(
          () => undefined,
          (error: Error) => error,
        );
      expect(failure?.message).toMatch(
        /^GET \/api\/health answered 200, which differs from the OpenAPI document:\n {2}body\/status must be a number\nbody: \{/,
      );
      expect(failure?.stack?.split('\n')[failure.message.split('\n').length]).toContain('openapi-answers.e2e-spec.ts');
    });

    it('leaves a failed expectation of the test as it is', async () => {
      const failure = await checkedRequest(shop.app, () => ['a difference'])
        .get('/api/health')
        .expect(418)
        .then(
          () => undefined,
          (error: Error) => error,
        );
      expect(failure?.message).toBe('expected 418 "I\'m a Teapot", got 200 "OK"');
    });
  });
});
