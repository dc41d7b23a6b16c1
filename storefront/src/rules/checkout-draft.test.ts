import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT_FORM } from './checkout-validation';
import { EMPTY_DRAFT, parseStoredDraft } from './checkout-draft';

describe('checkout draft', () => {
  it('gives back what was stored', () => {
    const form = {
      ...EMPTY_CHECKOUT_FORM,
      fullName: 'Dana',
      deliveryMethod: 'courier' as const,
      city: 'חיפה',
      paymentMethod: 'bit' as const,
    };
    expect(parseStoredDraft(JSON.stringify({ form, discountCode: 'SPORT10' }))).toEqual({ form, discountCode: 'SPORT10' });
  });

  it('starts empty without a draft or with a damaged one', () => {
    expect(parseStoredDraft(null)).toEqual(EMPTY_DRAFT);
    expect(parseStoredDraft('{oops')).toEqual(EMPTY_DRAFT);
    expect(parseStoredDraft('42')).toEqual(EMPTY_DRAFT);
  });

  it('keeps only values of the right kind, and the code normalized', () => {
    const draft = parseStoredDraft(
      JSON.stringify({ form: { fullName: 7, deliveryMethod: 'drone', paymentMethod: 'cheque', phone: '050' }, discountCode: ' sport10 ' }),
    );
    expect(draft).toEqual({ form: { ...EMPTY_CHECKOUT_FORM, phone: '050' }, discountCode: 'SPORT10' });
  });
});
