import type { reviewsScreensEn } from './en';

/** Hebrew texts of reviews and back-in-stock requests (spread into he.resources). */
export const reviewsScreensHe: typeof reviewsScreensEn = {
  reviews: {
    name: 'חוות דעת |||| חוות דעת',
    loading: 'טוען חוות דעת...',
    count: 'חוות דעת אחת |||| %{smart_count} חוות דעת',
    stars_label: '%{stars} מתוך 5 כוכבים',
    empty: { title: 'אין כאן חוות דעת', hint: 'קונים כותבים חוות דעת דרך הקישור שנשלח במייל אחרי שההזמנה הושלמה' },
    fields: {
      created_at: 'נכתבה',
      product: 'מוצר',
      stars: 'כוכבים',
      title: 'כותרת',
      text: 'חוות הדעת',
      author_name: 'השם המוצג',
      status: 'מצב',
      language: 'שפה',
      order_id: 'הזמנה',
      answer: 'התגובה הפומבית של החנות',
    },
    filters: { status: 'מצב', stars: 'כוכבים', product: 'מוצר', all: 'הכול' },
    states: { pending: 'ממתינה', published: 'מפורסמת', hidden: 'מוסתרת' },
    languages: { he: 'עברית', ru: 'רוסית' },
    card: { open: 'פתיחה', label: 'חוות דעת על %{product} מאת %{author}' },
    show: {
      title: 'חוות דעת על %{product}',
      back: 'כל חוות הדעת',
      moderation: 'ניהול',
      answer_hint: 'מוצגת מתחת לחוות הדעת בדף המוצר; ריקה מסירה אותה',
    },
    actions: { approve: 'אישור ופרסום', hide: 'הסתרה', save_answer: 'שמירת התגובה' },
    notify: { approved: 'פורסמה', hidden: 'הוסתרה', answered: 'התגובה נשמרה', failed: 'לא נשמר: נסו שוב' },
    dashboard: {
      waiting_reviews: 'חוות דעת שממתינות לאישור',
      to_reviews: 'לחוות הדעת',
      most_waited: 'הכי מחכים להם (חזרה למלאי)',
      nobody_waits: 'אף אחד לא מחכה למוצר',
    },
    back_in_stock: { waiting: 'ממתין אחד למלאי |||| %{count} ממתינים למלאי' },
    settings: {
      title: 'חוות דעת',
      publish_at_once: 'פרסום חוות דעת חדשות מיד (בלי אישור)',
    },
  },
};
