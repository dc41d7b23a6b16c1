import { itemName, validAlertEmail } from './back-in-stock';

describe('back-in-stock request', () => {
  it('keeps the address trimmed and in lower case', () => {
    expect(validAlertEmail('  Dana@Example.COM ')).toBe('dana@example.com');
  });

  it.each(['not an email', 'dana@example', 'da..na@example.com', ''])('refuses %j (the shop-wide email rule)', (raw) => {
    expect(validAlertEmail(raw)).toBeNull();
  });

  it('names the item with the size and colour asked for', () => {
    expect(itemName('Football', { size: 'M', color: 'Red' })).toBe('Football (M / Red)');
    expect(itemName('Football', null)).toBe('Football');
  });
});
