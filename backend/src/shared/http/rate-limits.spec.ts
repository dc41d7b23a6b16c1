import { rateLimitOf, rateTrackerOf, UNVERIFIED_CHALLENGE } from './rate-limits';

const jwtWith = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;
const signedBy = (valid: string) => async (challenge: unknown) => (challenge === valid ? 'staff:7' : null);

describe('what a limited action is counted by', () => {
  const none = async () => null;

  it('counts a login per email, in any case', async () => {
    expect(await rateTrackerOf(rateLimitOf('POST', '/api/auth/login')!, { email: ' Dana@Shop.Test ' }, none)).toBe('dana@shop.test');
  });

  it("counts the login's second step per account a signed challenge names", async () => {
    const action = rateLimitOf('POST', '/api/auth/login/two-factor')!;
    expect(action.setting).toBe('TWO_FACTOR_ATTEMPTS_PER_MINUTE');
    const signed = jwtWith({ sub: 7, ver: 1 });
    expect(await rateTrackerOf(action, { challenge: signed }, signedBy(signed))).toBe('staff:7');
  });

  it.each([[undefined], [42], ['not-a-jwt'], [jwtWith({ sub: 7, ver: 1 })]])(
    'counts a challenge that is not signed (%j) apart from every account',
    async (challenge) => {
      const action = rateLimitOf('POST', '/api/auth/login/two-factor')!;
      expect(await rateTrackerOf(action, { challenge }, signedBy('another'))).toBe(UNVERIFIED_CHALLENGE);
    },
  );

  it.each([['/api/admin/staff/:id/reset-password'], ['/api/admin/staff/:id/reset-two-factor']])('limits %s like the login', (route) =>
    expect(rateLimitOf('POST', route)?.setting).toBe('LOGIN_ATTEMPTS_PER_MINUTE'),
  );

  it('counts other actions per address only', async () => {
    expect(await rateTrackerOf(rateLimitOf('POST', '/api/orders')!, { email: 'x@y.z' }, none)).toBe('');
  });
});
