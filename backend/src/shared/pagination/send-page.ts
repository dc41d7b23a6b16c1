import type { Response } from 'express';
import { contentRange, Page } from './list-query';

/** Sets the Content-Range header and returns the spec's `{ data }` envelope (plus the total). */
export function sendPage<T, R>(res: Response, resource: string, page: Page<T>, toResponse: (item: T) => R) {
  res.setHeader('Content-Range', contentRange(resource, page));
  return { data: page.items.map(toResponse), total: page.total };
}
