import { auditRecords } from '../audit/fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { addStaffMember, tokenOf } from './staff-fixtures';

describe('logout ends the session on the server (identity)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const me = (token: string) => shop.http().get('/api/auth/me').set('Authorization', bearer(token));
  const logout = (token?: string) => {
    const call = shop.http().post('/api/auth/logout');
    return token ? call.set('Authorization', bearer(token)) : call;
  };

  it('answers 401 for the same token after logout, on every route, and logs the logout', async () => {
    const member = await addStaffMember(shop, { email: 'leaving@test.shop', role: 'orders' });
    const token = await tokenOf(shop, member);
    await me(token).expect(200);
    await shop.http().get('/api/orders').set('Authorization', bearer(token)).expect(200);

    await logout(token).expect(204);
    expect((await me(token).expect(401)).body.code).toBe('SESSION_ENDED');
    await shop.http().get('/api/orders').set('Authorization', bearer(token)).expect(401);
    await logout(token).expect(401);

    // A new login is a new session.
    await me(await tokenOf(shop, member)).expect(200);
    const [record] = await auditRecords(shop, { action: 'logout', staff_id: member.id });
    expect(record).toMatchObject({ entity_type: 'staff-user', entity_id: String(member.id), staff_email: member.email });
  });

  it('answers 401 without a token', async () => {
    await logout().expect(401);
  });

  it('also ends the sessions of a member whose password is reset, or who is disabled', async () => {
    const member = await addStaffMember(shop, { email: 'reset-and-disabled@test.shop', role: 'orders' });
    const before = await tokenOf(shop, member);
    await shop
      .http()
      .post(`/api/admin/staff/${member.id}/reset-password`)
      .set('Authorization', bearer(shop.adminToken))
      .send({ password: 'the-new-password-1', actor_password: 'admin-password-1' })
      .expect(200);
    expect((await me(before).expect(401)).body.code).toBe('SESSION_ENDED');
    const after = await tokenOf(shop, { email: member.email, password: 'the-new-password-1' });
    await shop
      .http()
      .put(`/api/admin/staff/${member.id}`)
      .set('Authorization', bearer(shop.adminToken))
      .send({ active: false })
      .expect(200);
    expect((await me(after).expect(401)).body.code).toBe('SESSION_ENDED');
  });
});
