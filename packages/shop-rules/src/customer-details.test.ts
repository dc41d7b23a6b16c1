import { describe, expect, it } from 'vitest';
import { isCustomerPhone } from './customer-details';

describe('customer phone', () => {
  it.each(['0501234567', '+972501234567', '+972 50-123-4567', '(03) 123-4567', '050 123 4567'])('takes %s', (phone) => {
    expect(isCustomerPhone(phone)).toBe(true);
  });

  it.each(['050123456', '++972501234567', '050-123-456x', '972+501234567', '', '+123'])('refuses %j', (phone) => {
    expect(isCustomerPhone(phone)).toBe(false);
  });
});
