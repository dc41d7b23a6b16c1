import { formatShekelsWithSign } from 'shop-rules';
import type { LowStockItem } from './low-stock-item.views';
import type { OrderAlert } from './order-alert.views';

/** An email to the shop, rendered when it is queued: the outbox sends it as written. */
export interface ShopEmail {
  subject: string;
  text: string;
  html: string;
}

const PAYMENT: Record<string, string> = {
  cash: 'תשלום בחנות',
  credit_card: 'כרטיס אשראי',
  installments: 'כרטיס אשראי בתשלומים',
  bit: 'ביט',
};
const DELIVERY: Record<string, string> = { courier: 'שליח', pickup: 'איסוף מהחנות' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function paymentLine(alert: OrderAlert): string {
  const method = PAYMENT[alert.paidWith ?? alert.paymentMethod] ?? alert.paymentMethod;
  const payments = alert.installments && alert.installments > 1 ? ` (${alert.installments} תשלומים)` : '';
  const state = alert.paymentStatus === 'paid' ? 'שולם' : 'ממתין לתשלום';
  return `${method}${payments}, ${state}`;
}

/** Label-value rows of the order, shared by the text and the HTML bodies. */
function orderRows(alert: OrderAlert): Array<[string, string]> {
  return [
    ['הזמנה', alert.orderNumber],
    ['לקוח', [alert.customer.name, alert.customer.companyName].filter(Boolean).join(', ')],
    ['אימייל', alert.customer.email],
    ['טלפון', alert.customer.phone],
    ['תשלום', paymentLine(alert)],
    [
      'משלוח',
      `${DELIVERY[alert.delivery.method] ?? alert.delivery.method}${alert.delivery.fee > 0 ? ` ${formatShekelsWithSign(alert.delivery.fee)}` : ''}`,
    ],
    ...(alert.delivery.address ? [['כתובת', alert.delivery.address] as [string, string]] : []),
    ...(alert.discountCode
      ? [['קוד הנחה', `${alert.discountCode} (−${formatShekelsWithSign(alert.discountAmount)})`] as [string, string]]
      : []),
    ['סה"כ', formatShekelsWithSign(alert.total)],
    ...(alert.notes ? [['הערות', alert.notes] as [string, string]] : []),
  ];
}

const lineText = (line: OrderAlert['lines'][number]) =>
  `${line.productName}${line.variantName ? ` (${line.variantName})` : ''} × ${line.quantity}: ${formatShekelsWithSign(line.totalPrice)}`;

function orderEmail(alert: OrderAlert, deskUrl: string, heading: string, subject: string, action: string | null = null): ShopEmail {
  const rows = orderRows(alert);
  const text = [
    heading,
    '',
    ...(action ? [action, ''] : []),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'פריטים:',
    ...alert.lines.map((line) => `- ${lineText(line)}`),
    '',
    `פתיחת ההזמנה במערכת: ${deskUrl}`,
  ].join('\n');
  const html = `<!doctype html><html lang="he" dir="rtl"><body style="font-family:Arial,sans-serif">
<h2>${escapeHtml(heading)}</h2>
${action ? `<p><strong>${escapeHtml(action)}</strong></p>\n` : ''}<table>${rows.map(([label, value]) => `<tr><th align="right">${escapeHtml(label)}</th><td dir="auto">${escapeHtml(value)}</td></tr>`).join('')}</table>
<h3>פריטים</h3>
<ul>${alert.lines.map((line) => `<li dir="auto">${escapeHtml(lineText(line))}</li>`).join('')}</ul>
<p><a href="${escapeHtml(deskUrl)}">פתיחת ההזמנה במערכת</a></p>
</body></html>`;
  return { subject, text, html };
}

/** To the shop's addresses for every placed order. */
export function newOrderEmail(alert: OrderAlert, deskUrl: string): ShopEmail {
  return orderEmail(
    alert,
    deskUrl,
    `הזמנה חדשה ${alert.orderNumber}`,
    `הזמנה חדשה ${alert.orderNumber}: ${formatShekelsWithSign(alert.total)}, ${alert.customer.name}`,
  );
}

/** To the shop's addresses for every card or Bit payment the provider settled. */
export function paymentSettledEmail(alert: OrderAlert, deskUrl: string): ShopEmail {
  return orderEmail(
    alert,
    deskUrl,
    `התקבל תשלום להזמנה ${alert.orderNumber}`,
    `התקבל תשלום ${formatShekelsWithSign(alert.total)} להזמנה ${alert.orderNumber} (${PAYMENT[alert.paidWith ?? ''] ?? alert.paidWith})`,
  );
}

/**
 * To the shop's addresses when a card or Bit payment arrives for an order already cancelled: the shop
 * holds money it must give back. No invoice-receipt was asked for; staff refund it from the desk.
 */
export function paidAfterCancellationEmail(alert: OrderAlert, deskUrl: string): ShopEmail {
  const method = PAYMENT[alert.paidWith ?? ''] ?? alert.paidWith ?? alert.paymentMethod;
  return orderEmail(
    alert,
    deskUrl,
    `התקבל תשלום להזמנה מבוטלת ${alert.orderNumber}`,
    `דרוש החזר: התקבל תשלום ${formatShekelsWithSign(alert.total)} (${method}) להזמנה מבוטלת ${alert.orderNumber}`,
    `ההזמנה בוטלה לפני שהתשלום התקבל, ולכן לא הופקה חשבונית מס/קבלה. יש להחזיר ללקוח את כל הסכום, ${formatShekelsWithSign(alert.total)} ב${method}, ` +
      'ממסך ההזמנות: לפתוח את ההזמנה וללחוץ "זיכוי" (ללא דמי ביטול).',
  );
}

const itemName = (item: LowStockItem) => `${item.productName}${item.variantName ? ` (${item.variantName})` : ''}`;
const itemState = (item: LowStockItem) => (item.level === 'out' ? 'אזל מהמלאי' : `נשארו ${item.stock} (סף ${item.threshold})`);

function stockEmail(
  subject: string,
  heading: string,
  items: LowStockItem[],
  productUrl: (id: number) => string,
  listUrl: string,
): ShopEmail {
  const text = [
    heading,
    '',
    ...items.map((item) => `- ${itemName(item)}: ${itemState(item)} ${productUrl(item.productId)}`),
    '',
    `כל המוצרים במלאי נמוך: ${listUrl}`,
  ].join('\n');
  const html = `<!doctype html><html lang="he" dir="rtl"><body style="font-family:Arial,sans-serif">
<h2>${escapeHtml(heading)}</h2>
<ul>${items
    .map(
      (item) =>
        `<li><a href="${escapeHtml(productUrl(item.productId))}" dir="auto">${escapeHtml(itemName(item))}</a>: ${escapeHtml(itemState(item))}</li>`,
    )
    .join('')}</ul>
<p><a href="${escapeHtml(listUrl)}">כל המוצרים במלאי נמוך</a></p>
</body></html>`;
  return { subject, text, html };
}

/** The day's digest: every item out of stock or below its threshold. */
export function lowStockDigestEmail(day: string, items: LowStockItem[], productUrl: (id: number) => string, listUrl: string): ShopEmail {
  const out = items.filter((item) => item.level === 'out').length;
  return stockEmail(`מלאי נמוך ${day}: ${out} אזלו, ${items.length - out} מתחת לסף`, `מלאי נמוך, ${day}`, items, productUrl, listUrl);
}

/** At once when items sell out. */
export function soldOutEmail(items: LowStockItem[], productUrl: (id: number) => string, listUrl: string): ShopEmail {
  const names = items.map(itemName);
  const subject = `אזל מהמלאי: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` ועוד ${names.length - 3}` : ''}`;
  return stockEmail(subject, 'אזל מהמלאי', items, productUrl, listUrl);
}
