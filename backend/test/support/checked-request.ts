import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import request, { type Test } from 'supertest';
import { buildOpenApiDocument } from '../../src/app.factory';
import { answerChecker, type Answer } from './openapi-answers';

type Checker = (answer: Answer) => string[];
type Agent = ReturnType<typeof request>;

let checker: Checker | undefined;

/** One checker per test file: the document of the first application the file starts (every one builds the same). */
function checkerFor(app: INestApplication): Checker {
  checker ??= answerChecker(buildOpenApiDocument(app) as OpenAPIObject);
  return checker;
}

/**
 * Makes one supertest request fail, at the line that made it, when its answer differs from the OpenAPI
 * document (see answerChecker). An expectation the test itself wrote that fails is reported first.
 */
function checked(test: Test, check: Checker): Test {
  const madeAt = new Error('answer differs from the OpenAPI document');
  const end = test.end.bind(test);
  test.end = (callback) =>
    end((error, response) => {
      if (error || !response) return callback?.(error, response);
      const method = (test as unknown as { method: string }).method;
      const url = (test as unknown as { url: string }).url;
      const differences = check({
        method,
        url,
        status: response.status,
        contentType: response.headers['content-type'] as string | undefined,
        body: response.body as unknown,
        text: response.text,
      });
      if (!differences.length) return callback?.(null, response);
      const path = new URL(url).pathname;
      const body = (response.text ?? '').slice(0, 600);
      madeAt.message = `${method} ${path} answered ${response.status}, which differs from the OpenAPI document:\n${differences.join('\n')}\nbody: ${body}`;
      // The test's own line on top, not this file's.
      const frames = (madeAt.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line) && !line.includes(__filename));
      madeAt.stack = `Error: ${madeAt.message}\n${frames.join('\n')}`;
      callback?.(madeAt, response);
    });
  return test;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options'] as const;

/** supertest's `request(server)`, each answer checked against the application's OpenAPI document (or `check`). */
export function checkedRequest(app: INestApplication, check: Checker = checkerFor(app)): Agent {
  const agent = request(app.getHttpServer());
  const wrapped = { ...agent } as Record<string, unknown>;
  for (const method of METHODS) {
    const make = agent[method] as (url: string) => Test;
    wrapped[method] = (url: string) => checked(make(url), check);
  }
  return wrapped as unknown as Agent;
}
