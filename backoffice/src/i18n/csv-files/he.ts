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
      summary: '%{rows} שורות, %{products} מוצרים: %{created} חדשים, %{updated} לעדכון',
      ready: 'לא נמצאו בעיות. עדיין לא השתנה דבר: החילו כדי לשמור את כל המוצרים בבת אחת.',
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
