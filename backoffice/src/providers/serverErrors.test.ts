import { describe, expect, it } from 'vitest';
import { formErrorsOf, messageOf } from './serverErrors';

describe('server errors', () => {
  it('turns the API field list into nested form errors', () => {
    expect(
      formErrorsOf({ errors: [{ field: 'price', message: 'too low' }, { field: 'variants.0.sku', message: 'taken' }] }),
    ).toEqual({ price: 'too low', variants: { '0': { sku: 'taken' } } });
  });

  it('words a known refusal with a message key of the interface', () => {
    expect(formErrorsOf({ code: 'ARTICLE_SLUG_TAKEN', errors: [{ field: 'slug', message: 'Another article already uses the slug "a"' }] })).toEqual({
      slug: 'resources.articles.form.slug_taken',
    });
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
