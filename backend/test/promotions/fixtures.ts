import { bearer, TestApp } from '../support/test-app';

let codeCounter = 0;

/** A code as the back office's form sends it: 10% off, no limits, valid now. */
export function aDiscountCodeBody(over: Record<string, unknown> = {}) {
  return {
    code: `CODE${++codeCounter}${Date.now() % 100000}`,
    kind: 'percent',
    value: 10,
    minimum_total: null,
    valid_from: null,
    valid_to: null,
    max_uses: null,
    max_uses_per_email: null,
    active: true,
    ...over,
  };
}

/** Created through the admin API; answers the created code. */
export async function aDiscountCode(shop: TestApp, over: Record<string, unknown> = {}) {
  const res = await shop
    .http()
    .post('/api/admin/discount-codes')
    .set('Authorization', bearer(shop.adminToken))
    .send(aDiscountCodeBody(over));
  if (res.status !== 201) throw new Error(`discount code not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; code: string; uses: number };
}

/** Saves shop settings through the admin API (merged over the defaults). */
export async function withShopSettings(shop: TestApp, over: Record<string, unknown> = {}) {
  await shop
    .http()
    .put('/api/shop-settings')
    .set('Authorization', bearer(shop.adminToken))
    .send({
      courier_enabled: true,
      courier_fee: 30,
      free_delivery_from: 400,
      installment_rule: [
        { from: 0, max_payments: 1 },
        { from: 300, max_payments: 3 },
        { from: 1000, max_payments: 6 },
      ],
      ...over,
    })
    .expect(200);
}

/** A courier address as checkout sends it. */
export const anAddress = (over: Record<string, unknown> = {}) => ({
  city: 'ראשון לציון',
  street: 'הרצל',
  house_number: '12א',
  apartment: '4',
  zip: '7525101',
  notes: 'קומה 2',
  ...over,
});
