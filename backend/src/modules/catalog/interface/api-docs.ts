import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

/** The `lang` query parameter and its default. */
export const ApiLangQuery = (defaultLanguage: 'he' | 'ru') =>
  ApiQuery({
    name: 'lang',
    required: false,
    enum: ['he', 'ru', 'en'],
    description: `Language of localized_* fields (default ${defaultLanguage})`,
  });

/** Paging of shoppers' lists: a react-admin range or page/per_page. */
export const ApiPageQueries = () =>
  applyDecorators(
    ApiQuery({ name: 'range', required: false, example: '[0,23]', description: 'ra-data-simple-rest range (inclusive)' }),
    ApiQuery({ name: 'page', required: false, example: '1' }),
    ApiQuery({ name: 'per_page', required: false, example: '24', description: 'Default 24, at most 100' }),
  );

/** Sorting of shoppers' product lists. */
export const ApiShopperSortQuery = () =>
  ApiQuery({
    name: 'sort',
    required: false,
    example: 'newest',
    description: 'newest (default), price_asc, price_desc, name, or ["price","ASC"] on created_at, price, name, id',
  });

/** A back office list in the ra-data-simple-rest conventions. */
export const ApiStaffListQueries = (sortable: string, filters: string, filterExample: string) =>
  applyDecorators(
    ApiQuery({ name: 'sort', required: false, example: '["id","DESC"]', description: `On ${sortable}` }),
    ApiQuery({ name: 'range', required: false, example: '[0,23]' }),
    ApiQuery({ name: 'filter', required: false, example: filterExample, description: filters }),
  );
