import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { en } from 'shop-rules/texts/en';
import { he } from 'shop-rules/texts/he';
import { INTERFACE_TEXT_LANGUAGES, InterfaceTextLanguage, InterfaceTexts } from 'shop-rules';
import { ru } from 'shop-rules/texts/ru';

const TEXTS: Record<InterfaceTextLanguage, InterfaceTexts> = { he, ru, en };

export const interfaceTextsNotFound = (name: string) =>
  DomainError.notFound('INTERFACE_TEXTS_NOT_FOUND', `No interface texts for "${name}"`);

/** The storefront's interface texts in one language (react-i18next loads them as /i18n/{lang}.json). */
@Injectable()
export class GetInterfaceTextsUseCase {
  execute(input: { language: string }): InterfaceTexts {
    if (!(INTERFACE_TEXT_LANGUAGES as readonly string[]).includes(input.language)) {
      throw interfaceTextsNotFound(input.language);
    }
    return TEXTS[input.language as InterfaceTextLanguage];
  }
}
