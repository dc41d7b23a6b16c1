import { changedFields, entityTypeOf, isSecretField, retentionCutoff, withoutSecrets } from './audit-record';

describe('audit record rules', () => {
  it.each([
    ['passwordHash', true],
    ['twoFactorSecret', true],
    ['twoFactorPendingSecret', true],
    ['codeDigest', true],
    ['resetToken', true],
    ['signingSecret', true],
    ['apiKey', true],
    ['price', false],
    ['email', false],
    ['role', false],
  ])('%s is secret: %s', (name, secret) => {
    expect(isSecretField(name)).toBe(secret);
  });

  it('keeps the fields that changed, with both values, and never a secret or bookkeeping one', () => {
    expect(
      changedFields(
        { price: '129.90', name: 'Ball', passwordHash: 'a', searchText: 'x', active: 1 },
        { price: 99.9, name: 'Ball', passwordHash: 'b', searchText: 'y', active: true },
      ),
    ).toEqual({ price: { before: '129.90', after: 99.9 } });
  });

  it('a creation lists its set fields with a null before, a deletion its fields with a null after', () => {
    expect(changedFields(null, { name: 'Ball', discountPrice: null })).toEqual({ name: { before: null, after: 'Ball' } });
    expect(changedFields({ name: 'Ball', twoFactorSecret: 's' }, null)).toEqual({ name: { before: 'Ball', after: null } });
  });

  it('numbers as text and as numbers are one value (MySQL DECIMAL against SQLite)', () => {
    expect(changedFields({ price: '99.90' }, { price: 99.9 })).toEqual({});
  });

  it('drops secret fields from changes given by hand', () => {
    expect(withoutSecrets({ password: { before: 'a', after: 'b' }, role: { before: 'orders', after: 'admin' } })).toEqual({
      role: { before: 'orders', after: 'admin' },
    });
  });

  it('names entity types in kebab case', () => {
    expect(entityTypeOf('ProductVariantEntity')).toBe('product-variant');
    expect(entityTypeOf('SeoRecordEntity')).toBe('seo-record');
  });

  it.each([
    ['2026-11-25T10:00:00Z', 24, '2024-11-25T10:00:00.000Z'],
    ['2026-03-31T00:00:00Z', 1, '2026-02-28T00:00:00.000Z'],
  ])('retention cutoff of %s minus %d months', (now, months, cutoff) => {
    expect(retentionCutoff(new Date(now), months).toISOString()).toBe(cutoff);
  });
});
