import { bearer, startTestApp, TEST_ADMIN, TestApp } from '../support/test-app';
import { Caller } from './access-table';
import { documentedRoutes, walkAs } from './access-walk';
import { addStaffMember, atFreshStep, authenticatorCode, enrolTwoFactor, passwordStep, stepsFromNow, tokenOf } from './staff-fixtures';

const secondStep = (shop: TestApp, challenge: string | undefined, code: string) =>
  shop.http().post('/api/auth/login/two-factor').send({ challenge, code });

describe('two-factor login (identity)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('enrols with the QR code and secret shown once, confirmed by a code from the app', async () => {
    const member = await addStaffMember(shop, { email: 'enrol@test.shop', role: 'orders' });
    const token = await tokenOf(shop, member);
    const auth = bearer(token);
    expect((await shop.http().get('/api/auth/two-factor').set('Authorization', auth).expect(200)).body.data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });

    const setup = (await shop.http().post('/api/auth/two-factor/setup').set('Authorization', auth).expect(200)).body.data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toBe(
      `otpauth://totp/shop.test:enrol%40test.shop?issuer=shop.test&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

    await atFreshStep();
    const wrong = await shop.http().post('/api/auth/two-factor/confirm').set('Authorization', auth).send({ code: '000000' }).expect(400);
    expect(wrong.body).toMatchObject({ code: 'TWO_FACTOR_CODE_INVALID', errors: [{ field: 'code' }] });

    const confirmed = await shop
      .http()
      .post('/api/auth/two-factor/confirm')
      .set('Authorization', auth)
      .send({ code: authenticatorCode(setup.secret) })
      .expect(200);
    const codes: string[] = confirmed.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect(confirmed.body.data.user).toMatchObject({ email: member.email, two_factor_enabled: true });

    // Every session from before ends; the new token goes on. The key is never shown again.
    await shop.http().get('/api/auth/me').set('Authorization', auth).expect(401);
    const fresh = bearer(confirmed.body.data.access_token);
    const status = (await shop.http().get('/api/auth/two-factor').set('Authorization', fresh).expect(200)).body.data;
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(JSON.stringify(status)).not.toContain(setup.secret);
    const again = await shop.http().post('/api/auth/two-factor/setup').set('Authorization', fresh).expect(409);
    expect(again.body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    await shop.http().get('/api/orders').set('Authorization', fresh).expect(200);
  });

  it('refuses a confirmation before any setup', async () => {
    const member = await addStaffMember(shop, { email: 'nosetup@test.shop', role: 'orders' });
    const res = await shop
      .http()
      .post('/api/auth/two-factor/confirm')
      .set('Authorization', bearer(await tokenOf(shop, member)))
      .send({ code: '123456' })
      .expect(409);
    expect(res.body.code).toBe('TWO_FACTOR_NOT_STARTED');
  });

  describe('logging in with two-factor on', () => {
    let member: { id: number; email: string; password: string };
    let secret: string;
    let recoveryCodes: string[];
    beforeAll(async () => {
      member = await addStaffMember(shop, { email: 'twostep@test.shop', role: 'admin' });
      await atFreshStep(20);
      ({ secret, recoveryCodes } = await enrolTwoFactor(shop, await tokenOf(shop, member), -1));
    });

    it('answers a challenge, not a token, to the right password', async () => {
      const first = await passwordStep(shop, member);
      expect(first).toEqual({ two_factor_required: true, challenge: expect.any(String) });
      // The challenge opens nothing by itself.
      await shop.http().get('/api/auth/me').set('Authorization', bearer(first.challenge!)).expect(401);
      await shop.http().get('/api/dashboard').set('Authorization', bearer(first.challenge!)).expect(401);
    });

    it('takes a code computed from the secret once; a wrong code and a replay are refused', async () => {
      await atFreshStep();
      const { challenge } = await passwordStep(shop, member);
      const wrong = await secondStep(shop, challenge, '123456').expect(401);
      expect(wrong.body.code).toBe('TWO_FACTOR_CODE_INVALID');

      const code = authenticatorCode(secret);
      const ok = await secondStep(shop, challenge, code).expect(200);
      expect(ok.body).toMatchObject({ two_factor_required: false, user: { email: member.email, two_factor_enabled: true } });
      await shop.http().get('/api/admin/staff').set('Authorization', bearer(ok.body.access_token)).expect(200);

      // The same code again, within its window, even with a new challenge.
      const replay = await secondStep(shop, (await passwordStep(shop, member)).challenge, code).expect(401);
      expect(replay.body.code).toBe('TWO_FACTOR_CODE_USED');
      // The app's next code is taken (one step ahead is within the window), and then no earlier one.
      await secondStep(shop, challenge, authenticatorCode(secret, stepsFromNow(1))).expect(200);
      expect((await secondStep(shop, challenge, code).expect(401)).body.code).toBe('TWO_FACTOR_CODE_USED');
    });

    it('takes each recovery code once, typed in any case and spacing', async () => {
      const { challenge } = await passwordStep(shop, member);
      const typed = recoveryCodes[0].toLowerCase().replace('-', ' ');
      const ok = await secondStep(shop, challenge, typed).expect(200);
      expect(ok.body.access_token).toEqual(expect.any(String));
      const again = await secondStep(shop, challenge, recoveryCodes[0]).expect(401);
      expect(again.body.code).toBe('TWO_FACTOR_CODE_INVALID');
      const status = await shop.http().get('/api/auth/two-factor').set('Authorization', bearer(ok.body.access_token)).expect(200);
      expect(status.body.data.recovery_codes_left).toBe(9);
      await secondStep(shop, challenge, recoveryCodes[1]).expect(200);
    });

    it('refuses a forged challenge and one issued before an admin reset two-factor', async () => {
      const { challenge } = await passwordStep(shop, member);
      const forged = challenge!.slice(0, -3) + (challenge!.endsWith('AAA') ? 'BBB' : 'AAA');
      expect((await secondStep(shop, forged, recoveryCodes[2]).expect(401)).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
      await shop
        .http()
        .post(`/api/admin/staff/${member.id}/reset-two-factor`)
        .set('Authorization', bearer(shop.adminToken))
        .send({ actor_password: TEST_ADMIN.password })
        .expect(200);
      expect((await secondStep(shop, challenge, recoveryCodes[2]).expect(401)).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
      // Two-factor is off now: the password alone answers a token again.
      expect((await passwordStep(shop, member)).access_token).toEqual(expect.any(String));
    });
  });
});

describe('two-factor codes are rate-limited (identity)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { TWO_FACTOR_ATTEMPTS_PER_MINUTE: '3' } });
  });
  afterAll(() => shop.close());

  it('answers 429 with Retry-After after the allowed attempts on one account', async () => {
    const member = await addStaffMember(shop, { email: 'guessed@test.shop', role: 'orders' });
    await atFreshStep(20);
    const { secret } = await enrolTwoFactor(shop, await tokenOf(shop, member), -1);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await secondStep(shop, (await passwordStep(shop, member)).challenge, '000000')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await secondStep(shop, (await passwordStep(shop, member)).challenge, authenticatorCode(secret)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('STAFF_TWO_FACTOR=required (identity)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { STAFF_TWO_FACTOR: 'required' } });
  });
  afterAll(() => shop.close());

  it('gives a staff member without two-factor a token that opens only their own account', async () => {
    const first = await passwordStep(shop, TEST_ADMIN);
    expect(first).toMatchObject({ two_factor_required: false, user: { two_factor_enrolment_required: true, two_factor_enabled: false } });
    const refused = await shop.http().get('/api/dashboard').set('Authorization', bearer(first.access_token!)).expect(403);
    expect(refused.body.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    const caller: Caller = 'enrolment required';
    expect(await walkAs(shop, caller, first.access_token!, documentedRoutes(shop))).toEqual([]);
  });

  it('opens everything once the staff member has enrolled, and asks for the code at the next login', async () => {
    await atFreshStep(20);
    const { secret, token } = await enrolTwoFactor(shop, await tokenOf(shop, TEST_ADMIN), -1);
    expect((await shop.http().get('/api/auth/me').set('Authorization', bearer(token)).expect(200)).body.data).toMatchObject({
      two_factor_enabled: true,
      two_factor_enrolment_required: false,
    });
    await shop.http().get('/api/dashboard').set('Authorization', bearer(token)).expect(200);
    const first = await passwordStep(shop, TEST_ADMIN);
    expect(first.two_factor_required).toBe(true);
    const second = await secondStep(shop, first.challenge, authenticatorCode(secret)).expect(200);
    await shop.http().get('/api/admin/staff').set('Authorization', bearer(second.body.access_token)).expect(200);
  });
});
