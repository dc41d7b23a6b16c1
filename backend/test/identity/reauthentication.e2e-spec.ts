import { bearer, startTestApp, TEST_ADMIN, TestApp } from '../support/test-app';
import { addStaffMember, atFreshStep, authenticatorCode, enrolTwoFactor, passwordStep, tokenOf } from './staff-fixtures';

const resetTwoFactor = (shop: TestApp, token: string, id: number, proof: object = {}) =>
  shop.http().post(`/api/admin/staff/${id}/reset-two-factor`).set('Authorization', bearer(token)).send(proof);

const resetPassword = (shop: TestApp, token: string, id: number, body: object) =>
  shop.http().post(`/api/admin/staff/${id}/reset-password`).set('Authorization', bearer(token)).send(body);

/** The refusal's code and the field it names. */
const refusal = (res: { body: { code: string; errors?: Array<{ field: string }> } }) => [res.body.code, res.body.errors?.[0]?.field];

describe('re-authentication for two-factor off and admin resets (identity)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  /** An admin with two-factor on: their member record, a token, the authenticator key and recovery codes. */
  async function adminWithTwoFactor(email: string) {
    const member = await addStaffMember(shop, { email, role: 'admin' });
    await atFreshStep(20);
    const enrolled = await enrolTwoFactor(shop, await tokenOf(shop, member), -1);
    return { ...member, ...enrolled };
  }

  it('does not switch its own two-factor off with a token alone, nor with a wrong password or code', async () => {
    const owner = await adminWithTwoFactor('owner-2fa@test.shop');
    expect(refusal(await resetTwoFactor(shop, owner.token, owner.id).expect(400))).toEqual(['ACTOR_PASSWORD_REQUIRED', 'actor_password']);
    expect(refusal(await resetTwoFactor(shop, owner.token, owner.id, { actor_password: owner.password }).expect(400))).toEqual([
      'ACTOR_CODE_REQUIRED',
      'actor_code',
    ]);
    const wrongPassword = { actor_password: 'not-my-password', actor_code: owner.recoveryCodes[0] };
    expect(refusal(await resetTwoFactor(shop, owner.token, owner.id, wrongPassword).expect(403))).toEqual([
      'ACTOR_PASSWORD_INVALID',
      'actor_password',
    ]);
    const wrongCode = { actor_password: owner.password, actor_code: '000000' };
    expect(refusal(await resetTwoFactor(shop, owner.token, owner.id, wrongCode).expect(403))).toEqual(['ACTOR_CODE_INVALID', 'actor_code']);
    // Still on: the password alone asks for the second step.
    expect(await passwordStep(shop, owner)).toMatchObject({ two_factor_required: true });

    const proof = { actor_password: owner.password, actor_code: owner.recoveryCodes[0] };
    expect((await resetTwoFactor(shop, owner.token, owner.id, proof).expect(200)).body.data.two_factor_enabled).toBe(false);
    expect((await passwordStep(shop, owner)).access_token).toEqual(expect.any(String));
  });

  it("resets another admin's password only with the acting admin's password and a current code, each code once", async () => {
    const actor = await adminWithTwoFactor('actor-2fa@test.shop');
    const other = await addStaffMember(shop, { email: 'other-admin@test.shop', role: 'admin' });
    const newPassword = 'taken-over-password';
    expect(refusal(await resetPassword(shop, actor.token, other.id, { password: newPassword }).expect(400))).toEqual([
      'ACTOR_PASSWORD_REQUIRED',
      'actor_password',
    ]);
    await shop.http().post('/api/auth/login').send({ email: other.email, password: newPassword }).expect(401);

    const code = authenticatorCode(actor.secret);
    const proof = { password: newPassword, actor_password: actor.password, actor_code: code };
    await resetPassword(shop, actor.token, other.id, proof).expect(200);
    await tokenOf(shop, { email: other.email, password: newPassword });
    // The same code again is a replay.
    const replay = await resetPassword(shop, actor.token, other.id, { ...proof, password: 'yet-another-password' }).expect(403);
    expect(refusal(replay)).toEqual(['ACTOR_CODE_USED', 'actor_code']);
  });

  it("resets another admin's two-factor only with the acting admin's password (no code when the actor has no two-factor)", async () => {
    const other = await adminWithTwoFactor('other-2fa@test.shop');
    await resetTwoFactor(shop, shop.adminToken, other.id).expect(400);
    expect(refusal(await resetTwoFactor(shop, shop.adminToken, other.id, { actor_password: 'guessed-password' }).expect(403))).toEqual([
      'ACTOR_PASSWORD_INVALID',
      'actor_password',
    ]);
    expect(await passwordStep(shop, other)).toMatchObject({ two_factor_required: true });
    await resetTwoFactor(shop, shop.adminToken, other.id, { actor_password: TEST_ADMIN.password }).expect(200);
    expect(await passwordStep(shop, other)).toMatchObject({ two_factor_required: false });
  });

  it('refuses a body with fields it does not know, naming them', async () => {
    const res = await resetTwoFactor(shop, shop.adminToken, 1, { actor_password: TEST_ADMIN.password, code: '1' }).expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'code' })]);
  });
});

describe('re-authentication is rate-limited like the login (identity)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '3' } });
  });
  afterAll(() => shop.close());

  it('answers 429 with Retry-After after the allowed attempts from one address', async () => {
    const member = await addStaffMember(shop, { email: 'target@test.shop', role: 'orders' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await resetPassword(shop, shop.adminToken, member.id, { password: 'new-password-1', actor_password: `guess-${i}` })).status,
      );
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
    const limited = await resetPassword(shop, shop.adminToken, member.id, { password: 'new-password-1', actor_password: 'guess' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
