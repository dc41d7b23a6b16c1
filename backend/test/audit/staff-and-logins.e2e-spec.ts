import { addStaffMember, enrolTwoFactor, tokenOf } from '../identity/staff-fixtures';
import { bearer, startTestApp, TEST_ADMIN, TestApp } from '../support/test-app';
import { auditRecords, expectNothingSecret } from './fixtures';

describe('audit log: staff, roles, logins and two-factor', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const asAdmin = () => bearer(shop.adminToken);

  it('records a staff member added, their role changed, disabled, and a new password (never the password)', async () => {
    const member = await addStaffMember(shop, { email: 'audit-desk@test.shop', role: 'orders', password: 'first-secret-pass' });
    await shop.http().put(`/api/admin/staff/${member.id}`).set('Authorization', asAdmin()).send({ role: 'admin' }).expect(200);
    await shop.http().put(`/api/admin/staff/${member.id}`).set('Authorization', asAdmin()).send({ active: false }).expect(200);
    await shop
      .http()
      .post(`/api/admin/staff/${member.id}/reset-password`)
      .set('Authorization', asAdmin())
      .send({ password: 'second-secret-pass', actor_password: TEST_ADMIN.password })
      .expect(200);
    const records = await auditRecords(shop, { entity_type: 'staff-user', entity_id: String(member.id) });
    expect(records.map((r) => r.action)).toEqual(['password-reset', 'update', 'update', 'create']);
    expect(records[2].changes).toEqual({ role: { before: 'orders', after: 'admin' } });
    expect(records[1].changes).toEqual({ active: { before: true, after: false } });
    expect(records[3].changes).toMatchObject({
      email: { before: null, after: 'audit-desk@test.shop' },
      role: { before: null, after: 'orders' },
    });
    expect(records.every((r) => r.staff_email === TEST_ADMIN.email)).toBe(true);
    expectNothingSecret(records, ['first-secret-pass', 'second-secret-pass']);
  });

  it('records logins and refused logins with the address, never the password typed', async () => {
    const member = await addStaffMember(shop, { email: 'audit-login@test.shop', role: 'orders', password: 'right-pass-123' });
    await shop.http().post('/api/auth/login').send({ email: member.email, password: 'wrong-pass-456' }).expect(401);
    await shop.http().post('/api/auth/login').send({ email: 'nobody-audit@test.shop', password: 'guess-pass-789' }).expect(401);
    await shop.http().post('/api/auth/login').send({ email: member.email, password: 'right-pass-123' }).expect(200);

    const failed = await auditRecords(shop, { action: 'login-failed' });
    expect(failed.map((r) => r.staff_email)).toEqual(expect.arrayContaining([member.email, 'nobody-audit@test.shop']));
    expect(failed.find((r) => r.staff_email === member.email)).toMatchObject({ staff_id: member.id, address: expect.any(String) });
    const [login] = await auditRecords(shop, { action: 'login', staff_id: member.id });
    expect(login).toMatchObject({
      staff_email: member.email,
      staff_role: 'orders',
      entity_type: 'staff-user',
      entity_id: String(member.id),
    });
    expectNothingSecret([...failed, login], ['wrong-pass-456', 'guess-pass-789', 'right-pass-123']);
  });

  it('records a two-factor enrolment and its reset, without the key or the recovery codes', async () => {
    const member = await addStaffMember(shop, { email: 'audit-2fa@test.shop', role: 'orders' });
    const { secret, recoveryCodes } = await enrolTwoFactor(shop, await tokenOf(shop, member), -1);
    await shop
      .http()
      .post(`/api/admin/staff/${member.id}/reset-two-factor`)
      .set('Authorization', asAdmin())
      .send({ actor_password: TEST_ADMIN.password })
      .expect(200);
    const records = await auditRecords(shop, { entity_type: 'staff-user', entity_id: String(member.id) });
    const enrol = records.find((r) => r.action === 'two-factor-enrol')!;
    expect(enrol).toMatchObject({
      staff_email: member.email,
      changes: { twoFactorEnabledAt: { before: null, after: expect.any(String) } },
    });
    expect(records.find((r) => r.action === 'two-factor-reset')).toMatchObject({ staff_email: TEST_ADMIN.email });
    expectNothingSecret(records, [secret, ...recoveryCodes]);
  });
});
