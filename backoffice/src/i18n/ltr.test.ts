import { describe, expect, it } from 'vitest';
import { notificationsHe } from './notifications/he';
import { ltr } from './ltr';

describe('left-to-right words in Hebrew texts', () => {
  it('isolates the word, so a right-to-left paragraph keeps "http://" in its order', () => {
    expect(ltr('http://')).toBe('\u2066http://\u2069');
    expect(notificationsHe.webhooks.hints.url.startsWith(ltr('http://'))).toBe(true);
    expect(notificationsHe.webhooks.errors.url_http).toContain(ltr('https://'));
  });
});
