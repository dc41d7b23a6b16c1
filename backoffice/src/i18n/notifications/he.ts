import { ltr } from '../ltr';
import type { notificationsEn } from './en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Hebrew texts of the shop's alerts. */
export const notificationsHe: Texts<typeof notificationsEn> = {
  webhooks: {
    name: 'וובהוק |||| וובהוקים',
    add: 'הוספת וובהוק',
    count: 'וובהוק אחד |||| %{smart_count} וובהוקים',
    loading: 'טוען וובהוקים...',
    active: 'פעיל',
    inactive: 'כבוי',
    events: {
      order_placed: 'הזמנה חדשה',
      order_paid: 'הזמנה שולמה',
      order_status_changed: 'שינוי סטטוס',
      order_cancelled: 'הזמנה בוטלה',
    },
    fields: { url: 'כתובת (URL)', events: 'אירועים', description: 'תיאור', is_active: 'פעיל' },
    hints: {
      url: `${ltr('http://')} או ${ltr('https://')}; כל שליחה חתומה (${ltr('X-Shop-Signature')}, ראו את תיעוד ה-API)`,
      is_active: 'כבוי: לא נשלח אליו דבר',
    },
    errors: {
      url_required: 'יש להזין כתובת',
      url_http: `כתובת שמתחילה ב-${ltr('http://')} או ${ltr('https://')}`,
      events_required: 'יש לבחור לפחות אירוע אחד',
    },
    form: { create_title: 'וובהוק חדש', edit_title: 'עריכת וובהוק' },
    empty: { title: 'אין עדיין וובהוקים', hint: 'ממשקים חיצוניים מקבלים את אירועי ההזמנות בכתובת שלהם, חתומים' },
    delete: {
      confirm_title: 'מחיקת הוובהוק "%{name}"',
      confirm: 'לא יישלח אליו דבר עוד, ויומן השליחות שלו יימחק גם הוא.',
      done: 'הוובהוק נמחק',
      failed: 'מחיקת הוובהוק נכשלה',
    },
    secret: {
      title: 'סוד החתימה',
      once: 'העתיקו את הסוד עכשיו ומסרו אותו למפתח הממשק: הוא מוצג פעם אחת בלבד.',
      label: 'סוד',
      copy: 'העתקה',
      copied: 'הועתק',
      done: 'סיום',
    },
    deliveries: {
      title: 'יומן שליחות',
      loading: 'טוען שליחות...',
      failed: 'טעינת השליחות נכשלה',
      empty: 'עדיין לא נשלח דבר',
      item: 'שליחה %{id}',
      states: { pending: 'ממתין', delivered: 'נמסר', failed: 'נכשל' },
      attempts: 'ניסיון אחד |||| %{smart_count} ניסיונות',
      status_code: 'תשובה:',
      resend: 'שליחה חוזרת',
      resend_of: 'שליחה חוזרת של שליחה %{id}',
      resent: 'תישלח שוב בעוד רגע',
      resend_failed: 'השליחה החוזרת נכשלה',
    },
  },
  'low-stock': {
    title: 'מלאי נמוך',
    loading: 'טוען...',
    failed: 'טעינת המלאי נכשלה',
    out: 'אזלו מהמלאי',
    low: 'מתחת לסף',
    none: 'לכל המוצרים יש מלאי מספיק',
    item_out: 'אזל מהמלאי',
    item_low: 'נשארו %{stock} (סף %{threshold})',
    link: 'כל המוצרים במלאי נמוך',
    filter: 'מלאי נמוך בלבד',
    product_threshold: 'סף מלאי נמוך',
    product_threshold_hint: 'ריק: ברירת המחדל של החנות',
    variant_threshold: 'סף מלאי נמוך',
  },
  'shop-alerts': {
    section: 'התראות לחנות',
    fields: { alert_emails: 'כתובות האימייל של החנות', low_stock_threshold: 'סף מלאי נמוך (יחידות)' },
    hints: {
      alert_emails: 'כתובת בכל שורה: כל הזמנה חדשה, כל תשלום בכרטיס או בביט ומלאי נמוך יישלחו לכאן',
      low_stock_threshold: 'פחות יחידות מזה הוא מלאי נמוך, אלא אם למוצר או לווריאציה יש סף משלהם',
    },
  },
};
