import type { csvFilesEn } from './en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Hebrew texts of the CSV downloads and the products import. */
export const csvFilesHe: Texts<typeof csvFilesEn> = {
  'csv-files': {
    export_orders: 'ייצוא הזמנות',
    export_lines: 'ייצוא שורות הזמנה',
    export_hint: 'קובץ CSV של ההזמנות שהמסננים מציגים',
    export_products: 'ייצוא CSV',
    import_products: 'ייבוא CSV',
    downloading: 'מכין את הקובץ...',
    download_failed: 'לא ניתן היה להוריד את הקובץ',
    import: {
      title: 'ייבוא מוצרים',
      intro:
        'העלו קובץ CSV במבנה של ייצוא המוצרים (שורה לכל גרסה). כל מוצר נמצא לפי הכתובת שלו, אחרת לפי אחד המק״טים שלו, ומתעדכן; אחרת הוא נוצר. הבדיקה לא משנה דבר.',
      file: 'קובץ CSV',
      choose: 'בחירת קובץ',
      no_file: 'לא נבחר קובץ',
      check: 'בדיקת הקובץ',
      checking: 'בודק...',
      apply: 'החלה על הקטלוג',
      applying: 'מחיל...',
      summary: '%{rows} שורות, %{products} מוצרים: %{created} חדשים, %{updated} לעדכון, %{unchanged} ללא שינוי',
      ready: 'לא נמצאו בעיות. עדיין לא השתנה דבר: עברו על השינויים שלמטה, ואז החילו כדי לשמור את כולם בבת אחת.',
      nothing_to_change: 'הקובץ לא משנה דבר בקטלוג.',
      changes: 'מה הקובץ משנה',
      change_create: 'מוצר חדש',
      change_update: 'עדכון',
      field: 'עמודה',
      before: 'לפני',
      after: 'אחרי',
      empty_value: '(ריק)',
      variant: 'מק״ט %{sku}',
      more_changes: 'ועוד מוצר אחד משתנה |||| ועוד %{smart_count} מוצרים משתנים',
      confirm_title: 'להחיל את הקובץ על הקטלוג?',
      confirm:
        'הפעולה משנה מוצר אחד (%{created} חדשים, %{updated} לעדכון). |||| הפעולה משנה %{smart_count} מוצרים (%{created} חדשים, %{updated} לעדכון), כולם בבת אחת.',
      confirm_rest: 'מוצרים, תמונות, תרגומים וגרסאות שהקובץ לא משנה נשארים כפי שהם.',
      confirm_button: 'שינוי מוצר אחד |||| שינוי %{smart_count} מוצרים',
      changed_since: 'הקובץ משנה כעת מוצרים אחרים מאשר בזמן הבדיקה: בדקו אותו שוב.',
      problems: 'בעיות לתיקון (דבר לא השתנה)',
      problems_count: 'בעיה אחת |||| %{smart_count} בעיות',
      row: 'שורה',
      column: 'עמודה',
      message: 'בעיה',
      whole_file: 'כל הקובץ',
      applied: 'בוצע: נוצרו %{created} מוצרים ועודכנו %{updated}',
      failed: 'לא ניתן היה לשלוח את הקובץ',
      back: 'חזרה למוצרים',
    },
  },
};
