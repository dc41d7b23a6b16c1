import { applyDecorators, Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery } from '@nestjs/swagger';

/** What differs between the back office's ra-data-simple-rest lists in the API document. */
export interface AdminListDocs {
  /** The page's response type. */
  type: Type<unknown>;
  /** The list's name in Content-Range, as `sendPage` writes it. */
  resource: string;
  /** The total shown in the Content-Range example. */
  exampleTotal: number;
  /** Left out for a list that documents no sort. */
  sort?: { on: readonly string[]; example: string };
  /** Left out for a list that takes no filter. */
  filter?: { example: string; description?: string };
}

/** "sort, range or filter": the parameters a 400 may name, as the list has them. */
function malformedParts(docs: AdminListDocs): string {
  const parts = [...(docs.sort ? ['sort'] : []), 'range', ...(docs.filter ? ['filter'] : [])];
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}

/**
 * A back office list route's query, page and 400, documented once. The queries are applied filter,
 * range, sort: the reverse of how they were stacked on each route, so the document keeps its order.
 */
export function ApiAdminList(docs: AdminListDocs) {
  const { filter, sort } = docs;
  return applyDecorators(
    ...(filter
      ? [
          ApiQuery({
            name: 'filter',
            required: false,
            example: filter.example,
            ...(filter.description === undefined ? {} : { description: filter.description }),
          }),
        ]
      : []),
    ApiQuery({ name: 'range', required: false, example: '[0,24]' }),
    ...(sort ? [ApiQuery({ name: 'sort', required: false, example: sort.example, description: `On ${sort.on.join(', ')}` })] : []),
    ApiOkResponse({ type: docs.type, description: `Also sets \`Content-Range: ${docs.resource} 0-24/${docs.exampleTotal}\`` }),
    ApiBadRequestResponse({ description: `A malformed ${malformedParts(docs)} (named in errors)` }),
  );
}
