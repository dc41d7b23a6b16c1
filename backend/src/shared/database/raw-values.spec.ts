import { sqlBoolean, sqlDate, sqlMoney, sqlTextOrNull } from './raw-values';

describe('raw row values', () => {
  it('reads booleans as 0/1 from both databases', () => {
    expect([sqlBoolean(1), sqlBoolean('1'), sqlBoolean(true), sqlBoolean(0), sqlBoolean(null)]).toEqual([true, true, true, false, false]);
  });

  it('reads the UTC text SQLite keeps and the Date mysql2 gives as the same instant', () => {
    const instant = new Date('2026-11-21T12:55:43.123Z');
    expect(sqlDate('2026-11-21 12:55:43.123').toISOString()).toBe(instant.toISOString());
    expect(sqlDate(instant)).toBe(instant);
    expect(sqlDate('2026-11-21T12:55:43.123Z').toISOString()).toBe(instant.toISOString());
  });

  it('reads money as a number with two decimals, whether text or number', () => {
    expect(sqlMoney('199.90')).toBe(199.9);
    expect(sqlMoney(12.345)).toBe(12.35);
  });

  it('keeps null text as null', () => {
    expect([sqlTextOrNull(null), sqlTextOrNull(undefined), sqlTextOrNull(5)]).toEqual([null, null, '5']);
  });
});
