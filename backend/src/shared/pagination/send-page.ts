import type { Response } from 'express';
import { contentRange, Page } from './list-query';

/** Sets the Content-Range header and returns the spec's `{ data }` envelope (plus the total). */
export function sendPage<T, R>(res: Response, resource: string, page: Page<T>, toResponse: (item: T) => R) {
  res.setHeader('Content-Range', contentRange(resource, page));
  return { data: page.items.map(toResponse), total: page.total };
}

/**
 * The same envelope for items that are JSON text already (rendered documents): the text is
 * joined, not parsed and serialised again.
 */
export function sendJsonPage(res: Response, resource: string, page: Page<string>): string {
  res.setHeader('Content-Range', contentRange(resource, page));
  res.type('application/json');
  return `{"data":[${page.items.join(',')}],"total":${page.total}}`;
}

/** `{ "data": item }` for one item that is JSON text already. */
export function sendJsonItem(res: Response, item: string): string {
  res.type('application/json');
  return `{"data":${item}}`;
}
