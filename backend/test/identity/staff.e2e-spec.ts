import { SaveStaffUserUseCase } from '../../src/modules/identity/application/save-staff-user.use-case';
import { createArticle, anArticle } from '../content/fixtures';
import { bearer, startTestApp, TEST_ADMIN, TestApp } from '../support/test-app';
import { addStaffMember, atFreshStep, enrolTwoFactor, passwordStep, tokenOf } from './staff-fixtures';

const asAdmin = (shop: TestApp) => bearer(shop.adminToken);

describe('staff management (identity)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('adds a staff member with a role and a first password, never answering a password back', async () => {
    const res = await shop
      .http()
      .post('/api/admin/staff')
      .set('Authorization', asAdmin(shop))
      .send({ email: 'Noa@Test.Shop', name: 'Noa Cohen', role: 'orders', password: 'noa-first-password' })
      .expect(201);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      email: 'noa@test.shop',
      name: 'Noa Cohen',
      role: 'orders',
      active: true,
      two_factor_enabled: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    const login = await passwordStep(shop, { email: 'noa@test.shop', password: 'noa-first-password' });
    expect(login.user).toMatchObject({ role: 'orders' });
  });

  it('refuses a taken email, a short password and an unknown role, naming the field', async () => {
    await addStaffMember(shop, { email: 'taken@test.shop', role: 'orders' });
    const add = (body: object) => shop.http().post('/api/admin/staff').set('Authorization', asAdmin(shop)).send(body);
    const base = { email: 'new@test.shop', name: 'New', role: 'orders', password: 'long-enough-1' };
    const taken = await add({ ...base, email: 'TAKEN@test.shop' }).expect(409);
    expect(taken.body).toMatchObject({ code: 'STAFF_EMAIL_TAKEN', errors: [{ field: 'email' }] });
    expect((await add({ ...base, password: 'short' }).expect(400)).body).toMatchObject({
      code: 'WEAK_PASSWORD',
      errors: [{ field: 'password' }],
    });
    expect((await add({ ...base, role: 'owner' }).expect(400)).body.errors).toEqual([expect.objectContaining({ field: 'role' })]);
  });

  it('lists staff for ra-data-simple-rest: filtered, sorted, paged, with Content-Range', async () => {
    await addStaffMember(shop, { email: 'list-a@test.shop', role: 'orders', name: 'Avi Desk' });
    await addStaffMember(shop, { email: 'list-b@test.shop', role: 'admin', name: 'Bella Boss' });
    const res = await shop
      .http()
      .get('/api/admin/staff')
      .query({ sort: '["email","ASC"]', range: '[0,0]', filter: JSON.stringify({ q: 'list-' }) })
      .set('Authorization', asAdmin(shop))
      .expect(200);
    expect(res.headers['content-range']).toBe('staff 0-0/2');
    expect(res.body.data.map((m: { email: string }) => m.email)).toEqual(['list-a@test.shop']);
    const admins = await shop
      .http()
      .get('/api/admin/staff')
      .query({ filter: JSON.stringify({ role: 'admin', q: 'bella' }) })
      .set('Authorization', asAdmin(shop))
      .expect(200);
    expect(admins.body.data.map((m: { name: string }) => m.name)).toEqual(['Bella Boss']);
    await shop.http().get('/api/admin/staff').query({ filter: '{"role":"owner"}' }).set('Authorization', asAdmin(shop)).expect(400);
  });

  it('ends the sessions of a member disabled mid-session: the next request is refused, the login too', async () => {
    const member = await addStaffMember(shop, { email: 'mid@test.shop', role: 'orders' });
    const token = await tokenOf(shop, member);
    await shop.http().get('/api/orders').set('Authorization', bearer(token)).expect(200);

    const disabled = await shop
      .http()
      .put(`/api/admin/staff/${member.id}`)
      .set('Authorization', asAdmin(shop))
      .send({ active: false })
      .expect(200);
    expect(disabled.body.data.active).toBe(false);
    const next = await shop.http().get('/api/orders').set('Authorization', bearer(token)).expect(401);
    expect(next.body.code).toBe('SESSION_ENDED');
    const login = await shop.http().post('/api/auth/login').send({ email: member.email, password: member.password }).expect(403);
    expect(login.body.code).toBe('STAFF_DISABLED');
    // A wrong password still says nothing about the account.
    expect(
      (await shop.http().post('/api/auth/login').send({ email: member.email, password: 'wrong-password' }).expect(401)).body.code,
    ).toBe('INVALID_CREDENTIALS');

    await shop.http().put(`/api/admin/staff/${member.id}`).set('Authorization', asAdmin(shop)).send({ active: true }).expect(200);
    await shop
      .http()
      .get('/api/orders')
      .set('Authorization', bearer(await tokenOf(shop, member)))
      .expect(200);
  });

  it('ends the sessions of a member whose role changes, and opens what the new role opens', async () => {
    const member = await addStaffMember(shop, { email: 'promoted@test.shop', role: 'orders' });
    const token = await tokenOf(shop, member);
    await shop.http().get('/api/products/admin').set('Authorization', bearer(token)).expect(403);
    await shop.http().put(`/api/admin/staff/${member.id}`).set('Authorization', asAdmin(shop)).send({ role: 'admin' }).expect(200);
    await shop.http().get('/api/orders').set('Authorization', bearer(token)).expect(401);
    await shop
      .http()
      .get('/api/products/admin')
      .set('Authorization', bearer(await tokenOf(shop, member)))
      .expect(200);
  });

  it('keeps the sessions of a member who is only renamed', async () => {
    const member = await addStaffMember(shop, { email: 'renamed@test.shop', role: 'orders' });
    const token = await tokenOf(shop, member);
    const res = await shop
      .http()
      .put(`/api/admin/staff/${member.id}`)
      .set('Authorization', asAdmin(shop))
      .send({ name: 'New Name' })
      .expect(200);
    expect(res.body.data.name).toBe('New Name');
    await shop.http().get('/api/orders').set('Authorization', bearer(token)).expect(200);
  });

  it('resets a password: the old one and the old sessions stop working', async () => {
    const member = await addStaffMember(shop, { email: 'forgot@test.shop', role: 'orders' });
    const token = await tokenOf(shop, member);
    const reset = (password: string) =>
      shop
        .http()
        .post(`/api/admin/staff/${member.id}/reset-password`)
        .set('Authorization', asAdmin(shop))
        .send({ password, actor_password: TEST_ADMIN.password });
    expect((await reset('short').expect(400)).body.code).toBe('WEAK_PASSWORD');
    await shop.http().get('/api/orders').set('Authorization', bearer(token)).expect(200);
    const answer = await reset('a-brand-new-password').expect(200);
    expect(JSON.stringify(answer.body)).not.toMatch(/password/i);
    await shop.http().get('/api/orders').set('Authorization', bearer(token)).expect(401);
    await shop.http().post('/api/auth/login').send({ email: member.email, password: member.password }).expect(401);
    await tokenOf(shop, { email: member.email, password: 'a-brand-new-password' });
  });

  it('resets two-factor: sessions end, the password alone logs in, and the member enrols again', async () => {
    const member = await addStaffMember(shop, { email: 'lostphone@test.shop', role: 'orders' });
    await atFreshStep(20);
    const { token } = await enrolTwoFactor(shop, await tokenOf(shop, member));
    expect((await passwordStep(shop, member)).two_factor_required).toBe(true);
    const reset = await shop
      .http()
      .post(`/api/admin/staff/${member.id}/reset-two-factor`)
      .set('Authorization', asAdmin(shop))
      .send({ actor_password: TEST_ADMIN.password })
      .expect(200);
    expect(reset.body.data.two_factor_enabled).toBe(false);
    await shop.http().get('/api/orders').set('Authorization', bearer(token)).expect(401);
    const again = await tokenOf(shop, member);
    await shop.http().post('/api/auth/two-factor/setup').set('Authorization', bearer(again)).expect(200);
  });

  it('answers 404 for a member that does not exist', async () => {
    for (const call of [
      shop.http().get('/api/admin/staff/999999'),
      shop.http().put('/api/admin/staff/999999').send({ role: 'orders' }),
      shop.http().post('/api/admin/staff/999999/reset-password').send({ password: 'long-enough-1', actor_password: TEST_ADMIN.password }),
      shop.http().post('/api/admin/staff/999999/reset-two-factor').send({ actor_password: TEST_ADMIN.password }),
    ]) {
      expect((await call.set('Authorization', asAdmin(shop)).expect(404)).body.code).toBe('STAFF_NOT_FOUND');
    }
  });

  it('no longer opens inactive articles to an admin token whose session ended', async () => {
    const draft = await createArticle(shop, anArticle({ title: 'Draft for staff', is_active: false, translations: [] }));
    const member = await addStaffMember(shop, { email: 'editor@test.shop', role: 'admin' });
    const token = await tokenOf(shop, member);
    await shop.http().get(`/api/articles/${draft.id}`).set('Authorization', bearer(token)).expect(200);
    await shop.http().put(`/api/admin/staff/${member.id}`).set('Authorization', asAdmin(shop)).send({ active: false }).expect(200);
    await shop.http().get(`/api/articles/${draft.id}`).set('Authorization', bearer(token)).expect(404);
  });
});

describe('the last active admin (identity)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const change = (shop: TestApp, token: string, id: number, body: object) =>
    shop.http().put(`/api/admin/staff/${id}`).set('Authorization', bearer(token)).send(body);

  it('can be neither demoted nor disabled (409 LAST_ACTIVE_ADMIN), until another admin exists', async () => {
    const me = (await shop.http().get('/api/auth/me').set('Authorization', asAdmin(shop)).expect(200)).body.data;
    for (const body of [{ role: 'orders' }, { role: 'user' }, { active: false }]) {
      const refused = await change(shop, shop.adminToken, me.id, body).expect(409);
      expect(refused.body).toMatchObject({ code: 'LAST_ACTIVE_ADMIN', message: expect.stringContaining('one active admin') });
    }
    // A disabled admin does not count.
    const dormant = await addStaffMember(shop, { email: 'dormant@test.shop', role: 'admin' });
    await change(shop, shop.adminToken, dormant.id, { active: false }).expect(200);
    await change(shop, shop.adminToken, me.id, { role: 'orders' }).expect(409);

    const second = await addStaffMember(shop, { email: 'second@test.shop', role: 'admin' });
    const secondToken = await tokenOf(shop, second);
    await change(shop, shop.adminToken, me.id, { role: 'orders' }).expect(200);
    expect((await change(shop, secondToken, second.id, { active: false }).expect(409)).body.code).toBe('LAST_ACTIVE_ADMIN');
    await change(shop, secondToken, me.id, { role: 'admin' }).expect(200);
  });

  it('survives two admins demoting each other at the same moment: one change wins, one admin stays', async () => {
    // The previous test changed the test admin's role back and forth: its first token has ended.
    const adminToken = await tokenOf(shop, TEST_ADMIN);
    const a = await addStaffMember(shop, { email: 'race-a@test.shop', role: 'admin' }, adminToken);
    const b = await addStaffMember(shop, { email: 'race-b@test.shop', role: 'admin' }, adminToken);
    const tokenA = await tokenOf(shop, a);
    const tokenB = await tokenOf(shop, b);
    // Every other admin steps down first, leaving a and b.
    const others = await shop
      .http()
      .get('/api/admin/staff')
      .query({ filter: JSON.stringify({ role: 'admin', active: true }) })
      .set('Authorization', bearer(tokenA))
      .expect(200);
    for (const other of others.body.data as Array<{ id: number }>) {
      if (other.id !== a.id && other.id !== b.id) await change(shop, tokenA, other.id, { role: 'orders' }).expect(200);
    }
    const [one, two] = await Promise.all([change(shop, tokenA, b.id, { role: 'orders' }), change(shop, tokenB, a.id, { role: 'orders' })]);
    // The loser is refused either by the rule (409) or, when the winner committed first, because its own
    // session ended with its demotion (401).
    const statuses = [one.status, two.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const admins = await shop
      .http()
      .get('/api/admin/staff')
      .query({ filter: JSON.stringify({ role: 'admin', active: true }) })
      .set('Authorization', bearer(one.status === 200 ? tokenA : tokenB))
      .expect(200);
    expect(admins.body.total).toBe(1);
  });

  it("lets the owner's reset (npm run admin:create) enable a disabled account again, ending its sessions", async () => {
    // The owner's way back in after the race above demoted them: admin again, with a new password.
    const owner = { ...TEST_ADMIN, password: 'owner-new-password-1' };
    await shop.app.get(SaveStaffUserUseCase).execute(owner);
    const adminToken = await tokenOf(shop, owner);
    const locked = await addStaffMember(shop, { email: 'locked@test.shop', role: 'admin' }, adminToken);
    const token = await tokenOf(shop, locked);
    await change(shop, adminToken, locked.id, { active: false }).expect(200);
    await shop.app.get(SaveStaffUserUseCase).execute({ email: locked.email, password: 'owner-reset-password', role: 'admin' });
    await shop.http().get('/api/auth/me').set('Authorization', bearer(token)).expect(401);
    await tokenOf(shop, { email: locked.email, password: 'owner-reset-password' });
  });
});

describe('what the session check costs (identity)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { BENCH_SQL_COUNT: 'true' } });
  });
  afterAll(() => shop.close());

  const statements = (res: { headers: Record<string, string> }) => Number(res.headers['x-sql-statements']);

  it('costs a public catalog read nothing: no token, no statement once cached', async () => {
    await shop.http().get('/api/products?lang=he').expect(200);
    const cached = await shop.http().get('/api/products?lang=he').expect(200);
    expect(statements(cached)).toBe(0);
  });

  it('costs a staff request one read by primary key', async () => {
    // The shop settings are kept in the process: after the first read the route itself sends nothing.
    await shop.http().get('/api/shop-settings').set('Authorization', asAdmin(shop)).expect(200);
    const res = await shop.http().get('/api/shop-settings').set('Authorization', asAdmin(shop)).expect(200);
    expect(statements(res)).toBe(1);
  });
});
