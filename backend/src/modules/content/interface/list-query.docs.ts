import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiQuery } from '@nestjs/swagger';

/** The ra-data-simple-rest list parameters, documented once. */
export function ApiListQuery(options: { sortable: readonly string[]; filters?: string; defaultSort: string }) {
  return applyDecorators(
    ApiQuery({ name: 'range', required: false, description: 'Inclusive slice, at most 100 items (default [0,23])', example: '[0,23]' }),
    ApiQuery({ name: 'page', required: false, description: 'Page number from 1 (when no range is given)', example: 1 }),
    ApiQuery({ name: 'per_page', required: false, description: 'Page size, default 24, at most 100', example: 24 }),
    ApiQuery({
      name: 'sort',
      required: false,
      description: `["field","ASC|DESC"]; fields: ${options.sortable.join(', ')}; default ${options.defaultSort}`,
      example: `["${options.sortable[0]}","ASC"]`,
    }),
    ...(options.filters ? [ApiQuery({ name: 'filter', required: false, description: options.filters, example: '{}' })] : []),
    ApiBadRequestResponse({ description: 'Malformed range, sort, filter or lang (the field is named in errors)' }),
  );
}

/** The Content-Range header of a list answer. */
export const CONTENT_RANGE_HEADER = {
  'Content-Range': { description: 'Slice and total, e.g. "articles 0-23/57"', schema: { type: 'string' } },
};
