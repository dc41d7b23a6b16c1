import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { en } from 'shop-rules/texts/en';
import { Public } from '../../../shared/http/access.decorators';
import { GetInterfaceTextsUseCase, interfaceTextsNotFound } from '../application/get-interface-texts.use-case';
import { INTERFACE_TEXT_LANGUAGES, InterfaceTexts } from 'shop-rules';

/** How many sections deep the texts go (`CHECKOUT.DISCOUNT.LABEL`: three), read from the English file every language has. */
const depthOf = (texts: unknown): number =>
  typeof texts === 'object' && texts !== null ? 1 + Math.max(0, ...Object.values(texts).map(depthOf)) : 0;

/** A section of keys whose values are texts or sections nested in it, as deep as the files go. */
const sectionSchema = (depth: number): SchemaObject => ({
  type: 'object',
  additionalProperties: depth <= 1 ? { type: 'string' } : { anyOf: [{ type: 'string' }, sectionSchema(depth - 1)] },
});

/** `he.json` -> `he`; any other name is no file we serve. */
const LANGUAGE_FILE = /^([a-z]{2})\.json$/;

@ApiTags('interface texts')
@Controller('i18n')
export class InterfaceTextsController {
  constructor(private readonly getTexts: GetInterfaceTextsUseCase) {}

  @Get(':file')
  @Public()
  // Texts change only with a deployment; five minutes keeps language switches instant.
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'Interface texts of the storefront in one language',
    description: 'A nested translation file (e.g. CART.EMPTY) as react-i18next loads it; not wrapped in { data }.',
  })
  @ApiParam({ name: 'file', enum: INTERFACE_TEXT_LANGUAGES.map((lang) => `${lang}.json`), example: 'he.json' })
  @ApiOkResponse({
    description: 'Sections of keys and texts',
    schema: {
      ...sectionSchema(depthOf(en)),
      example: { CART: { EMPTY: 'עגלת הקניות שלך ריקה', CHECKOUT: 'לתשלום' } },
    },
  })
  @ApiNotFoundResponse({ description: 'No texts for this language (INTERFACE_TEXTS_NOT_FOUND)' })
  getInterfaceTexts(@Param('file') file: string): InterfaceTexts {
    const language = LANGUAGE_FILE.exec(file)?.[1];
    if (!language) throw interfaceTextsNotFound(file);
    return this.getTexts.execute({ language });
  }
}
