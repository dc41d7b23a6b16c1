import { describe, expect, it } from 'vitest';
import { webhookForm, webhookPayload, webhookUrlProblem } from './webhookForm';

describe('the webhook form', () => {
  it('starts a new webhook on the placed and paid events, active', () => {
    expect(webhookForm()).toEqual({ url: '', events: ['order.placed', 'order.paid'], description: '', is_active: true });
  });

  it('sends the address trimmed, the events in their order, an empty description as none', () => {
    expect(
      webhookPayload({
        url: ' https://erp.example.com/hook ',
        events: ['order.cancelled', 'order.placed'],
        description: '  ',
        is_active: false,
      }),
    ).toEqual({ url: 'https://erp.example.com/hook', events: ['order.placed', 'order.cancelled'], description: null, is_active: false });
  });

  it.each([
    ['', 'resources.webhooks.errors.url_required'],
    ['ftp://example.com', 'resources.webhooks.errors.url_http'],
    ['example.com/hook', 'resources.webhooks.errors.url_http'],
    ['https://example.com/hook', undefined],
    ['http://127.0.0.1:9000/hook', undefined],
  ])('checks the address %j', (url, problem) => {
    expect(webhookUrlProblem(url)).toBe(problem);
  });
});
