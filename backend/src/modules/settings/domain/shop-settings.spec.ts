import { DEFAULT_SHOP_SETTINGS, MAX_ALERT_EMAILS, shopSettingsProblems } from './shop-settings';

const withAlertEmails = (alertEmails: string[]) => shopSettingsProblems({ ...DEFAULT_SHOP_SETTINGS, alertEmails });

describe('shop settings: alert emails', () => {
  it('takes the shop’s addresses', () => {
    expect(withAlertEmails(['orders@shop.example', 'owner@shop.co.il'])).toEqual([]);
  });

  it('names each address the shop-wide email rule refuses', () => {
    expect(withAlertEmails(['orders@shop.example', 'owner@shop', 'desk@shop..example']).map((p) => p.field)).toEqual([
      'alert_emails.1',
      'alert_emails.2',
    ]);
  });

  it(`keeps at most ${MAX_ALERT_EMAILS} addresses`, () => {
    const many = Array.from({ length: MAX_ALERT_EMAILS + 1 }, (_, i) => `desk${i}@shop.example`);
    expect(withAlertEmails(many)).toEqual([
      { field: 'alert_emails', message: `alert_emails may hold at most ${MAX_ALERT_EMAILS} addresses` },
    ]);
  });
});
