import { formatShekelsWithSign, splitInstallments } from 'shop-rules';
import type { Order, OrderLanguage } from '../domain/order';

/** Russian counts payments as 1 платёж, 2-4 платежа, 5+ платежей. */
const ruPayments = (count: number) =>
  ({ one: 'платёж', few: 'платежа', many: 'платежей', other: 'платежа' })[
    new Intl.PluralRules('ru').select(count) as 'one' | 'few' | 'many' | 'other'
  ];

const TEXTS: Record<
  OrderLanguage,
  {
    method: Record<string, string>;
    cash: string;
    card: string;
    bit: string;
    equal: (count: number, each: string) => string;
    split: (count: number, first: string, laterCount: number, later: string) => string;
  }
> = {
  he: {
    method: { cash: 'תשלום בחנות', credit_card: 'כרטיס אשראי', bit: 'ביט' },
    cash: 'שולם במזומן בחנות',
    card: 'שולם בכרטיס אשראי',
    bit: 'שולם בביט',
    equal: (count, each) => `שולם בכרטיס אשראי ב-${count} תשלומים של ${each}`,
    split: (count, first, laterCount, later) =>
      `שולם בכרטיס אשראי ב-${count} תשלומים: תשלום ראשון ${first}, ואחריו ${laterCount} × ${later}`,
  },
  ru: {
    method: { cash: 'Оплата в магазине', credit_card: 'Кредитная карта', bit: 'Bit' },
    cash: 'Оплачено наличными в магазине',
    card: 'Оплачено картой',
    bit: 'Оплачено через Bit',
    equal: (count, each) => `Оплачено картой: ${count} ${ruPayments(count)} по ${each}`,
    split: (count, first, laterCount, later) =>
      `Оплачено картой в ${count} ${ruPayments(count)}: первый ${first}, затем ${laterCount} × ${later}`,
  },
};

/** The payment method as the shopper chose it at checkout. */
export function paymentMethodText(order: Pick<Order, 'paymentMethod'>, language: OrderLanguage): string {
  return (TEXTS[language] ?? TEXTS.he).method[order.paymentMethod] ?? order.paymentMethod;
}

/**
 * How the order was paid, once a payment settled it: "paid by card in 3 payments: first ₪116.64,
 * then 2 × ₪116.63", "paid with Bit"... null while it is not paid. The split is the one charged:
 * the shop rules' split of the total, the agorot remainder in the first payment.
 */
export function paidWithText(order: Pick<Order, 'paidWith' | 'installments' | 'totalAmount'>, language: OrderLanguage): string | null {
  const t = TEXTS[language] ?? TEXTS.he;
  switch (order.paidWith) {
    case null:
      return null;
    case 'cash':
      return t.cash;
    case 'bit':
      return t.bit;
    case 'credit_card':
      return t.card;
    case 'installments': {
      const count = order.installments ?? 1;
      if (count < 2) return t.card;
      const { first, later } = splitInstallments(order.totalAmount, count);
      return first === later
        ? t.equal(count, formatShekelsWithSign(later))
        : t.split(count, formatShekelsWithSign(first), count - 1, formatShekelsWithSign(later));
    }
  }
}
