import { describe, expect, it } from 'vitest';
import {
  moneyProblem,
  ruleProblem,
  ruleRowIndex,
  ruleSummary,
  shopSettingsForm,
  shopSettingsPayload,
  stepFromProblem,
  stepPaymentsProblem,
} from './shopSettingsForm';

const E = 'resources.shop-settings.errors';

describe('shop settings form', () => {
  it('fills the form from the answer, the rule in shekels', () => {
    expect(
      shopSettingsForm({
        time_zone: 'Asia/Jerusalem',
        courier_enabled: false,
        courier_fee: 30,
        free_delivery_from: null,
        installment_rule: [
          { from: 0, max_payments: 1 },
          { from: 300, max_payments: 3 },
        ],
        alert_emails: ['orders@shop.example', 'owner@shop.example'],
        low_stock_threshold: 3,
      }),
    ).toEqual({
      id: 'current',
      courier_enabled: false,
      courier_fee: 30,
      free_delivery_from: null,
      installment_rule: [
        { from: 0, max_payments: 1 },
        { from: 300, max_payments: 3 },
      ],
      time_zone: 'Asia/Jerusalem',
      alert_emails: 'orders@shop.example\nowner@shop.example',
      low_stock_threshold: 3,
      publish_reviews_at_once: false,
    });
  });

  it('starts from the shop rules default table when the server has none', () => {
    expect(shopSettingsForm({ time_zone: 'Asia/Jerusalem', installment_rule: undefined }).installment_rule).toEqual([
      { from: 0, max_payments: 1 },
      { from: 300, max_payments: 3 },
      { from: 1000, max_payments: 6 },
    ]);
  });

  it('sends amounts to the agora, an empty threshold as never free and no blank rows', () => {
    expect(
      shopSettingsPayload({
        courier_enabled: true,
        courier_fee: 29.999,
        free_delivery_from: '' as unknown as null,
        installment_rule: [
          { from: 0, max_payments: 1 },
          { from: null, max_payments: null },
          { from: 299.5, max_payments: '3' as unknown as number },
        ],
      }),
    ).toEqual({
      courier_enabled: true,
      courier_fee: 30,
      free_delivery_from: null,
      installment_rule: [
        { from: 0, max_payments: 1 },
        { from: 299.5, max_payments: 3 },
      ],
      alert_emails: [],
    });
  });

  it('sends the alert addresses one a line or separated by commas, and the low-stock threshold', () => {
    const payload = shopSettingsPayload({
      courier_fee: 30,
      alert_emails: ' orders@shop.example\n\nowner@shop.example, desk@shop.example ',
      low_stock_threshold: '4' as unknown as number,
    });
    expect(payload.alert_emails).toEqual(['orders@shop.example', 'owner@shop.example', 'desk@shop.example']);
    expect(payload.low_stock_threshold).toBe(4);
  });

  it('keeps a threshold of zero (always free) apart from none', () => {
    expect(shopSettingsPayload({ courier_fee: 30, free_delivery_from: 0 }).free_delivery_from).toBe(0);
  });
});

describe('shop settings checks', () => {
  it.each([
    [null, undefined],
    [0, undefined],
    [12.5, undefined],
    [0.07, undefined],
    [-1, `${E}.not_negative`],
    [1.005, `${E}.agorot`],
    [100000, undefined],
    [100000.01, `${E}.too_large`],
  ])('money %s', (value, problem) => {
    expect(moneyProblem(value)).toBe(problem);
  });

  it('reads the row of an input path', () => {
    expect(ruleRowIndex('installment_rule.2.from')).toBe(2);
    expect(ruleRowIndex('courier_fee')).toBeNull();
  });

  const rows = [
    { from: 0, max_payments: 1 },
    { from: 300, max_payments: 3 },
  ];

  it.each([
    [0, 0, undefined],
    [null, 0, `${E}.required`],
    [-5, 0, `${E}.not_negative`],
    [400, 2, undefined],
    [300, 2, `${E}.ascending`],
    [200, 2, `${E}.ascending`],
  ])('step from %s in row %s', (value, index, problem) => {
    expect(stepFromProblem(value, rows, index)).toBe(problem);
  });

  it.each([
    [1, undefined],
    [12, undefined],
    [0, `${E}.payments_range`],
    [13, `${E}.payments_range`],
    [2.5, `${E}.payments_range`],
    [null, `${E}.required`],
  ])('payments %s', (value, problem) => {
    expect(stepPaymentsProblem(value)).toBe(problem);
  });

  it('wants at least one step', () => {
    expect(ruleProblem([])).toBe(`${E}.rule_empty`);
    expect(ruleProblem(rows)).toBeUndefined();
  });

  it('words the rule as ranges of totals, up to the agora before the next step', () => {
    expect(
      ruleSummary([
        { from: 1000, max_payments: 6 },
        { from: 0, max_payments: 1 },
        { from: 300, max_payments: 3 },
        { from: null, max_payments: 2 },
      ]),
    ).toEqual([
      { from: 0, to: 299.99, payments: 1 },
      { from: 300, to: 999.99, payments: 3 },
      { from: 1000, to: null, payments: 6 },
    ]);
  });

  it('previews nothing while two steps start at the same total', () => {
    expect(
      ruleSummary([
        { from: 0, max_payments: 1 },
        { from: 0, max_payments: 3 },
      ]),
    ).toEqual([]);
  });
});
