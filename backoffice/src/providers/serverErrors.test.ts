import { describe, expect, it } from 'vitest';
import { formErrorsOf, messageOf } from './serverErrors';

describe('server errors', () => {
  it('turns the API field list into nested form errors', () => {
    expect(
      formErrorsOf({
        errors: [
          { field: 'price', message: 'too low' },
          { field: 'variants.0.sku', message: 'taken' },
        ],
      }),
    ).toEqual({ price: 'too low', variants: { '0': { sku: 'taken' } } });
  });

  it('words a known refusal with a message key of the interface', () => {
    expect(
      formErrorsOf({ code: 'ARTICLE_SLUG_TAKEN', errors: [{ field: 'slug', message: 'Another article already uses the slug "a"' }] }),
    ).toEqual({
      slug: 'resources.articles.form.slug_taken',
    });
  });

  it('words every refused SKU at its own variant in the interface language', () => {
    const body = {
      code: 'DUPLICATE_SKU',
      errors: [
        { field: 'variants.0.sku', message: 'SKU A is already used by another variant' },
        { field: 'variants.3.sku', message: 'SKU B is already used by another variant' },
      ],
    };
    expect(formErrorsOf(body)).toEqual({ variants: { '0': { sku: 'app.errors.sku_taken' }, '3': { sku: 'app.errors.sku_taken' } } });
  });

  it('words a discount code another code has, and names a step of the installment rule', () => {
    expect(formErrorsOf({ code: 'DISCOUNT_CODE_TAKEN', errors: [{ field: 'code', message: 'code is already taken' }] })).toEqual({
      code: 'resources.discount-codes.errors.code_taken',
    });
    expect(
      formErrorsOf({
        code: 'INVALID_SHOP_SETTINGS',
        errors: [{ field: 'installment_rule.1.from', message: 'must be above the step before it' }],
      }),
    ).toEqual({ installment_rule: { '1': { from: 'must be above the step before it' } } });
  });

  it('has no form errors without a field list', () => {
    expect(formErrorsOf({ message: 'x' })).toBeUndefined();
    expect(formErrorsOf(undefined)).toBeUndefined();
  });

  it('reads the message, joined when it is a list', () => {
    expect(messageOf({ message: ['a', 'b'] }, 'f')).toBe('a, b');
    expect(messageOf({}, 'f')).toBe('f');
  });
});
