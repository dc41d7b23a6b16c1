import type { DocumentLanguage, SoldOrder } from '../domain/document-content';

export interface InvoiceReceiptEmail {
  language: 'he' | 'ru';
  subject: string;
  text: string;
  html: string;
}

const TEXTS = {
  he: {
    subject: (n: string) => `חשבונית מס/קבלה להזמנה ${n}`,
    greeting: (name: string) => `שלום ${name},`,
    body: (number: string, n: string) => `תודה על הקנייה. חשבונית מס/קבלה מספר ${number} להזמנה ${n} מוכנה:`,
    open: 'לצפייה בחשבונית',
    inHebrew: '',
    dir: 'rtl',
  },
  ru: {
    subject: (n: string) => `Налоговый счёт-квитанция по заказу ${n}`,
    greeting: (name: string) => `Здравствуйте, ${name}!`,
    body: (number: string, n: string) => `Спасибо за покупку. Налоговый счёт-квитанция № ${number} по заказу ${n} готов:`,
    open: 'Открыть документ',
    inHebrew: 'Документ составлен на иврите, как того требует налоговое управление.',
    dir: 'ltr',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The shopper's email with the invoice-receipt's link, in the order's language. */
export function composeInvoiceReceiptEmail(
  order: Pick<SoldOrder, 'orderNumber' | 'customerName' | 'language'>,
  document: { number: string; url: string; language: DocumentLanguage },
): InvoiceReceiptEmail {
  const language = order.language === 'ru' ? 'ru' : 'he';
  const t = TEXTS[language];
  const inHebrew = language === 'ru' && document.language === 'he' ? t.inHebrew : '';
  const body = t.body(document.number, order.orderNumber);
  const text = [t.greeting(order.customerName), '', body, document.url, ...(inHebrew ? ['', inHebrew] : [])].join('\n');
  const html = [
    `<div dir="${t.dir}" lang="${language}">`,
    `<p>${escapeHtml(t.greeting(order.customerName))}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(document.url)}">${t.open}</a></p>`,
    ...(inHebrew ? [`<p>${escapeHtml(inHebrew)}</p>`] : []),
    '</div>',
  ].join('\n');
  return { language, subject: t.subject(order.orderNumber), text, html };
}
