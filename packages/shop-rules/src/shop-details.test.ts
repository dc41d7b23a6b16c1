import { describe, expect, it } from 'vitest';
import { openingHoursLines, SHOP_DETAILS, socialLinks } from './shop-details';

describe('store details', () => {
  it('read the week as Sunday to Thursday, Friday and a closed Saturday', () => {
    expect(openingHoursLines('en')).toEqual([
      { days: 'Sun–Thu', hours: '09:00–20:00', closed: false },
      { days: 'Fri', hours: '09:00–14:00', closed: false },
      { days: 'Sat', hours: 'closed', closed: true },
    ]);
    expect(openingHoursLines('he').map((l) => `${l.days}: ${l.hours}`)).toEqual([
      'ראשון–חמישי: 09:00–20:00',
      'שישי: 09:00–14:00',
      'שבת: סגור',
    ]);
    expect(openingHoursLines('ru').map((l) => l.days)).toEqual(['Вс–Чт', 'Пт', 'Сб']);
  });

  it('give a day with other hours its own line', () => {
    const hours = { ...SHOP_DETAILS.openingHours, tuesday: { opens: '10:00', closes: '18:00' } };
    expect(openingHoursLines('en', hours).map((l) => l.days)).toEqual(['Sun–Mon', 'Tue', 'Wed–Thu', 'Fri', 'Sat']);
  });

  it('list only the networks that have an address', () => {
    expect(
      socialLinks({ facebook: 'https://facebook.com/x', instagram: null, whatsapp: 'https://wa.me/972501234567', youtube: null }),
    ).toEqual([
      { network: 'facebook', name: 'Facebook', url: 'https://facebook.com/x' },
      { network: 'whatsapp', name: 'WhatsApp', url: 'https://wa.me/972501234567' },
    ]);
  });

  it("reach WhatsApp through the store's mobile number", () => {
    expect(SHOP_DETAILS.social.whatsapp).toBe('https://wa.me/972501234567');
  });
});
