import { vatPart, vatRateOn } from 'shop-rules';
import type { SandboxDocument } from './sandbox-tax-documents';
import { MORNING_DOCUMENT_TYPE, MORNING_PAYMENT_TYPE } from '../../modules/documents/infrastructure/morning.constants';

type PageLanguage = 'he' | 'en';

const TEXTS: Record<
  PageLanguage,
  {
    types: Record<number, string>;
    notice: string;
    date: string;
    client: string;
    description: string;
    quantity: string;
    price: string;
    lineTotal: string;
    discount: string;
    total: string;
    vat: (rate: number) => string;
    beforeVat: string;
    payments: string;
    paymentTypes: Record<number, string>;
    installments: (count: number) => string;
    credits: string;
    notFound: string;
  }
> = {
  he: {
    types: { [MORNING_DOCUMENT_TYPE.invoice_receipt]: 'חשבונית מס/קבלה', [MORNING_DOCUMENT_TYPE.credit_note]: 'חשבונית מס זיכוי' },
    notice: 'סביבת בדיקה: זה אינו מסמך מס',
    date: 'תאריך',
    client: 'לכבוד',
    description: 'תיאור',
    quantity: 'כמות',
    price: 'מחיר',
    lineTotal: 'סה״כ',
    discount: 'הנחה',
    total: 'סה״כ לתשלום (כולל מע״מ)',
    vat: (rate) => `מע״מ ${rate}%`,
    beforeVat: 'סה״כ לפני מע״מ',
    payments: 'אמצעי תשלום',
    paymentTypes: {
      [MORNING_PAYMENT_TYPE.cash]: 'מזומן',
      [MORNING_PAYMENT_TYPE.card]: 'כרטיס אשראי',
      [MORNING_PAYMENT_TYPE.bankTransfer]: 'העברה בנקאית',
      [MORNING_PAYMENT_TYPE.bit]: 'ביט',
    },
    installments: (count) => `${count} תשלומים`,
    credits: 'מזכה את מסמך',
    notFound: 'המסמך לא נמצא',
  },
  en: {
    types: { [MORNING_DOCUMENT_TYPE.invoice_receipt]: 'Tax invoice / receipt', [MORNING_DOCUMENT_TYPE.credit_note]: 'Credit note' },
    notice: 'Sandbox: this is not a tax document',
    date: 'Date',
    client: 'To',
    description: 'Description',
    quantity: 'Quantity',
    price: 'Price',
    lineTotal: 'Total',
    discount: 'Discount',
    total: 'Total (VAT included)',
    vat: (rate) => `VAT ${rate}%`,
    beforeVat: 'Total before VAT',
    payments: 'Payment',
    paymentTypes: {
      [MORNING_PAYMENT_TYPE.cash]: 'Cash',
      [MORNING_PAYMENT_TYPE.card]: 'Credit card',
      [MORNING_PAYMENT_TYPE.bankTransfer]: 'Bank transfer',
      [MORNING_PAYMENT_TYPE.bit]: 'Bit',
    },
    installments: (count) => `${count} payments`,
    credits: 'Credits document',
    notFound: 'No such document',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (agorot: number) => `<bdi dir="ltr">₪${(agorot / 100).toFixed(2)}</bdi>`;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1a1a1a;background:#f4f4f4}
main{max-width:760px;margin:0 auto;background:#fff;padding:24px;border:1px solid #ddd}
.notice{background:#fff3cd;border:1px solid #e0c36a;padding:8px 12px;margin:0 0 16px}
h1{font-size:1.4rem;margin:0 0 8px}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 16px}
dt{color:#555}dd{margin:0}.lines{overflow-x:auto}table{border-collapse:collapse;width:100%;margin:0 0 16px}
th,td{border-bottom:1px solid #ddd;padding:6px 8px;text-align:start}td.n,th.n{text-align:end}
tfoot td{font-weight:600}`;

function page(lang: PageLanguage, nonce: string, title: string, content: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'he' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head>
<body><main>${content}</main></body></html>`;
}

export function renderSandboxDocumentNotFound(nonce: string): string {
  return page('he', nonce, TEXTS.he.notFound, `<h1>${TEXTS.he.notFound}</h1>`);
}

/** The sandbox's document page: what a provider's PDF would show, with the VAT inside the total. */
export function renderSandboxDocument(document: SandboxDocument, nonce: string): string {
  const request = document.request;
  const lang: PageLanguage = request.lang === 'en' ? 'en' : 'he';
  const t = TEXTS[lang];
  const title = `${t.types[request.type] ?? request.type} ${document.number}`;
  const rate = vatRateOn(request.date);
  const vat = vatPart(request.total, rate);
  const rows = request.income
    .map(
      (line) =>
        `<tr><td><bdi>${escapeHtml(line.description)}</bdi></td><td class="n">${line.quantity}</td><td class="n">${money(line.price)}</td><td class="n">${money(line.price * line.quantity)}</td></tr>`,
    )
    .join('');
  const payments = request.payment
    .map(
      (p) =>
        `<li>${escapeHtml(t.paymentTypes[p.type] ?? String(p.type))}${p.numPayments > 1 ? `, ${t.installments(p.numPayments)}` : ''}: ${money(p.price)}</li>`,
    )
    .join('');
  const content = `<p class="notice" role="note">${t.notice}</p>
<h1>${escapeHtml(title)}</h1>
<dl><dt>${t.date}</dt><dd><bdi dir="ltr">${escapeHtml(request.date)}</bdi></dd>
<dt>${t.client}</dt><dd><bdi>${escapeHtml(request.client.name)}</bdi>${request.client.address ? `<br><bdi>${escapeHtml(request.client.address)}</bdi>` : ''}</dd>
${request.linkedDocumentIds.length ? `<dt>${t.credits}</dt><dd><bdi dir="ltr">${escapeHtml(request.linkedDocumentIds.join(', '))}</bdi></dd>` : ''}</dl>
<div class="lines"><table><thead><tr><th scope="col">${t.description}</th><th scope="col" class="n">${t.quantity}</th><th scope="col" class="n">${t.price}</th><th scope="col" class="n">${t.lineTotal}</th></tr></thead>
<tbody>${rows}</tbody><tfoot>
${request.discount > 0 ? `<tr><td colspan="3">${t.discount}</td><td class="n">−${money(request.discount)}</td></tr>` : ''}
<tr><td colspan="3">${t.beforeVat}</td><td class="n">${money(request.total - vat)}</td></tr>
<tr><td colspan="3">${t.vat(rate)}</td><td class="n">${money(vat)}</td></tr>
<tr><td colspan="3">${t.total}</td><td class="n">${money(request.total)}</td></tr></tfoot></table></div>
${payments ? `<h2>${t.payments}</h2><ul>${payments}</ul>` : ''}
${request.remarks ? `<p><bdi>${escapeHtml(request.remarks)}</bdi></p>` : ''}`;
  return page(lang, nonce, title, content);
}
