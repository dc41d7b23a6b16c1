import { DataSource } from 'typeorm';
import { StaffUserEntity } from '../../src/modules/identity/infrastructure/staff-user.entity';
import { startTestApp, TestApp } from '../support/test-app';
import { addStaffMember, atFreshStep, authenticatorCode, enrolTwoFactor, passwordStep, tokenOf } from './staff-fixtures';

/**
 * The account-wide limit (ACCOUNT_LOGIN_FAILURES): many client addresses together cannot guess one
 * account's password or codes, and only challenges this shop signed count against an account.
 * Behind a trusted proxy each X-Forwarded-For is a client of its own.
 */
describe('account-wide limit on failed logins (identity)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({
      env: { TRUST_PROXY: 'loopback', ACCOUNT_LOGIN_FAILURES: '3', TWO_FACTOR_ATTEMPTS_PER_MINUTE: '3', LOGIN_ATTEMPTS_PER_MINUTE: '50' },
    });
  });
  afterAll(() => shop.close());

  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const login = (address: string, email: string, password: string) =>
    shop.http().post('/api/auth/login').set(from(address)).send({ email, password });
  const secondStep = (address: string, challenge: string | undefined, code: string) =>
    shop.http().post('/api/auth/login/two-factor').set(from(address)).send({ challenge, code });

  it('holds an account back after its failures from many addresses, with 429 and Retry-After, whatever the password', async () => {
    const member = await addStaffMember(shop, { email: 'sprayed@test.shop', role: 'orders' });
    const statuses: number[] = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      statuses.push((await login(address, member.email, 'guess')).status);
    expect(statuses).toEqual([401, 401, 401]);
    const held = await login('203.0.113.4', member.email, member.password).expect(429);
    expect(held.body.code).toBe('ACCOUNT_ATTEMPTS_EXCEEDED');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another account is not touched.
    const other = await addStaffMember(shop, { email: 'bystander@test.shop', role: 'orders' });
    await login('203.0.113.4', other.email, other.password).expect(200);

    // Once the window is over, the right password works again (the window's start moved back, as time would).
    await shop.app
      .get(DataSource)
      .createQueryBuilder()
      .update(StaffUserEntity)
      .set({ loginFailuresSince: new Date(Date.now() - 16 * 60_000) })
      .where('id = :id', { id: member.id })
      .execute();
    await login('203.0.113.4', member.email, member.password).expect(200);
  });

  it("counts wrong codes of signed challenges from any address toward the account's limit", async () => {
    const member = await addStaffMember(shop, { email: 'codes@test.shop', role: 'orders' });
    await atFreshStep(20);
    const { secret } = await enrolTwoFactor(shop, await tokenOf(shop, member), -1);
    const { challenge: kept } = await passwordStep(shop, member);
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const { challenge } = await passwordStep(shop, member);
      await secondStep(address, challenge, '000000').expect(401);
    }
    // Held: the right code of a challenge taken before is refused, and so is the password step.
    const held = await secondStep('198.51.100.4', kept, authenticatorCode(secret)).expect(429);
    expect(held.body.code).toBe('ACCOUNT_ATTEMPTS_EXCEEDED');
    expect((await login('198.51.100.4', member.email, member.password).expect(429)).body.code).toBe('ACCOUNT_ATTEMPTS_EXCEEDED');
  });

  it("does not let forged challenges naming an account spend that account's attempts, even from its own address", async () => {
    const member = await addStaffMember(shop, { email: 'victim@test.shop', role: 'orders' });
    await atFreshStep(20);
    const { secret } = await enrolTwoFactor(shop, await tokenOf(shop, member), -1);
    const { challenge } = await passwordStep(shop, member);
    // The victim's own account number in the payload, with a signature the shop never made.
    const forged = `${challenge!.split('.').slice(0, 2).join('.')}.${Buffer.from('forged-signature').toString('base64url')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await secondStep('192.0.2.50', forged, '000000')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    // The victim, behind the same address, still logs in with the right code.
    const ok = await secondStep('192.0.2.50', challenge, authenticatorCode(secret)).expect(200);
    expect(ok.body.access_token).toEqual(expect.any(String));
  });
});
