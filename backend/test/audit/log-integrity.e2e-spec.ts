import { DataSource } from 'typeorm';
import { RemoveOldAuditRecordsUseCase } from '../../src/modules/audit/application/remove-old-audit-records.use-case';
import { AuditRecordEntity } from '../../src/modules/audit/infrastructure/audit-record.entity';
import { ProductEntity } from '../../src/modules/catalog/infrastructure/product.entity';
import { runAsStaff } from '../../src/shared/audit/staff-actor';
import { aProduct, asAdmin, createProduct } from '../catalog/fixtures';
import { addStaffMember, tokenOf } from '../identity/staff-fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { auditRecords } from './fixtures';

const ADMIN_ACTOR = { staffId: 1, email: 'admin@test.shop', role: 'admin', address: '127.0.0.1' };

describe('audit log: read only, kept for the retention, all or nothing with its change', () => {
  let shop: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    shop = await startTestApp({ env: { AUDIT_RETENTION_MONTHS: '6' } });
    db = shop.app.get(DataSource);
  });
  afterAll(() => shop.close());

  it('cannot be changed or deleted through the API: no such route', async () => {
    const product = await createProduct(shop, { name: 'Immutable' });
    const [record] = await auditRecords(shop, { entity_type: 'product', entity_id: String(product.id) });
    await asAdmin(shop).get(`/api/admin/audit-log/${record.id}`).expect(200);
    for (const call of [
      asAdmin(shop).put(`/api/admin/audit-log/${record.id}`, { action: 'nothing' }),
      asAdmin(shop).delete(`/api/admin/audit-log/${record.id}`),
      asAdmin(shop).post('/api/admin/audit-log', { action: 'forged' }),
      asAdmin(shop).delete('/api/admin/audit-log'),
    ]) {
      expect([404, 405]).toContain((await call).status);
    }
    const [still] = await auditRecords(shop, { entity_type: 'product', entity_id: String(product.id) });
    expect(still).toEqual(record);
  });

  it('is for admins only: the orders desk and a user are refused', async () => {
    const desk = await addStaffMember(shop, { email: 'audit-desk-reader@test.shop', role: 'orders' });
    await shop
      .http()
      .get('/api/admin/audit-log')
      .set('Authorization', bearer(await tokenOf(shop, desk)))
      .expect(403);
    await shop.http().get('/api/admin/audit-log').set('Authorization', bearer(shop.userToken)).expect(403);
    await shop.http().get('/api/admin/audit-log').expect(401);
  });

  it('lists in the database: filters by dates, pages with Content-Range, refuses a bad filter naming it', async () => {
    await createProduct(shop, { name: 'Paged one' });
    await createProduct(shop, { name: 'Paged two' });
    const page = await asAdmin(shop).get(
      `/api/admin/audit-log?range=[0,0]&sort=["created_at","DESC"]&filter=${encodeURIComponent(JSON.stringify({ entity_type: 'product', action: 'create' }))}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers['content-range']).toMatch(/^audit-log 0-0\/\d+$/);
    expect(page.body.data).toHaveLength(1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await auditRecords(shop, { from: tomorrow })).toEqual([]);
    expect((await auditRecords(shop, { to: new Date().toISOString().slice(0, 10) })).length).toBeGreaterThan(0);
    const bad = await asAdmin(shop).get(`/api/admin/audit-log?filter=${encodeURIComponent('{"from":"yesterday"}')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('filter.from');
  });

  it('removes records older than AUDIT_RETENTION_MONTHS and keeps the newer ones', async () => {
    const product = await createProduct(shop, { name: 'Retained' });
    const old = await createProduct(shop, { name: 'Expired' });
    const [oldRecord] = await auditRecords(shop, { entity_type: 'product', entity_id: String(old.id) });
    await db.getRepository(AuditRecordEntity).update({ id: oldRecord.id }, { createdAt: new Date(Date.now() - 200 * 86_400_000) });
    const removed = await shop.app.get(RemoveOldAuditRecordsUseCase).execute();
    expect(removed).toBe(1);
    expect(await auditRecords(shop, { entity_type: 'product', entity_id: String(old.id) })).toEqual([]);
    expect(await auditRecords(shop, { entity_type: 'product', entity_id: String(product.id) })).toHaveLength(1);
  });

  it('leaves no record of a write that failed: the record rolls back with its change', async () => {
    const product = await createProduct(shop, { name: 'Rolled back', price: 50 });
    await expect(
      runAsStaff(ADMIN_ACTOR, () =>
        db.transaction(async (m) => {
          const row = await m.findOneByOrFail(ProductEntity, { id: product.id });
          await m.save(ProductEntity, m.merge(ProductEntity, row, { price: 60 }));
          throw new Error('the rest of the write failed');
        }),
      ),
    ).rejects.toThrow('the rest of the write failed');
    expect((await db.getRepository(ProductEntity).findOneByOrFail({ id: product.id })).price).toBe(50);
    expect(await auditRecords(shop, { entity_type: 'product', entity_id: String(product.id), action: 'update' })).toEqual([]);
  });

  it('refuses a change whose record cannot be written: the price stays as it was', async () => {
    const product = await createProduct(shop, { name: 'Unrecorded', price: 70 });
    await db.query('ALTER TABLE audit_records RENAME TO audit_records_away');
    try {
      const res = await asAdmin(shop).put(`/api/products/${product.id}`, aProduct({ name: 'Unrecorded', price: 80 }));
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await db.query('ALTER TABLE audit_records_away RENAME TO audit_records');
    }
    const after = await asAdmin(shop).get(`/api/products/${product.id}`).expect(200);
    expect(after.body.data.price).toBe(70);
  });
});
