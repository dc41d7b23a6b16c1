import { aSeoRecord, anArticle, asAdmin, createArticle, createSeoRecord } from '../content/fixtures';
import { aDiscountCode, aDiscountCodeBody } from '../promotions/fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { auditRecords, expectNothingSecret } from './fixtures';

describe('audit log: articles, SEO records and shop settings', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it("records an article's title changed and its deletion", async () => {
    const article = await createArticle(shop, anArticle({ title: 'Audit gloves' }));
    await shop
      .http()
      .put(`/api/articles/${article.id}`)
      .set('Authorization', asAdmin(shop))
      .send(anArticle({ title: 'Audit gloves, 2027' }))
      .expect(200);
    await shop
      .http()
      .delete(`/api/articles/${article.id}`)
      .set('Authorization', asAdmin(shop))
      .expect((res) => expect(res.status).toBeLessThan(300));
    const records = await auditRecords(shop, { entity_type: 'article', entity_id: String(article.id) });
    expect(records.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(records[1].changes.title).toEqual({ before: 'Audit gloves', after: 'Audit gloves, 2027' });
    expect(records[0].changes.title).toEqual({ before: 'Audit gloves, 2027', after: null });
  });

  it("records an SEO record's title before and after", async () => {
    const seo = await createSeoRecord(shop, aSeoRecord({ title: 'Old title' }));
    await shop
      .http()
      .put(`/api/seo/${seo.id}`)
      .set('Authorization', asAdmin(shop))
      .send(aSeoRecord({ title: 'New title' }))
      .expect(200);
    const [update] = await auditRecords(shop, { entity_type: 'seo-record', entity_id: String(seo.id), action: 'update' });
    expect(update.changes.title).toEqual({ before: 'Old title', after: 'New title' });
  });

  it('records the shop settings staff change, each field before and after', async () => {
    const settings = {
      courier_enabled: true,
      courier_fee: 30,
      free_delivery_from: 400,
      installment_rule: [
        { from: 0, max_payments: 1 },
        { from: 300, max_payments: 3 },
      ],
    };
    await shop.http().put('/api/shop-settings').set('Authorization', asAdmin(shop)).send(settings).expect(200);
    await shop
      .http()
      .put('/api/shop-settings')
      .set('Authorization', asAdmin(shop))
      .send({ ...settings, courier_fee: 35 })
      .expect(200);
    const [latest] = await auditRecords(shop, { entity_type: 'shop-settings' });
    expect(latest.action).toBe('update');
    expect(latest.changes.courierFee).toEqual({ before: 30, after: 35 });
    expect(Object.keys(latest.changes)).toEqual(['courierFee']);
    expectNothingSecret(await auditRecords(shop));
  });

  it("records a discount code's value changed and its deletion", async () => {
    const code = await aDiscountCode(shop, { code: 'AUDIT10', value: 10 });
    await shop
      .http()
      .put(`/api/admin/discount-codes/${code.id}`)
      .set('Authorization', bearer(shop.adminToken))
      .send(aDiscountCodeBody({ code: 'AUDIT10', value: 15 }))
      .expect(200);
    await shop.http().delete(`/api/admin/discount-codes/${code.id}`).set('Authorization', bearer(shop.adminToken)).expect(200);
    const records = await auditRecords(shop, { entity_type: 'discount-code', entity_id: String(code.id) });
    expect(records.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(records[1].changes.value).toEqual({ before: 10, after: 15 });
    expect(records[0].changes.code).toEqual({ before: 'AUDIT10', after: null });
  });
});
