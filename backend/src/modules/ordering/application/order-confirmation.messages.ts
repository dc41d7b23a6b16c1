import { formatShekelsWithSign } from 'shop-rules';
import { localizedVariantName } from 'shop-rules';
import type { Order, OrderLanguage } from '../domain/order';
import { paidWithText, paymentMethodText } from './order-payment.messages';
import { orderSummaryLines } from './order-summary.messages';

export interface ConfirmationMessage {
  language: OrderLanguage;
  subject: string;
  text: string;
  html: string;
}

const TEXTS: Record<
  OrderLanguage,
  {
    subject: (n: string) => string;
    greeting: (name: string) => string;
    thanks: string;
    number: string;
    items: string;
    total: string;
    track: string;
    cancel: string;
    dir: 'rtl' | 'ltr';
  }
> = {
  he: {
    subject: (n) => `אישור הזמנה ${n}`,
    greeting: (name) => `שלום ${name},`,
    thanks: 'תודה על הזמנתך! קיבלנו אותה ונעדכן אותך כשתהיה מוכנה.',
    number: 'מספר הזמנה',
    items: 'פריטים',
    total: 'סה״כ לתשלום',
    track: 'מעקב אחר ההזמנה',
    cancel: 'ביטול עסקה',
    dir: 'rtl',
  },
  ru: {
    subject: (n) => `Подтверждение заказа ${n}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    thanks: 'Спасибо за заказ! Мы получили его и сообщим, когда он будет готов.',
    number: 'Номер заказа',
    items: 'Товары',
    total: 'Итого к оплате',
    track: 'Отследить заказ',
    cancel: 'Отмена заказа',
    dir: 'ltr',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The tracking page of the order in its language: Hebrew at the plain path, Russian under /ru. */
export function trackingLink(publicUrl: string, order: Pick<Order, 'orderNumber' | 'customerEmail' | 'language'>): string {
  const query = new URLSearchParams({ orderNumber: order.orderNumber, customerEmail: order.customerEmail });
  return `${publicUrl}${order.language === 'ru' ? '/ru' : ''}/order-tracking?${query.toString()}`;
}

/**
 * The storefront's cancellation page in the order's language (Hebrew at /cancel, Russian at
 * /ru/cancel): the law asks for a clear way to cancel, and the confirmation is where shoppers look.
 */
export function cancellationLink(publicUrl: string, language: OrderLanguage): string {
  return `${publicUrl}${language === 'ru' ? '/ru' : ''}/cancel`;
}

/** The confirmation email in the order's language: number, lines, total, the tracking and cancellation links. */
export function composeConfirmation(order: Order, publicUrl: string): ConfirmationMessage {
  const t = TEXTS[order.language] ?? TEXTS.he;
  const link = trackingLink(publicUrl, order);
  const cancel = cancellationLink(publicUrl, TEXTS[order.language] ? order.language : 'he');
  const lines = order.items.map((item) => {
    // The order keeps the colour's English key ('M / Black'); the shopper reads it in the email's language.
    const variant = localizedVariantName(item.variantName, order.language);
    const name = variant ? `${item.productName} (${variant})` : item.productName;
    return { name, quantity: item.quantity, total: formatShekelsWithSign(item.totalPrice) };
  });
  const total = formatShekelsWithSign(order.totalAmount);
  const language = TEXTS[order.language] ? order.language : 'he';
  // Once paid, how it was paid (card in 3 payments, Bit...); before that, the method chosen.
  const payment = paidWithText(order, language) ?? paymentMethodText(order, language);
  const summary = orderSummaryLines(order);

  const text = [
    t.greeting(order.customerName),
    '',
    t.thanks,
    '',
    `${t.number}: ${order.orderNumber}`,
    `${t.items}:`,
    ...lines.map((l) => `- ${l.name} × ${l.quantity}: ${l.total}`),
    ...summary.money,
    `${t.total}: ${total} (${payment})`,
    '',
    `${summary.where.title}: ${summary.where.lines.join('; ')}`,
    '',
    `${t.track}: ${link}`,
    `${t.cancel}: ${cancel}`,
  ].join('\n');

  const html = [
    `<div dir="${t.dir}" lang="${order.language}">`,
    `<p>${escapeHtml(t.greeting(order.customerName))}</p>`,
    `<p>${escapeHtml(t.thanks)}</p>`,
    `<p><strong>${t.number}:</strong> ${escapeHtml(order.orderNumber)}</p>`,
    `<p><strong>${t.items}:</strong></p><ul>`,
    ...lines.map((l) => `<li>${escapeHtml(l.name)} × ${l.quantity}: ${l.total}</li>`),
    '</ul>',
    ...summary.money.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><strong>${t.total}:</strong> ${total} (${escapeHtml(payment)})</p>`,
    `<p><strong>${escapeHtml(summary.where.title)}:</strong> ${summary.where.lines.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(link)}">${t.track}</a></p>`,
    `<p><a href="${escapeHtml(cancel)}">${t.cancel}</a></p>`,
    '</div>',
  ].join('\n');

  return { language: order.language, subject: t.subject(order.orderNumber), text, html };
}
