import type { AlertLanguage } from '../domain/back-in-stock';

const TEXTS: Record<
  AlertLanguage,
  { subject: (item: string) => string; body: (item: string) => string; open: string; once: string; stop: string; dir: 'rtl' | 'ltr' }
> = {
  he: {
    subject: (item) => `${item} חזר למלאי`,
    body: (item) => `שלום, ביקשת שנודיע לך כש-${item} יחזור למלאי. הוא חזר, וכל עוד יש במלאי אפשר להזמין:`,
    open: 'לדף המוצר',
    once: 'זו ההודעה היחידה שנשלח על הבקשה הזו. כתובת הדוא״ל שימשה רק לה.',
    stop: 'להפסקת כל ההתראות שעדיין מחכות לכתובת הזו',
    dir: 'rtl',
  },
  ru: {
    subject: (item) => `${item} снова в продаже`,
    body: (item) =>
      `Здравствуйте! Вы просили сообщить, когда ${item} снова появится в наличии. Товар вернулся — заказать его можно, пока он есть:`,
    open: 'Открыть товар',
    once: 'Это единственное письмо по этому запросу. Адрес использовался только для него.',
    stop: 'Отменить все ожидающие уведомления для этого адреса',
    dir: 'ltr',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The one email of a back-in-stock request, in the language it was asked in. */
export function composeBackInStockEmail(input: { language: AlertLanguage; item: string; productLink: string; stopLink: string }) {
  const t = TEXTS[input.language] ?? TEXTS.he;
  const text = [t.body(input.item), '', `${t.open}: ${input.productLink}`, '', t.once, `${t.stop}: ${input.stopLink}`].join('\n');
  const html = [
    `<div dir="${t.dir}" lang="${input.language}">`,
    `<p>${escapeHtml(t.body(input.item))}</p>`,
    `<p><a href="${escapeHtml(input.productLink)}">${t.open}</a></p>`,
    `<p>${escapeHtml(t.once)}<br><a href="${escapeHtml(input.stopLink)}">${t.stop}</a></p>`,
    '</div>',
  ].join('\n');
  return { subject: t.subject(input.item), text, html };
}
