import type { ReviewLanguage } from '../domain/review';

export interface InvitedProduct {
  name: string;
  link: string;
}

const TEXTS: Record<
  ReviewLanguage,
  {
    subject: (n: string) => string;
    greeting: (name: string) => string;
    body: (n: string) => string;
    linkLabel: string;
    expiry: (days: number) => string;
    noAccount: string;
    dir: 'rtl' | 'ltr';
  }
> = {
  he: {
    subject: (n) => `איך היה? נשמח לחוות דעתך על ההזמנה ${n}`,
    greeting: (name) => `שלום ${name},`,
    body: (n) => `תודה שקנית אצלנו! ההזמנה ${n} הושלמה. נשמח אם תכתבו חוות דעת על המוצרים שקניתם, כדי לעזור לקונים אחרים:`,
    linkLabel: 'כתיבת חוות דעת',
    expiry: (days) => `כל קישור מיועד למוצר אחד מההזמנה ופעיל ${days} ימים.`,
    noAccount: 'אין צורך בחשבון. את הקישורים לא כדאי להעביר לאחרים.',
    dir: 'rtl',
  },
  ru: {
    subject: (n) => `Как вам покупка? Оставьте отзыв о заказе ${n}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: (n) => `Спасибо за покупку! Заказ ${n} выполнен. Расскажите, пожалуйста, о купленных товарах — это поможет другим покупателям:`,
    linkLabel: 'Написать отзыв',
    expiry: (days) => `Каждая ссылка — для одного товара из заказа, она действует ${days} дней.`,
    noAccount: 'Регистрация не нужна. Не пересылайте эти ссылки другим.',
    dir: 'ltr',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The invitation to review the products of a completed order, one link per product, in the order's language. */
export function composeReviewInvitation(input: {
  language: ReviewLanguage;
  customerName: string;
  orderNumber: string;
  products: InvitedProduct[];
  days: number;
}): { subject: string; text: string; html: string } {
  const t = TEXTS[input.language] ?? TEXTS.he;
  const text = [
    t.greeting(input.customerName),
    '',
    t.body(input.orderNumber),
    '',
    ...input.products.flatMap((p) => [`${p.name}`, `${t.linkLabel}: ${p.link}`, '']),
    t.expiry(input.days),
    t.noAccount,
  ].join('\n');
  const html = [
    `<div dir="${t.dir}" lang="${input.language}">`,
    `<p>${escapeHtml(t.greeting(input.customerName))}</p>`,
    `<p>${escapeHtml(t.body(input.orderNumber))}</p>`,
    '<ul>',
    ...input.products.map((p) => `<li><bdi>${escapeHtml(p.name)}</bdi>: <a href="${escapeHtml(p.link)}">${t.linkLabel}</a></li>`),
    '</ul>',
    `<p>${escapeHtml(t.expiry(input.days))}<br>${escapeHtml(t.noAccount)}</p>`,
    '</div>',
  ].join('\n');
  return { subject: t.subject(input.orderNumber), text, html };
}
