import { formatShekelsWithSign, localizedVariantName, SHOP_DETAILS } from 'shop-rules';
import type { CancellationRequest } from '../domain/cancellation-request';
import type { Refund, RefundMethod } from '../domain/refund';
import type { SaleOrder } from '../domain/sale-order';

export type CancellationNotice = 'received' | 'approved' | 'rejected';
/** A refund staff made from the orders desk, without a request, is told with a notice of its own. */
export type AfterSaleNotice = CancellationNotice | 'refunded';

export interface CancellationEmail {
  notice: AfterSaleNotice;
  language: 'he' | 'ru';
  subject: string;
  text: string;
  html: string;
}

interface Texts {
  dir: 'rtl' | 'ltr';
  greeting: (name: string) => string;
  subject: Record<CancellationNotice, (request: string, order: string) => string>;
  received: (request: string, order: string, whole: boolean) => string;
  approved: (request: string, order: string) => string;
  rejected: (request: string, order: string) => string;
  refundedSubject: (order: string) => string;
  refunded: (order: string) => string;
  refundedItems: string;
  items: string;
  goods: string;
  delivery: string;
  fee: string;
  refund: string;
  nothingPaid: string;
  within: string;
  refundBy: Record<RefundMethod, string>;
  note: string;
  contact: string;
  phone: string;
  email: string;
}

const TEXTS: Record<'he' | 'ru', Texts> = {
  he: {
    dir: 'rtl',
    greeting: (name) => `שלום ${name},`,
    subject: {
      received: (r, o) => `קיבלנו את בקשת הביטול ${r} (הזמנה ${o})`,
      approved: (r, o) => `בקשת הביטול ${r} אושרה (הזמנה ${o})`,
      rejected: (r, o) => `בקשת הביטול ${r} לא אושרה (הזמנה ${o})`,
    },
    received: (r, o, whole) =>
      `קיבלנו את בקשתך לבטל ${whole ? 'את ההזמנה' : 'חלק מההזמנה'} ${o}. מספר הבקשה: ${r}. נטפל בה ונעדכן אותך בדוא״ל.`,
    approved: (r, o) => `בקשת הביטול ${r} של ההזמנה ${o} אושרה.`,
    rejected: (r, o) => `בקשת הביטול ${r} של ההזמנה ${o} לא אושרה.`,
    refundedSubject: (o) => `זיכוי בהזמנה ${o}`,
    refunded: (o) => `ביצענו זיכוי בהזמנה ${o}.`,
    refundedItems: 'פריטים שבוטלו',
    items: 'פריטים לביטול',
    goods: 'שווי הפריטים',
    delivery: 'דמי משלוח',
    fee: 'דמי ביטול',
    refund: 'סכום ההחזר',
    nothingPaid: 'ההזמנה טרם שולמה, ולכן אין סכום להחזר.',
    within: 'ההחזר יבוצע תוך 14 ימים, באמצעי שבו שילמת.',
    refundBy: {
      credit_card: 'ההחזר יזוכה בכרטיס האשראי שבו שילמת.',
      bit: 'ההחזר יועבר לחשבון ה-Bit שממנו שילמת.',
      cash: 'ההחזר ישולם במזומן בחנות.',
      none: 'ההזמנה לא שולמה, ולכן אין סכום להחזר.',
    },
    note: 'הערת החנות',
    contact: 'יש לך שאלה? נשמח לעזור:',
    phone: 'טלפון',
    email: 'דוא״ל',
  },
  ru: {
    dir: 'ltr',
    greeting: (name) => `Здравствуйте, ${name}!`,
    subject: {
      received: (r, o) => `Мы получили заявку на отмену ${r} (заказ ${o})`,
      approved: (r, o) => `Заявка на отмену ${r} одобрена (заказ ${o})`,
      rejected: (r, o) => `Заявка на отмену ${r} не одобрена (заказ ${o})`,
    },
    received: (r, o, whole) =>
      `Мы получили вашу заявку на отмену ${whole ? 'заказа' : 'части заказа'} ${o}. Номер заявки: ${r}. Мы рассмотрим её и сообщим вам по эл. почте.`,
    approved: (r, o) => `Заявка на отмену ${r} по заказу ${o} одобрена.`,
    rejected: (r, o) => `Заявка на отмену ${r} по заказу ${o} не одобрена.`,
    refundedSubject: (o) => `Возврат по заказу ${o}`,
    refunded: (o) => `Мы оформили возврат по заказу ${o}.`,
    refundedItems: 'Отменённые товары',
    items: 'Отменяемые товары',
    goods: 'Стоимость товаров',
    delivery: 'Доставка',
    fee: 'Плата за отмену',
    refund: 'Сумма возврата',
    nothingPaid: 'Заказ ещё не оплачен, поэтому возвращать нечего.',
    within: 'Возврат будет сделан в течение 14 дней тем же способом, которым вы платили.',
    refundBy: {
      credit_card: 'Деньги вернутся на карту, которой вы платили.',
      bit: 'Деньги вернутся на счёт Bit, с которого вы платили.',
      cash: 'Деньги будут выданы наличными в магазине.',
      none: 'Заказ не был оплачен, поэтому возвращать нечего.',
    },
    note: 'Комментарий магазина',
    contact: 'Есть вопросы? Мы с радостью поможем:',
    phone: 'Телефон',
    email: 'Эл. почта',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One email: its blocks (a text is a paragraph, a list of texts a bullet list) as text and as HTML, contact details last. */
function compose(order: SaleOrder, notice: AfterSaleNotice, subject: string, blocks: (string | string[])[]): CancellationEmail {
  const language = order.language === 'ru' ? 'ru' : 'he';
  const t = TEXTS[language];
  const contact = [t.contact, `${t.phone}: ${SHOP_DETAILS.storePhone}`, `${t.email}: ${SHOP_DETAILS.email}`];
  const textBlocks = blocks.flatMap((block) => (Array.isArray(block) ? block.map((line) => `- ${line}`) : [block]));
  const text = [t.greeting(order.customerName), '', ...textBlocks, '', ...contact].join('\n');
  // Phone numbers and the email address stay left to right inside Hebrew text.
  const ltr = (s: string) => `<bdi dir="ltr">${escapeHtml(s)}</bdi>`;
  const html = [
    `<div dir="${t.dir}" lang="${language}">`,
    `<p>${escapeHtml(t.greeting(order.customerName))}</p>`,
    ...blocks.map((block) =>
      Array.isArray(block) ? `<ul>${block.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : `<p>${escapeHtml(block)}</p>`,
    ),
    `<p>${escapeHtml(t.contact)}<br>${t.phone}: ${ltr(SHOP_DETAILS.storePhone)}<br>${t.email}: ${ltr(SHOP_DETAILS.email)}</p>`,
    '</div>',
  ].join('\n');
  return { notice, language, subject, text, html };
}

const subjectOf = (order: SaleOrder, notice: CancellationNotice, request: CancellationRequest) =>
  TEXTS[order.language === 'ru' ? 'ru' : 'he'].subject[notice](request.requestNumber, order.orderNumber);

function itemLines(request: Pick<CancellationRequest, 'lines'>, language: 'he' | 'ru'): string[] {
  return request.lines.map((line) => {
    const variant = localizedVariantName(line.variantName, language);
    return `${variant ? `${line.productName} (${variant})` : line.productName} × ${line.quantity}`;
  });
}

function amountLines(t: Texts, amounts: { goodsAmount: number; deliveryAmount: number; fee: number; refundAmount: number }): string[] {
  return [
    `${t.goods}: ${formatShekelsWithSign(amounts.goodsAmount)}`,
    ...(amounts.deliveryAmount > 0 ? [`${t.delivery}: ${formatShekelsWithSign(amounts.deliveryAmount)}`] : []),
    ...(amounts.fee > 0 ? [`${t.fee}: −${formatShekelsWithSign(amounts.fee)}`] : []),
    `${t.refund}: ${formatShekelsWithSign(amounts.refundAmount)}`,
  ];
}

/** The request was received: its number, the lines, what would come back and when. */
export function composeRequestReceived(order: SaleOrder, request: CancellationRequest): CancellationEmail {
  const language = order.language === 'ru' ? 'ru' : 'he';
  const t = TEXTS[language];
  const refund = request.refundAmount > 0 ? [...amountLines(t, request), t.within] : [t.nothingPaid];
  return compose(order, 'received', subjectOf(order, 'received', request), [
    t.received(request.requestNumber, order.orderNumber, request.wholeOrder),
    `${t.items}:`,
    itemLines(request, language),
    ...refund,
  ]);
}

/** The request was approved: the amount refunded and the way it goes back. */
export function composeApproved(order: SaleOrder, request: CancellationRequest, refund: Refund): CancellationEmail {
  const language = order.language === 'ru' ? 'ru' : 'he';
  const t = TEXTS[language];
  return compose(order, 'approved', subjectOf(order, 'approved', request), [
    t.approved(request.requestNumber, order.orderNumber),
    ...(refund.amount > 0
      ? amountLines(t, {
          goodsAmount: refund.goodsAmount,
          deliveryAmount: refund.deliveryAmount,
          fee: refund.fee,
          refundAmount: refund.amount,
        })
      : []),
    t.refundBy[refund.method],
    ...(request.staffNote ? [`${t.note}: ${request.staffNote}`] : []),
  ]);
}

/** The request was rejected, with staff's note saying why. */
export function composeRejected(order: SaleOrder, request: CancellationRequest): CancellationEmail {
  const t = TEXTS[order.language === 'ru' ? 'ru' : 'he'];
  return compose(order, 'rejected', subjectOf(order, 'rejected', request), [
    t.rejected(request.requestNumber, order.orderNumber),
    `${t.note}: ${request.staffNote ?? ''}`,
  ]);
}

/**
 * Staff refunded the order from the orders desk, without a request: the lines cancelled, the amount
 * and the way it goes back. Staff's note stays in the desk (it is written for colleagues).
 */
export function composeRefunded(order: SaleOrder, refund: Refund): CancellationEmail {
  const language = order.language === 'ru' ? 'ru' : 'he';
  const t = TEXTS[language];
  return compose(order, 'refunded', t.refundedSubject(order.orderNumber), [
    t.refunded(order.orderNumber),
    `${t.refundedItems}:`,
    itemLines(refund, language),
    ...(refund.amount > 0
      ? amountLines(t, {
          goodsAmount: refund.goodsAmount,
          deliveryAmount: refund.deliveryAmount,
          fee: refund.fee,
          refundAmount: refund.amount,
        })
      : []),
    t.refundBy[refund.method],
  ]);
}
