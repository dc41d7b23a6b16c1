import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../domain/domain-error';

/** No request the shop understands nests deeper than this (a product with variants is 3 levels). */
export const MAX_BODY_DEPTH = 32;

export interface ShapeProblem {
  code: 'BODY_TOO_DEEP' | 'MALFORMED_TEXT';
  field: string;
  message: string;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);

const pathOf = (parent: string, key: string | number): string => (parent === '' ? String(key) : `${parent}.${key}`);

/**
 * The first thing in a parsed body or query that no route can take: nesting deeper than
 * MAX_BODY_DEPTH (class-transformer would overflow the stack on it), or a text, or a key, that is not
 * well-formed Unicode (a lone surrogate such as "\ud800": validators and the database fail on it).
 * Walked with a stack of its own, so a body of any depth is checked without recursion.
 */
export function shapeProblem(value: unknown): ShapeProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!wellFormed(current)) {
        return {
          code: 'MALFORMED_TEXT',
          field: path || 'body',
          message: `${path || 'body'} must be well-formed text (it holds a lone surrogate)`,
        };
      }
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) {
      return { code: 'BODY_TOO_DEEP', field: path || 'body', message: `the request nests deeper than ${MAX_BODY_DEPTH} levels at ${path}` };
    }
    const entries: Array<[string | number, unknown]> = Array.isArray(current) ? current.map((v, i) => [i, v]) : Object.entries(current);
    for (const [key, child] of entries) {
      const childPath = pathOf(path, key);
      if (typeof key === 'string' && !wellFormed(key)) {
        return { code: 'MALFORMED_TEXT', field: path || 'body', message: `${path || 'body'} has a key that is not well-formed text` };
      }
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses, before any route's validation, a body or query of a shape no route can take, with the
 * shop's error body (400, the field named): one check for every route, public ones included.
 */
export function refuseMalformedRequests() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const problem = shapeProblem(req.body) ?? shapeProblem(req.query);
    next(problem ? DomainError.invalid(problem.code, problem.message, problem.field) : undefined);
  };
}
