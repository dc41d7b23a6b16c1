import { ArgumentsHost, BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import { DomainError } from '../domain/domain-error';
import { HttpErrorFilter } from './http-error.filter';

function answerOf(
  exception: unknown,
  requestId?: string,
): { status: number; body: Record<string, unknown>; headers: Record<string, string> } {
  const answer = { status: 0, body: {} as Record<string, unknown>, headers: {} as Record<string, string> };
  const response = {
    headersSent: false,
    setHeader(name: string, value: string) {
      answer.headers[name] = value;
    },
    status(code: number) {
      answer.status = code;
      return this;
    },
    json(body: Record<string, unknown>) {
      answer.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ id: requestId }) }) } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return answer;
}

describe('HttpErrorFilter', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));

  it.each([
    ['invalid', 400],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['not-found', 404],
    ['conflict', 409],
    ['too-large', 413],
    ['unsupported-type', 415],
    ['unprocessable', 422],
    ['too-many', 429],
    ['unavailable', 502],
  ] as const)('maps the domain kind %s to %i with its code', (kind, status) => {
    const { status: answered, body } = answerOf(new DomainError('SOME_CODE', kind, 'Something happened'));
    expect(answered).toBe(status);
    expect(body).toEqual({ statusCode: status, code: 'SOME_CODE', message: 'Something happened' });
  });

  it('answers an unavailable outside service with 502 and the request id, logged as one line without a stack', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error');
    error.mockClear();
    const { status, body, headers } = answerOf(
      DomainError.unavailable('PROVIDER_UNAVAILABLE', 'The payment provider is unavailable'),
      'req-7',
    );
    expect(status).toBe(502);
    expect(body).toEqual({
      statusCode: 502,
      code: 'PROVIDER_UNAVAILABLE',
      message: 'The payment provider is unavailable',
      requestId: 'req-7',
    });
    expect(headers).toEqual({});
    expect(warn).toHaveBeenCalledWith('PROVIDER_UNAVAILABLE: The payment provider is unavailable');
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps the field errors of a validation failure', () => {
    const errors = [{ field: 'price', message: 'price must not be less than 0' }];
    const { status, body } = answerOf(new BadRequestException({ code: 'VALIDATION_FAILED', message: 'Validation failed', errors }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', errors });
  });

  it('gives Nest exceptions a stable code', () => {
    expect(answerOf(new NotFoundException('Cannot GET /nope')).body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /nope',
    });
  });

  it('keeps the client status of body-parser errors', () => {
    expect(answerOf(Object.assign(new SyntaxError('Unexpected token'), { status: 400 })).body).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
    });
  });

  it('answers 500 without stack or SQL for anything unknown', () => {
    const { status, body } = answerOf(new Error("ER_PARSE_ERROR: SELECT * FROM `orders` WHERE secret = 'x'"));
    expect(status).toBe(500);
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(JSON.stringify(body)).not.toMatch(/SELECT|orders|at /);
  });

  it('adds the request id to the body when the request has one', () => {
    expect(answerOf(new NotFoundException(), 'req-123').body).toMatchObject({ statusCode: 404, requestId: 'req-123' });
  });

  it('answers a lost database with 503, a code and Retry-After instead of 500', () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const answer = answerOf(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(Number(answer.headers['Retry-After'])).toBeGreaterThan(0);
  });
});
