import { formatShekelsWithSign } from 'shop-rules';
import { openingHoursLines, SHOP_DETAILS } from 'shop-rules';
import type { Order, OrderLanguage } from '../domain/order';
import { holdsPayment, wasPaid, type OrderStatus } from '../domain/order-status';
import { trackingLink } from './order-confirmation.messages';
import { paidWithText } from './order-payment.messages';
import { fill, ORDER_LINE_TEXTS, orderSummaryLines } from './order-summary.messages';

/** The statuses the shopper hears about by email (the shop terms promise the pickup notice). */
export const NOTIFIED_STATUSES = ['ready', 'cancelled'] as const;
export type StatusNotice = (typeof NOTIFIED_STATUSES)[number];

export const isNotifiedStatus = (status: OrderStatus): status is StatusNotice => (NOTIFIED_STATUSES as readonly string[]).includes(status);

export interface StatusNoticeMessage {
  notice: StatusNotice;
  language: OrderLanguage;
  subject: string;
  text: string;
  html: string;
}

interface NoticeTexts {
  subject: Record<StatusNotice, (n: string) => string>;
  readyForCourierSubject: (n: string) => string;
  greeting: (name: string) => string;
  body: Record<StatusNotice, (n: string) => string>;
  payAtPickup: (amount: string) => string;
  whereTitle: string;
  hoursTitle: string;
  contact: Record<StatusNotice, string>;
  phone: string;
  email: string;
  track: string;
  dir: 'rtl' | 'ltr';
}

const TEXTS: Record<OrderLanguage, NoticeTexts> = {
  he: {
    subject: { ready: (n) => `ההזמנה ${n} מוכנה לאיסוף`, cancelled: (n) => `ההזמנה ${n} בוטלה` },
    readyForCourierSubject: (n) => `ההזמנה ${n} מוכנה למשלוח`,
    greeting: (name) => `שלום ${name},`,
    body: {
      ready: (n) => `ההזמנה ${n} מוכנה ומחכה לך בחנות. אפשר לאסוף אותה בשעות הפתיחה.`,
      cancelled: (n) => `ההזמנה ${n} בוטלה על ידי החנות.`,
    },
    payAtPickup: (amount) => `לתשלום באיסוף: ${amount}`,
    whereTitle: 'כתובת החנות',
    hoursTitle: 'שעות פתיחה',
    contact: { ready: 'יש לך שאלה? נשמח לעזור:', cancelled: 'אם כבר שילמת על ההזמנה או שיש לך שאלה, נשמח לעזור:' },
    phone: 'טלפון',
    email: 'דוא״ל',
    track: 'מעקב אחר ההזמנה',
    dir: 'rtl',
  },
  ru: {
    subject: { ready: (n) => `Заказ ${n} готов к выдаче`, cancelled: (n) => `Заказ ${n} отменён` },
    readyForCourierSubject: (n) => `Заказ ${n} готов к отправке`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: {
      ready: (n) => `Ваш заказ ${n} готов и ждёт вас в магазине. Забрать его можно в часы работы.`,
      cancelled: (n) => `Ваш заказ ${n} отменён магазином.`,
    },
    payAtPickup: (amount) => `К оплате при получении: ${amount}`,
    whereTitle: 'Адрес магазина',
    hoursTitle: 'Часы работы',
    contact: { ready: 'Есть вопросы? Мы с радостью поможем:', cancelled: 'Если вы уже оплатили заказ или у вас есть вопросы, мы поможем:' },
    phone: 'Телефон',
    email: 'Эл. почта',
    track: 'Отследить заказ',
    dir: 'ltr',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The email a shopper gets when staff set their order to ready (where and when to collect it) or
 * cancel it (whom to ask), in the order's language, with the tracking link.
 */
export function composeStatusNotice(order: Order, notice: StatusNotice, publicUrl: string): StatusNoticeMessage {
  const t = TEXTS[order.language] ?? TEXTS.he;
  const link = trackingLink(publicUrl, order);
  const address = SHOP_DETAILS.address[order.language].join(', ');
  const hours = openingHoursLines(order.language).map((line) => `${line.days}: ${line.hours}`);
  const courier = order.deliveryMethod === 'courier';
  const unpaid =
    notice === 'ready' && !holdsPayment(order.paymentStatus) && !courier ? t.payAtPickup(formatShekelsWithSign(order.totalAmount)) : null;
  // A courier order is not collected: the notice says it is on its way and where to, not the store's hours.
  const body =
    courier && notice === 'ready'
      ? fill(ORDER_LINE_TEXTS[order.language].READY_FOR_COURIER, { number: order.orderNumber })
      : t.body[notice](order.orderNumber);
  const summary = orderSummaryLines(order);
  const summaryText = [...summary.money, `${summary.where.title}: ${summary.where.lines.join('; ')}`];
  // A paid order says how it was paid: in payments, a cancellation's refund follows the same card.
  const paid = wasPaid(order.paymentStatus) ? paidWithText(order, TEXTS[order.language] ? order.language : 'he') : null;
  const phone = `${t.phone}: ${SHOP_DETAILS.storePhone}`;
  const email = `${t.email}: ${SHOP_DETAILS.email}`;

  const pickup =
    notice === 'ready' && !courier ? ['', `${t.whereTitle}: ${address}`, `${t.hoursTitle}:`, ...hours.map((h) => `- ${h}`)] : [];
  const text = [
    t.greeting(order.customerName),
    '',
    body,
    ...(unpaid ? [unpaid] : []),
    ...(paid ? [paid] : []),
    '',
    ...summaryText,
    ...pickup,
    '',
    t.contact[notice],
    phone,
    email,
    '',
    `${t.track}: ${link}`,
  ].join('\n');

  // Phone numbers and the email address are left to right inside the Hebrew text.
  const ltr = (s: string) => `<bdi dir="ltr">${escapeHtml(s)}</bdi>`;
  const html = [
    `<div dir="${t.dir}" lang="${order.language}">`,
    `<p>${escapeHtml(t.greeting(order.customerName))}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    ...(unpaid ? [`<p><strong>${escapeHtml(unpaid)}</strong></p>`] : []),
    ...(paid ? [`<p>${escapeHtml(paid)}</p>`] : []),
    ...summaryText.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(notice === 'ready' && !courier
      ? [
          `<p><strong>${t.whereTitle}:</strong> ${escapeHtml(address)}</p>`,
          `<p><strong>${t.hoursTitle}:</strong></p><ul>`,
          ...hours.map((h) => `<li>${escapeHtml(h)}</li>`),
          '</ul>',
        ]
      : []),
    `<p>${escapeHtml(t.contact[notice])}<br>${t.phone}: ${ltr(SHOP_DETAILS.storePhone)}<br>${t.email}: ${ltr(SHOP_DETAILS.email)}</p>`,
    `<p><a href="${escapeHtml(link)}">${t.track}</a></p>`,
    '</div>',
  ].join('\n');

  return {
    notice,
    language: order.language,
    subject: courier && notice === 'ready' ? t.readyForCourierSubject(order.orderNumber) : t.subject[notice](order.orderNumber),
    text,
    html,
  };
}
