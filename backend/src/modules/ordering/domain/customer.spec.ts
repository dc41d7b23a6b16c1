import { isValidPhone, sameEmail } from './customer';

describe('phone rule', () => {
  it.each(['0501234567', '+972501234567', '+972 50-123-4567', '(03) 123-4567', '050 123 4567'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['050123456', '++972501234567', '050-123-456x', '972+501234567', '', '+123'])('refuses %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('email comparison', () => {
  it('ignores case and surrounding spaces', () => {
    expect(sameEmail(' Dana@Example.COM ', 'dana@example.com')).toBe(true);
    expect(sameEmail('dana@example.com', 'dana@example.org')).toBe(false);
  });
});
