import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../shared/http/access.decorators';
import { GetInterfaceTextsUseCase, interfaceTextsNotFound } from '../application/get-interface-texts.use-case';
import { INTERFACE_TEXT_LANGUAGES, InterfaceTexts } from 'shop-rules';

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
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
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
