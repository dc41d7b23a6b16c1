import { createHmac } from 'node:crypto';
import { isValidWebhookSignature, newWebhookSecret, webhookSignature } from './webhook-signature';

describe('webhook signatures', () => {
  const secret = 'whsec_test';
  const body = '{"event":"order.placed"}';

  it('is the HMAC-SHA256 of timestamp, dot, body, in hex', () => {
    const hex = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(webhookSignature(secret, 1700000000, body)).toBe(`sha256=${hex}`);
  });

  it('verifies its own signature within the tolerance', () => {
    const signature = webhookSignature(secret, 1700000000, body);
    expect(isValidWebhookSignature(secret, { signature, timestamp: '1700000000' }, body, 1700000100)).toBe(true);
  });

  it.each([
    ['another secret', 'whsec_other', body, 1700000100],
    ['a changed body', secret, '{"event":"order.paid"}', 1700000100],
    ['a replay after the tolerance', secret, body, 1700000301],
  ])('refuses %s', (_, checkSecret, checkBody, now) => {
    const signature = webhookSignature(secret, 1700000000, body);
    expect(isValidWebhookSignature(checkSecret, { signature, timestamp: '1700000000' }, checkBody, now)).toBe(false);
  });

  it('makes a different secret every time', () => {
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
    expect(newWebhookSecret()).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
  });
});
