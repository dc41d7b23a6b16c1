import type { Language } from 'shop-rules';

/** The provider's code for an approved charge; every other code is a decline or an error. */
export const APPROVED_RESPONSE_CODE = '000';

type Messages = Record<Language, string>;

/**
 * The card provider's response codes with their real meanings (payments-tranzila.md), in the
 * shop's three languages. One table: the status record, the sandbox and the storefront all read it.
 */
export const RESPONSE_CODE_MESSAGES: Readonly<Record<string, Messages>> = {
  '000': { en: 'Approved', ru: 'Операция одобрена', he: 'העסקה אושרה' },
  '001': { en: 'Card blocked', ru: 'Карта заблокирована', he: 'הכרטיס חסום' },
  '002': { en: 'Card stolen', ru: 'Карта числится украденной', he: 'הכרטיס מדווח כגנוב' },
  '003': { en: 'Call the card company', ru: 'Свяжитесь с компанией-эмитентом карты', he: 'יש להתקשר לחברת האשראי' },
  '004': { en: 'Refused', ru: 'Отказ в проведении операции', he: 'העסקה סורבה' },
  '005': { en: 'Forged card', ru: 'Поддельная карта', he: 'כרטיס מזויף' },
  '006': { en: 'Wrong ID number or CVV', ru: 'Неверный номер удостоверения личности или CVV', he: 'מספר תעודת זהות או CVV שגוי' },
  '007': { en: 'Wrong CAVV', ru: 'Неверный код CAVV', he: 'ערך CAVV שגוי' },
  '009': { en: 'Communication failure', ru: 'Сбой связи', he: 'תקלת תקשורת' },
  '010': { en: 'Partial approval', ru: 'Частичное одобрение', he: 'אישור חלקי' },
  '012': { en: 'Card not allowed on this terminal', ru: 'Карта не принимается на этом терминале', he: 'הכרטיס אינו מורשה במסוף זה' },
  '015': { en: 'Card expired', ru: 'Срок действия карты истёк', he: 'תוקף הכרטיס פג' },
  '016': { en: 'Currency not allowed', ru: 'Валюта не разрешена', he: 'המטבע אינו מורשה' },
  '017': { en: 'Credit type not allowed', ru: 'Тип кредита не разрешён', he: 'סוג האשראי אינו מורשה' },
  '026': { en: 'Wrong ID number', ru: 'Неверный номер удостоверения личности', he: 'מספר תעודת זהות שגוי' },
  '425': { en: 'Duplicate transaction', ru: 'Повторная операция', he: 'עסקה כפולה' },
  '447': { en: 'Wrong card number', ru: 'Неверный номер карты', he: 'מספר כרטיס שגוי' },
  '900': { en: '3-D Secure failed', ru: 'Проверка 3-D Secure не пройдена', he: 'אימות 3-D Secure נכשל' },
};

export const UNKNOWN_ERROR_MESSAGE: Messages = { en: 'Unknown error', ru: 'Неизвестная ошибка', he: 'שגיאה לא ידועה' };

export function isKnownResponseCode(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(RESPONSE_CODE_MESSAGES, code);
}

/** The meaning of a response code; a code outside the table is shown as it is, an empty one as unknown. */
export function describeResponseCode(code: string | null | undefined, lang: Language): string {
  const trimmed = (code ?? '').trim();
  if (trimmed === '') return UNKNOWN_ERROR_MESSAGE[lang];
  return isKnownResponseCode(trimmed) ? RESPONSE_CODE_MESSAGES[trimmed][lang] : trimmed;
}

export function responseCodeTable(lang: Language): { code: string; message: string; approved: boolean }[] {
  return Object.keys(RESPONSE_CODE_MESSAGES)
    .sort()
    .map((code) => ({ code, message: RESPONSE_CODE_MESSAGES[code][lang], approved: code === APPROVED_RESPONSE_CODE }));
}
