import type { taxDocumentsEn } from './en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Hebrew texts of the tax documents. */
export const taxDocumentsHe: Texts<typeof taxDocumentsEn> = {
  'tax-documents': {
    name: 'מסמכי מס',
    loading: 'טוען מסמכי מס...',
    failed: 'טעינת מסמכי המס נכשלה',
    empty_unpaid: 'חשבונית מס/קבלה תופק כשההזמנה תשולם',
    empty: 'אין מסמכי מס',
    table: 'טבלת מסמכי המס',
    fields: { kind: 'מסמך', number: 'מספר', state: 'מצב', attempts: 'ניסיונות', last_error: 'שגיאה אחרונה' },
    kinds: { invoice_receipt: 'חשבונית מס/קבלה', credit_note: 'חשבונית זיכוי' },
    states: { pending: 'ממתין', issued: 'הופק', failed: 'נכשל' },
    open: 'פתיחת %{kind} %{number} (בלשונית חדשה)',
    no_number: 'טרם הופק',
    retry: 'ניסיון חוזר',
    retry_of: 'ניסיון חוזר: %{kind}',
    retried: 'המסמך יופק שוב בקרוב',
    retry_failed: 'לא ניתן לנסות שוב את המסמך',
    banner: {
      none: 'מסמכי מס אינם מופקים: לא הוגדר ספק מסמכים. חשבוניות וזיכויים ממתינים עד שיוגדר.',
      no_keys: 'מסמכי מס אינם מופקים: חסר מפתח ה-API של Morning. חשבוניות וזיכויים ממתינים עד שיוגדר.',
      not_real: 'מסמכי המס מופקים בסביבת בדיקה: אלה אינם מסמכי מס אמיתיים.',
      server: 'השרת',
      tell_admin: 'נא לעדכן את מנהל החנות.',
    },
    cash_payment: {
      button: 'שולם בחנות',
      confirm_title: 'לסמן את ההזמנה %{number} כשולמה?',
      confirm: 'הלקוח שילם %{amount} בחנות. חשבונית מס/קבלה תופק ותישלח ללקוח בדוא״ל.',
      confirm_button: 'סימון כשולמה',
      done: 'ההזמנה סומנה כשולמה: חשבונית המס/קבלה מופקת',
      failed: 'לא ניתן לסמן את ההזמנה כשולמה',
    },
  },
};
