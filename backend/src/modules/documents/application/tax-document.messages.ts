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
    credit: {
      subject: (n: string) => `חשבונית מס זיכוי להזמנה ${n}`,
      body: (number: string, n: string) => `ההחזר בהזמנה ${n} בוצע. חשבונית מס זיכוי מספר ${number} מוכנה:`,
      open: 'לצפייה בחשבונית הזיכוי',
    },
  },
  ru: {
    subject: (n: string) => `Налоговый счёт-квитанция по заказу ${n}`,
    greeting: (name: string) => `Здравствуйте, ${name}!`,
    body: (number: string, n: string) => `Спасибо за покупку. Налоговый счёт-квитанция № ${number} по заказу ${n} готов:`,
    open: 'Открыть документ',
    inHebrew: 'Документ составлен на иврите, как того требует налоговое управление.',
    dir: 'ltr',
    credit: {
      subject: (n: string) => `Кредит-нота по заказу ${n}`,
      body: (number: string, n: string) => `Возврат по заказу ${n} оформлен. Налоговая кредит-нота № ${number} готова:`,
      open: 'Открыть кредит-ноту',
    },
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The shopper's email with the invoice-receipt's link, in the order's language. */
export function composeInvoiceReceiptEmail(
  order: Pick<SoldOrder, 'orderNumber' | 'customerName' | 'language'>,
  document: { number: string; url: string; language: DocumentLanguage },
): InvoiceReceiptEmail {
  const t = TEXTS[order.language === 'ru' ? 'ru' : 'he'];
  return composeDocumentEmail(order, document, { subject: t.subject, body: t.body, open: t.open });
}

/** The shopper's email with a refund's credit note link, in the order's language. */
export function composeCreditNoteEmail(
  order: Pick<SoldOrder, 'orderNumber' | 'customerName' | 'language'>,
  document: { number: string; url: string; language: DocumentLanguage },
): InvoiceReceiptEmail {
  return composeDocumentEmail(order, document, TEXTS[order.language === 'ru' ? 'ru' : 'he'].credit);
}

function composeDocumentEmail(
  order: Pick<SoldOrder, 'orderNumber' | 'customerName' | 'language'>,
  document: { number: string; url: string; language: DocumentLanguage },
  kind: { subject: (n: string) => string; body: (number: string, n: string) => string; open: string },
): InvoiceReceiptEmail {
  const language = order.language === 'ru' ? 'ru' : 'he';
  const t = TEXTS[language];
  const inHebrew = language === 'ru' && document.language === 'he' ? t.inHebrew : '';
  const body = kind.body(document.number, order.orderNumber);
  const text = [t.greeting(order.customerName), '', body, document.url, ...(inHebrew ? ['', inHebrew] : [])].join('\n');
  const html = [
    `<div dir="${t.dir}" lang="${language}">`,
    `<p>${escapeHtml(t.greeting(order.customerName))}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(document.url)}">${kind.open}</a></p>`,
    ...(inHebrew ? [`<p>${escapeHtml(inHebrew)}</p>`] : []),
    '</div>',
  ].join('\n');
  return { language, subject: kind.subject(order.orderNumber), text, html };
}
