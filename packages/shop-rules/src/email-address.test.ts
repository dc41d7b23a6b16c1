import { describe, expect, it } from 'vitest';
import { isEmailAddress, MAX_EMAIL_LENGTH, normalizeEmail, sameEmail } from './email-address';

/** A valid domain of exactly `length` characters: labels of 60 letters, then `.com`. */
function aDomainOf(length: number): string {
  const labels: string[] = [];
  let left = length - '.com'.length;
  while (left > 0) {
    const label = Math.min(60, left);
    labels.push('d'.repeat(label));
    left -= label + 1;
  }
  const domain = `${labels.join('.')}.com`;
  return left === -1 ? domain : `d${domain}`;
}

describe('isEmailAddress', () => {
  it.each([
    'dana@example.com',
    'a@b.co',
    'Dana+He@Example.com',
    'Noa.Cohen@Example.com',
    "o'brien@shop.example",
    'dana@example.co.il',
    'дана@пример.рф',
    'דנה@דוגמה.קום',
    'dana@xn--e1afmkfd.xn--p1ai',
    `${'m'.repeat(64)}@example.com`,
  ])('takes %j', (address) => expect(isEmailAddress(address)).toBe(true));

  it.each([
    ['no @', 'dana'],
    ['no top-level domain', 'dana@example'],
    ['a one-letter top-level domain', 'dana@example.c'],
    ['a numeric top-level domain', 'dana@1.2.3.4'],
    ['a space inside', 'dana @example.com'],
    ['spaces around (callers trim first)', ' dana@example.com '],
    ['two @', 'dana@shop@example.com'],
    ['an empty mailbox', '@example.com'],
    ['a dot at the mailbox start', '.dana@example.com'],
    ['two dots in the mailbox', 'da..na@example.com'],
    ['a dot at the mailbox end', 'dana.@example.com'],
    ['a quoted mailbox', '"da na"@example.com'],
    ['brackets in the mailbox', 'da(na)@example.com'],
    ['an empty domain label', 'dana@example..com'],
    ['a domain ending in a dot', 'dana@example.com.'],
    ['a hyphen at a label edge', 'dana@-example.com'],
    ['an underscore in the domain', 'dana@ex_ample.com'],
    ['an IP address for a domain', 'dana@[10.0.0.1]'],
    ['full-width letters', 'ｄａｎａ@example.com'],
    ['a mailbox over 64 characters', `${'m'.repeat(65)}@example.com`],
    ['a domain label over 63 characters', `dana@${'d'.repeat(64)}.com`],
    ['over 254 characters in all', `dana@${aDomainOf(250)}`],
    ['nothing', ''],
  ])('refuses %s', (_why, address) => expect(isEmailAddress(address)).toBe(false));

  it('takes exactly 254 characters and no more', () => {
    const longest = `dana@${aDomainOf(MAX_EMAIL_LENGTH - 'dana@'.length)}`;
    expect(longest).toHaveLength(MAX_EMAIL_LENGTH);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(`d${longest}`)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('keeps an address without surrounding spaces, in lower case', () => {
    expect(normalizeEmail('  Dana@Example.COM ')).toBe('dana@example.com');
  });

  it('compares addresses the same way', () => {
    expect(sameEmail(' Dana@Example.COM ', 'dana@example.com')).toBe(true);
    expect(sameEmail('dana@example.com', 'dana@example.org')).toBe(false);
  });
});
