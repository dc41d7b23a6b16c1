import type { Language } from 'shop-rules';

/**
 * What an import's dry run says about a cell, in the language of the back office that asked.
 * `{value}` and `{row}` are filled in; a rule of the catalog without its own text here is shown
 * with its English explanation after the general text.
 */
export const IMPORT_MESSAGES = {
  REQUIRED: { en: 'A value is required', he: 'חובה למלא ערך', ru: 'Нужно заполнить значение' },
  NOT_AN_AMOUNT: {
    en: '“{value}” is not an amount (e.g. 149.90)',
    he: '„{value}” אינו סכום (למשל 149.90)',
    ru: '«{value}» — не сумма (например, 149.90)',
  },
  NOT_A_COUNT: {
    en: '“{value}” is not a whole number of 0 or more',
    he: '„{value}” אינו מספר שלם 0 ומעלה',
    ru: '«{value}» — не целое число от 0',
  },
  NOT_YES_NO: { en: '“{value}” is not yes or no', he: '„{value}” אינו yes או no', ru: '«{value}» — не yes и не no' },
  TOO_LONG: { en: 'Longer than {value} characters', he: 'ארוך מ־{value} תווים', ru: 'Длиннее {value} символов' },
  UNKNOWN_CATEGORY: {
    en: 'No category has the slug “{value}”',
    he: 'אין קטגוריה עם הכתובת „{value}”',
    ru: 'Нет категории с адресом «{value}»',
  },
  SLUG_REPEATED: {
    en: 'The slug “{value}” is already used by row {row} of this file: give each product once',
    he: 'הכתובת „{value}” כבר בשימוש בשורה {row} של הקובץ: כל מוצר מופיע פעם אחת',
    ru: 'Адрес «{value}» уже занят в строке {row} этого файла: каждый товар указывается один раз',
  },
  SKU_REPEATED: {
    en: 'The SKU “{value}” also appears in row {row} of this file',
    he: 'המק״ט „{value}” מופיע גם בשורה {row} של הקובץ',
    ru: 'Артикул «{value}» встречается и в строке {row} этого файла',
  },
  DUPLICATE_SKU: {
    en: 'The SKU “{value}” belongs to another product',
    he: 'המק״ט „{value}” שייך למוצר אחר',
    ru: 'Артикул «{value}» принадлежит другому товару',
  },
  SLUG_TAKEN: {
    en: 'The slug “{value}” belongs to another product',
    he: 'הכתובת „{value}” שייכת למוצר אחר',
    ru: 'Адрес «{value}» принадлежит другому товару',
  },
  DISCOUNT_NOT_BELOW_PRICE: {
    en: 'The discount price must be below the price',
    he: 'מחיר המבצע חייב להיות נמוך מהמחיר',
    ru: 'Цена со скидкой должна быть ниже цены',
  },
  DISCOUNT_MISSING: {
    en: 'A discount needs a discount price or a percentage from 1 to 100',
    he: 'מבצע צריך מחיר מבצע או אחוז הנחה בין 1 ל־100',
    ru: 'Для скидки нужна цена со скидкой или процент от 1 до 100',
  },
  NEGATIVE_VARIANT_PRICE: {
    en: 'The price change would make the variant cost less than nothing',
    he: 'שינוי המחיר יהפוך את מחיר הגרסה לשלילי',
    ru: 'С такой надбавкой вариант стоил бы меньше нуля',
  },
  MISSING_COLUMN: {
    en: 'The file has no column “{value}”',
    he: 'בקובץ אין עמודה „{value}”',
    ru: 'В файле нет столбца «{value}»',
  },
  PRODUCT_CELL_DIFFERS: {
    en: '“{value}” differs from the product’s first row ({row}): a product’s own cells are given once, or the same on each of its rows',
    he: '„{value}” שונה מהשורה הראשונה של המוצר ({row}): פרטי המוצר עצמו נכתבים פעם אחת, או זהים בכל שורותיו',
    ru: '«{value}» отличается от первой строки товара ({row}): данные самого товара пишутся один раз или одинаково во всех его строках',
  },
  NOT_CSV: {
    en: 'The file cannot be read as CSV from this row on',
    he: 'לא ניתן לקרוא את הקובץ כ־CSV מהשורה הזו והלאה',
    ru: 'Файл не читается как CSV начиная с этой строки',
  },
  QUOTE_NOT_CLOSED: {
    en: 'A cell that starts with a quote mark (") is never closed: close it, or remove the quote mark at the start of the cell',
    he: 'תא שמתחיל במירכאות (") לא נסגר: סגרו אותו, או הסירו את המירכאות שבתחילת התא',
    ru: 'Ячейка, начинающаяся с кавычки ("), не закрыта: закройте её или уберите кавычку в начале ячейки',
  },
  BAD_CLOSING_QUOTE: {
    en: 'A cell in quote marks has text after its closing quote: write a quote mark inside a quoted cell twice ("")',
    he: 'בתא שבתוך מירכאות יש טקסט אחרי המירכאות הסוגרות: מירכאות בתוך תא כזה כותבים פעמיים ("")',
    ru: 'В ячейке в кавычках есть текст после закрывающей кавычки: кавычку внутри такой ячейки пишут дважды ("")',
  },
  NO_PRODUCTS: { en: 'The file has no products', he: 'אין מוצרים בקובץ', ru: 'В файле нет товаров' },
  INVALID: { en: 'Invalid value: {value}', he: 'ערך לא תקין: {value}', ru: 'Недопустимое значение: {value}' },
} as const satisfies Record<string, Record<Language, string>>;

export type ImportMessageCode = keyof typeof IMPORT_MESSAGES;

export function importMessage(code: string, lang: Language, params: { value?: string; row?: number } = {}): string {
  const texts = (IMPORT_MESSAGES as Record<string, Record<Language, string>>)[code] ?? IMPORT_MESSAGES.INVALID;
  return texts[lang].replace('{value}', params.value ?? '').replace('{row}', params.row === undefined ? '' : String(params.row));
}

export const hasImportMessage = (code: string): boolean => code in IMPORT_MESSAGES && code !== 'INVALID';
