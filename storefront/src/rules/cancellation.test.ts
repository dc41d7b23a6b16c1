import { describe, expect, it } from 'vitest';
import {
  cancellationBody,
  CancellationQuote,
  cancelPageSearch,
  canChooseLines,
  chosenLines,
  contactOf,
  deadlineText,
  feeNoteKey,
  findOrderBody,
  findOrderFormOf,
  initialChoices,
  isWholeOrder,
  ltrIsolate,
  MAX_REASON_DETAILS,
  quoteBody,
  quoteKey,
  validateChoices,
  validateFindOrder,
} from './cancellation';

/** A paid order of three lines: 2 shirts, 1 ball, and socks of which 1 of 3 was cancelled before. */
function aPaidQuote(overrides: Partial<CancellationQuote> = {}): CancellationQuote {
  return {
    orderNumber: 'ORD-1767607200000-42',
    status: 'completed',
    paymentStatus: 'paid',
    lines: [
      { id: 11, name: 'Shirt', variantName: 'M', quantity: 2, cancellableQuantity: 2, unitPrice: 120 },
      { id: 12, name: 'Ball', variantName: '', quantity: 1, cancellableQuantity: 1, unitPrice: 89.9 },
      { id: 13, name: 'Socks', variantName: '', quantity: 3, cancellableQuantity: 2, unitPrice: 15 },
    ],
    wholeOrder: true,
    goodsAmount: 359.9,
    deliveryAmount: 0,
    fee: 18,
    refundAmount: 341.9,
    deadline: '2026-12-10T10:00:00.000Z',
    period: 'standard',
    ...overrides,
  };
}

const FORM = { orderNumber: ' ord-1767607200000-42 ', contact: ' Dana@Example.com ' };

describe('finding the order (step 1)', () => {
  it.each([
    [{ orderNumber: 'ORD-1767607200000-42', contact: 'dana@example.com' }, {}],
    [{ orderNumber: ' ord-1767607200000-7 ', contact: '050-123-4567' }, {}],
    [{ orderNumber: 'ORD-1-999', contact: '+972 (50) 123 4567' }, {}],
    [
      { orderNumber: '', contact: '' },
      { orderNumber: 'CANCEL_PAGE.ORDER_NUMBER_REQUIRED', contact: 'CANCEL_PAGE.CONTACT_REQUIRED' },
    ],
    [
      { orderNumber: '   ', contact: '   ' },
      { orderNumber: 'CANCEL_PAGE.ORDER_NUMBER_REQUIRED', contact: 'CANCEL_PAGE.CONTACT_REQUIRED' },
    ],
    [
      { orderNumber: '12345', contact: 'dana@example' },
      { orderNumber: 'CANCEL_PAGE.ORDER_NUMBER_INVALID', contact: 'CANCEL_PAGE.EMAIL_INVALID' },
    ],
    [
      { orderNumber: 'ORD-1-1000', contact: 'dana@' },
      { orderNumber: 'CANCEL_PAGE.ORDER_NUMBER_INVALID', contact: 'CANCEL_PAGE.EMAIL_INVALID' },
    ],
    [{ orderNumber: 'ORD-1-1', contact: '050-12' }, { contact: 'CANCEL_PAGE.CONTACT_INVALID' }],
    [{ orderNumber: 'ORD-1-1', contact: 'dana' }, { contact: 'CANCEL_PAGE.CONTACT_INVALID' }],
    [{ orderNumber: 'ORD-1-1', contact: '0501234567890123' }, { contact: 'CANCEL_PAGE.CONTACT_INVALID' }],
  ])('%j has the problems %j', (form, errors) => {
    expect(validateFindOrder(form)).toEqual(errors);
  });

  it('reads an email by its @, anything else as a phone, without surrounding spaces', () => {
    expect(contactOf(' Dana@Example.com ')).toEqual({ email: 'Dana@Example.com' });
    expect(contactOf(' 050-123-4567 ')).toEqual({ phone: '050-123-4567' });
  });

  it('asks for the whole order, the number in capitals, with the longer period only when stated', () => {
    expect(findOrderBody(FORM)).toEqual({
      order_number: 'ORD-1767607200000-42',
      email: 'Dana@Example.com',
      longer_period_statement: false,
    });
    expect(findOrderBody({ orderNumber: 'ORD-1-1', contact: '050-1234567' }, true)).toEqual({
      order_number: 'ORD-1-1',
      phone: '050-1234567',
      longer_period_statement: true,
    });
  });

  it('isolates an order number inside a sentence of either direction', () => {
    expect(ltrIsolate('ORD-1-2')).toBe('\u2066ORD-1-2\u2069');
  });

  it('takes the order number (and what a submit before the script put there) from the address', () => {
    expect(findOrderFormOf(new URLSearchParams('order=%20ORD-1-2%20'))).toEqual({ orderNumber: 'ORD-1-2', contact: '' });
    expect(findOrderFormOf(new URLSearchParams('order=ORD-1-2&contact=a%40b.co'))).toEqual({ orderNumber: 'ORD-1-2', contact: 'a@b.co' });
    expect(findOrderFormOf(new URLSearchParams(''))).toEqual({ orderNumber: '', contact: '' });
    expect(cancelPageSearch(' ORD-1-2 ')).toBe('?order=ORD-1-2');
  });
});

describe('the choices (step 2)', () => {
  it('start with the whole order: every line that can still be cancelled, all its units', () => {
    const quote = aPaidQuote({
      lines: [...aPaidQuote().lines, { id: 14, name: 'Cap', variantName: '', quantity: 1, cancellableQuantity: 0, unitPrice: 40 }],
    });
    const choices = initialChoices(quote);
    expect(choices).toEqual({
      lines: { 11: { chosen: true, quantity: 2 }, 12: { chosen: true, quantity: 1 }, 13: { chosen: true, quantity: 2 } },
      reason: null,
      details: '',
      longerPeriod: false,
    });
    expect(isWholeOrder(quote, choices)).toBe(true);
    expect(initialChoices(quote, true).longerPeriod).toBe(true);
  });

  it('keep each quantity inside what can be cancelled', () => {
    const quote = aPaidQuote();
    const choices = {
      ...initialChoices(quote),
      lines: { 11: { chosen: true, quantity: 5 }, 12: { chosen: false, quantity: 1 }, 13: { chosen: true, quantity: 0 } },
    };
    expect(chosenLines(quote, choices)).toEqual([
      { item_id: 11, quantity: 2 },
      { item_id: 13, quantity: 1 },
    ]);
  });

  it('need a line (for a paid order), a reason to send, and words for "other"', () => {
    const quote = aPaidQuote();
    const none = { ...initialChoices(quote), lines: { 11: { chosen: false, quantity: 2 } } };
    expect(validateChoices(quote, none, false)).toEqual({ lines: 'CANCEL_PAGE.LINES_REQUIRED' });
    expect(validateChoices(quote, none, true)).toEqual({ lines: 'CANCEL_PAGE.LINES_REQUIRED', reason: 'CANCEL_PAGE.REASON_REQUIRED' });
    const other = { ...initialChoices(quote), reason: 'other' as const, details: '  ' };
    expect(validateChoices(quote, other, false)).toEqual({});
    expect(validateChoices(quote, other, true)).toEqual({ details: 'CANCEL_PAGE.DETAILS_REQUIRED' });
    const long = { ...other, details: 'x'.repeat(MAX_REASON_DETAILS + 1) };
    expect(validateChoices(quote, long, false)).toEqual({ details: 'CANCEL_PAGE.DETAILS_TOO_LONG' });
    expect(validateChoices(quote, { ...long, details: 'x'.repeat(MAX_REASON_DETAILS) }, true)).toEqual({});
    expect(validateChoices(quote, { ...initialChoices(quote), reason: 'defect' }, true)).toEqual({});
  });

  it('of an unpaid order are the whole order: no line to choose, so none is missing', () => {
    const quote = aPaidQuote({ paymentStatus: 'pending', fee: 0, refundAmount: 0 });
    expect(canChooseLines(quote)).toBe(false);
    expect(canChooseLines(aPaidQuote({ paymentStatus: 'partly_refunded' }))).toBe(true);
    const choices = { ...initialChoices(quote), lines: {}, reason: 'changed_mind' as const };
    expect(validateChoices(quote, choices, true)).toEqual({});
    expect(cancellationBody(FORM, quote, choices).lines).toBeUndefined();
  });
});

describe('the request built from the choices', () => {
  const quote = aPaidQuote();

  it('leaves the lines out for the whole order', () => {
    expect(cancellationBody(FORM, quote, { ...initialChoices(quote), reason: 'changed_mind' })).toEqual({
      order_number: 'ORD-1767607200000-42',
      email: 'Dana@Example.com',
      reason: 'changed_mind',
      longer_period_statement: false,
    });
  });

  it('names the lines and quantities of a part of the order', () => {
    const choices = {
      ...initialChoices(quote),
      lines: { 11: { chosen: true, quantity: 1 }, 12: { chosen: false, quantity: 1 }, 13: { chosen: true, quantity: 2 } },
      reason: 'defect' as const,
      longerPeriod: true,
    };
    expect(isWholeOrder(quote, choices)).toBe(false);
    expect(cancellationBody({ orderNumber: 'ORD-1-1', contact: '050-1234567' }, quote, choices)).toEqual({
      order_number: 'ORD-1-1',
      phone: '050-1234567',
      lines: [
        { item_id: 11, quantity: 1 },
        { item_id: 13, quantity: 2 },
      ],
      reason: 'defect',
      longer_period_statement: true,
    });
  });

  it('sends the details only with "other", trimmed; the quote never sends them', () => {
    const other = { ...initialChoices(quote), reason: 'other' as const, details: '  wrong colour  ' };
    expect(cancellationBody(FORM, quote, other).reason_details).toBe('wrong colour');
    expect(quoteBody(FORM, quote, other)).not.toHaveProperty('reason_details');
    expect(cancellationBody(FORM, quote, { ...other, reason: 'defect' })).not.toHaveProperty('reason_details');
  });

  it('asks the quote again only when the amounts could change', () => {
    const base = initialChoices(quote);
    const key = (choices: typeof base) => quoteKey(quoteBody(FORM, quote, choices));
    expect(key({ ...base, reason: 'defect' })).toBe(key({ ...base, reason: 'not_as_described' }));
    // A late or missing delivery also gives the delivery back.
    expect(key({ ...base, reason: 'defect' })).not.toBe(key({ ...base, reason: 'late_or_missing' }));
    expect(key({ ...base, reason: 'changed_mind' })).toBe(key({ ...base, reason: null }));
    expect(key({ ...base, reason: 'other', details: 'a' })).toBe(key({ ...base, reason: 'changed_mind', details: 'b' }));
    expect(key({ ...base, reason: 'defect' })).not.toBe(key({ ...base, reason: 'changed_mind' }));
    expect(key({ ...base, longerPeriod: true })).not.toBe(key(base));
    expect(key({ ...base, lines: { ...base.lines, 11: { chosen: true, quantity: 1 } } })).not.toBe(key(base));
  });
});

describe('what the amounts say', () => {
  it("explains the fee: the law's rule, none for a fault of the shop, none when nothing was paid", () => {
    const paid = { paymentStatus: 'paid' };
    expect(feeNoteKey(paid, null)).toBe('CANCEL_PAGE.FEE_RULE');
    expect(feeNoteKey(paid, 'changed_mind')).toBe('CANCEL_PAGE.FEE_RULE');
    expect(feeNoteKey(paid, 'other')).toBe('CANCEL_PAGE.FEE_RULE');
    for (const reason of ['defect', 'not_as_described', 'late_or_missing'] as const)
      expect(feeNoteKey(paid, reason)).toBe('CANCEL_PAGE.FEE_NONE_REASON');
    expect(feeNoteKey({ paymentStatus: 'pending' }, 'changed_mind')).toBe('CANCEL_PAGE.FEE_NOTHING_PAID');
  });

  it("writes the deadline as a date on the store's clock", () => {
    // 22:30 UTC on the 9th is already the 10th in Israel.
    expect(deadlineText('2026-12-09T22:30:00.000Z', 'en-GB')).toBe('10 December 2026');
    expect(deadlineText('2026-12-09T22:30:00.000Z', 'ru-RU')).toMatch(/^10 декабря 2026/);
    expect(deadlineText('not a date', 'he-IL')).toBe('');
  });
});
