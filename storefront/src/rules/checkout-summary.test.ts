import { describe, expect, it } from 'vitest';
import {
  codeToSend,
  discountFieldStatus,
  discountRefusalKey,
  isDiscountRefusal,
  QuoteSummary,
  SummaryAsk,
  summaryLines,
} from './checkout-summary';

const aQuote = (over: Partial<QuoteSummary> = {}): QuoteSummary => ({
  asked: { deliveryMethod: 'courier', discountCode: 'SPORT10' },
  itemsTotal: 200,
  discount: { code: 'SPORT10', amount: 20 },
  discountRefusal: null,
  deliveryMethod: 'courier',
  deliveryFee: 30,
  freeDeliveryFrom: 400,
  amountToFreeDelivery: 220,
  courierAvailable: true,
  total: 210,
  maxInstallments: 1,
  ...over,
});
const ask = (over: Partial<SummaryAsk> = {}): SummaryAsk => ({
  itemsTotal: 200,
  deliveryMethod: 'courier',
  discountCode: 'SPORT10',
  freeDeliveryHint: 'courier',
  ...over,
});

describe('checkout summary lines', () => {
  it("shows the server's items, discount, delivery, total and what is missing for free delivery", () => {
    expect(summaryLines(aQuote(), ask())).toEqual({
      items: 200,
      discount: { code: 'SPORT10', amount: 20 },
      delivery: { method: 'courier', fee: 30 },
      total: 210,
      toFreeDelivery: 220,
    });
  });

  it('uses no quote of other items, another delivery or another code: the items alone until the right one comes', () => {
    const itemsOnly = { items: 200, discount: null, delivery: null, total: 200, toFreeDelivery: null };
    expect(summaryLines(null, ask())).toEqual(itemsOnly);
    expect(summaryLines(aQuote(), ask({ deliveryMethod: 'pickup' }))).toEqual(itemsOnly);
    expect(summaryLines(aQuote(), ask({ discountCode: null }))).toEqual(itemsOnly);
    expect(summaryLines(aQuote({ itemsTotal: 199.99 }), ask())).toEqual({ ...itemsOnly });
  });

  it('tells how much more makes delivery free: at checkout only for the courier, in the cart always; never once reached', () => {
    const pickup = aQuote({
      asked: { deliveryMethod: 'pickup', discountCode: null },
      deliveryMethod: 'pickup',
      deliveryFee: 0,
      discount: null,
    });
    expect(summaryLines(pickup, ask({ deliveryMethod: 'pickup', discountCode: null })).toFreeDelivery).toBeNull();
    expect(summaryLines(pickup, ask({ deliveryMethod: 'pickup', discountCode: null, freeDeliveryHint: 'always' })).toFreeDelivery).toBe(
      220,
    );
    expect(summaryLines(aQuote({ amountToFreeDelivery: 0, deliveryFee: 0 }), ask()).toFreeDelivery).toBeNull();
    expect(summaryLines(aQuote({ amountToFreeDelivery: null }), ask()).toFreeDelivery).toBeNull();
  });

  it('shows no discount line for a code that takes nothing off', () => {
    expect(summaryLines(aQuote({ discount: { code: 'SPORT10', amount: 0 } }), ask()).discount).toBeNull();
  });

  it('knows the refusals it has words for', () => {
    expect(isDiscountRefusal('DISCOUNT_CODE_EXPIRED')).toBe(true);
    expect(isDiscountRefusal('OUT_OF_STOCK')).toBe(false);
    expect(discountRefusalKey('DISCOUNT_CODE_USED_UP')).toBe('CHECKOUT.DISCOUNT.ERRORS.DISCOUNT_CODE_USED_UP');
  });
});

describe('discount field status', () => {
  const answered = aQuote();
  it('checks, then shows the saving or the refusal of the code applied', () => {
    expect(discountFieldStatus(null, null, 'checking', null)).toEqual({ kind: 'none' });
    expect(discountFieldStatus('SPORT10', null, 'checking', null)).toEqual({ kind: 'checking' });
    expect(discountFieldStatus('SPORT10', answered, 'answered', null)).toEqual({ kind: 'applied', code: 'SPORT10', amount: 20 });
    expect(discountFieldStatus('SPORT10', aQuote({ discount: null, discountRefusal: 'DISCOUNT_CODE_EXPIRED' }), 'answered', null)).toEqual({
      kind: 'refused',
      key: 'CHECKOUT.DISCOUNT.ERRORS.DISCOUNT_CODE_EXPIRED',
    });
    expect(discountFieldStatus('OTHER', answered, 'answered', null)).toEqual({ kind: 'checking' });
    expect(discountFieldStatus('SPORT10', null, 'failed', null)).toEqual({
      kind: 'refused',
      key: 'CHECKOUT.DISCOUNT.ERRORS.DISCOUNT_CODE_NOT_CHECKED',
    });
  });

  it("lets the order's own refusal and an empty Apply speak first", () => {
    expect(discountFieldStatus('SPORT10', answered, 'answered', 'DISCOUNT_CODE_ALREADY_USED')).toEqual({
      kind: 'refused',
      key: 'CHECKOUT.DISCOUNT.ERRORS.DISCOUNT_CODE_ALREADY_USED',
    });
    expect(discountFieldStatus(null, null, 'checking', 'REQUIRED')).toEqual({ kind: 'refused', key: 'CHECKOUT.DISCOUNT.ERRORS.REQUIRED' });
  });

  it('sends the code with the order unless it was refused', () => {
    expect(codeToSend('SPORT10', { kind: 'applied', code: 'SPORT10', amount: 20 })).toBe('SPORT10');
    expect(codeToSend('SPORT10', { kind: 'checking' })).toBe('SPORT10');
    expect(codeToSend('SPORT10', { kind: 'refused', key: 'x' })).toBeNull();
    expect(codeToSend('SPORT10', { kind: 'refused', key: 'CHECKOUT.DISCOUNT.ERRORS.DISCOUNT_CODE_NOT_CHECKED' })).toBe('SPORT10');
    expect(codeToSend(null, { kind: 'none' })).toBeNull();
  });
});
