import { Controller, Get, HttpCode, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../shared/config/app-config';
import { sendCsv } from '../../../shared/csv/csv-response';
import { DomainError } from '../../../shared/domain/domain-error';
import { dayLabel, shopDay } from '../../../shared/domain/shop-calendar';
import { AdminOnly } from '../../../shared/http/access.decorators';
import { isLanguage, Language, parseLanguage } from '../../../shared/localisation/language';
import { ExportProductsUseCase } from '../application/export-products.use-case';
import { ImportProductsUseCase } from '../application/import-products.use-case';
import { ProductImportEnvelopeDto } from './product-import.response.dto';
import { fileMissing, PRODUCTS_FILE_FIELD, ProductsFileUploadInterceptor } from './products-file-upload.interceptor';

/** The interface's language: `lang`, else the first of he, ru, en the browser's Accept-Language names, else Hebrew. */
function readerLanguage(rawLang: unknown, acceptLanguage: string | undefined): Language {
  if (rawLang !== undefined && rawLang !== '') return parseLanguage(rawLang, 'he');
  const named = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().slice(0, 2).toLowerCase())
    .find(isLanguage);
  return named ?? 'he';
}

/** `confirm`: a whole number of products, or absent. */
function confirmedCount(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,7}$/.test(raw)) {
    throw DomainError.invalid('INVALID_CONFIRM', 'confirm must be the whole number of products the dry run reported', 'confirm');
  }
  return Number(raw);
}

/** The products file (CSV): the catalog downloaded, and read back to create or update products (admin). */
@ApiTags('products')
@Controller('api/products')
@AdminOnly()
export class ProductFilesController {
  constructor(
    private readonly config: AppConfig,
    private readonly exportProducts: ExportProductsUseCase,
    private readonly importProducts: ImportProductsUseCase,
  ) {}

  @Get('export')
  @ApiOperation({
    summary: 'Download every product as CSV: translations, categories, pictures, one row per variant',
    description:
      'UTF-8 with a byte order mark (Excel reads Hebrew and Russian), amounts with two decimals; the shape POST /api/products/import reads.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file (Content-Disposition: attachment)', content: { 'text/csv': { schema: { type: 'string' } } } })
  async export(@Res() res: Response): Promise<void> {
    const file = await this.exportProducts.execute();
    const day = dayLabel(shopDay(new Date(), this.config.shopTimeZone));
    await sendCsv(res, { fileName: `products-${day}.csv`, columns: file.columns, rows: file.rows });
  }

  @Post('import')
  @HttpCode(200)
  @UseInterceptors(ProductsFileUploadInterceptor)
  @ApiOperation({
    summary: 'Import products from the products CSV: a dry run reports every problem, an apply stores all or nothing',
    description:
      'Each product is found by its slug, else by one of its SKUs, and updated; otherwise created. The product form’s rules apply. ' +
      '`mode=dry-run` (default) changes nothing and lists each problem by row and column, in the language of `lang` or Accept-Language; ' +
      'Only what the file says changes: a column the file lacks, or an empty cell, leaves the field as it is; pictures, translations, ' +
      'variants and sale prices are never removed by the file. The report lists, for the first products, each field that changes, before and after. ' +
      '`mode=apply` needs `confirm`, the number of products the dry run said would change (created plus updated), and stores every product ' +
      'in one transaction, or, when any problem remains, none (422 with the same report); 409 IMPORT_CHANGED_SINCE_CHECK when the count differs.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [PRODUCTS_FILE_FIELD],
      properties: { [PRODUCTS_FILE_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiQuery({ name: 'mode', required: false, enum: ['dry-run', 'apply'] })
  @ApiQuery({
    name: 'lang',
    required: false,
    enum: ['he', 'ru', 'en'],
    description: 'Language of the messages (default: Accept-Language, else he)',
  })
  @ApiQuery({
    name: 'confirm',
    required: false,
    schema: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    description: 'With mode=apply: the number of products the dry run said this file changes',
  })
  @ApiOkResponse({ type: ProductImportEnvelopeDto, description: 'The report; `applied` says whether the catalog changed' })
  @ApiBadRequestResponse({ description: 'No file in the multipart field `file`, an unknown mode or lang, or an apply without `confirm`' })
  @ApiConflictResponse({ description: 'IMPORT_CHANGED_SINCE_CHECK: the file changes another number of products than `confirm` says' })
  @ApiPayloadTooLargeResponse({ description: 'A file over 32 MB; code FILE_TOO_LARGE' })
  @ApiUnprocessableEntityResponse({
    type: ProductImportEnvelopeDto,
    description: 'mode=apply on a file with problems: nothing changed; the report lists them',
  })
  async import(
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @Query('mode') mode: string | undefined,
    @Query('lang') rawLang: string | undefined,
    @Query('confirm') rawConfirm: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ProductImportEnvelopeDto> {
    if (mode !== undefined && mode !== 'dry-run' && mode !== 'apply') {
      throw DomainError.invalid('INVALID_MODE', 'mode must be dry-run or apply', 'mode');
    }
    const lang = readerLanguage(rawLang, req.headers['accept-language']);
    if (!file) throw fileMissing();
    const confirm = confirmedCount(rawConfirm);
    const report = await this.importProducts.execute({ file: file.buffer, apply: mode === 'apply', confirm, lang });
    if (mode === 'apply' && !report.applied) res.status(422);
    const { moreChanges, ...rest } = report;
    return { data: { ...rest, more_changes: moreChanges } };
  }
}
