import { anOrder } from '../../../../test/ordering/fixtures';
import { composeStatusNotice } from './order-status-notice.messages';
import { paidWithText, paymentMethodText } from './order-payment.messages';

const paid = (paidWith: 'cash' | 'credit_card' | 'installments' | 'bit' | null, installments: number | null, totalAmount = 34_990) => ({
  paidWith,
  installments,
  totalAmount,
});

describe('how an order was paid, in the email', () => {
  it('names the first and later payments of an uneven split, the remainder in the first', () => {
    expect(paidWithText(paid('installments', 3), 'he')).toBe('שולם בכרטיס אשראי ב-3 תשלומים: תשלום ראשון ₪116.64, ואחריו 2 × ₪116.63');
    expect(paidWithText(paid('installments', 3), 'ru')).toBe('Оплачено картой в 3 платежа: первый ₪116.64, затем 2 × ₪116.63');
    expect(paidWithText(paid('installments', 6, 100_000), 'ru')).toBe('Оплачено картой в 6 платежей: первый ₪166.70, затем 5 × ₪166.66');
  });

  it('says the one amount of an even split, with the Russian plural of the count', () => {
    expect(paidWithText(paid('installments', 6, 120_000), 'he')).toBe('שולם בכרטיס אשראי ב-6 תשלומים של ₪200.00');
    expect(paidWithText(paid('installments', 4, 40_000), 'ru')).toBe('Оплачено картой: 4 платежа по ₪100.00');
    expect(paidWithText(paid('installments', 5, 50_000), 'ru')).toBe('Оплачено картой: 5 платежей по ₪100.00');
  });

  it('says card, Bit or cash, and nothing while unpaid', () => {
    expect(paidWithText(paid('credit_card', 1), 'he')).toBe('שולם בכרטיס אשראי');
    expect(paidWithText(paid('bit', null), 'he')).toBe('שולם בביט');
    expect(paidWithText(paid('bit', null), 'ru')).toBe('Оплачено через Bit');
    expect(paidWithText(paid('cash', null), 'ru')).toBe('Оплачено наличными в магазине');
    expect(paidWithText(paid(null, null), 'he')).toBeNull();
  });

  it('names the method chosen at checkout, Bit included', () => {
    expect(paymentMethodText({ paymentMethod: 'bit' }, 'he')).toBe('ביט');
    expect(paymentMethodText({ paymentMethod: 'credit_card' }, 'ru')).toBe('Кредитная карта');
  });
});

describe('the status emails of a paid order', () => {
  it('say how it was paid, the split of installments included', () => {
    const order = {
      ...anOrder({ paymentStatus: 'paid', status: 'ready', paymentMethod: 'credit_card', totalAmount: 34_990 }),
      paidWith: 'installments' as const,
      installments: 3,
    };
    const ready = composeStatusNotice(order, 'ready', 'https://shop.example');
    expect(ready.text).toContain('שולם בכרטיס אשראי ב-3 תשלומים: תשלום ראשון ₪116.64, ואחריו 2 × ₪116.63');
    expect(ready.text).not.toContain('לתשלום באיסוף');
    const cancelled = composeStatusNotice(
      { ...order, language: 'ru', paidWith: 'bit', installments: null },
      'cancelled',
      'https://shop.example',
    );
    expect(cancelled.html).toContain('Оплачено через Bit');
  });
});
