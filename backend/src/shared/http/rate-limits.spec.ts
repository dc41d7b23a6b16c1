import { challengeAccount, rateLimitOf, rateTrackerOf } from './rate-limits';

const jwtWith = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('what a limited action is counted by', () => {
  it('counts a login per email, in any case', () => {
    expect(rateTrackerOf(rateLimitOf('POST', '/api/auth/login')!, { email: ' Dana@Shop.Test ' })).toBe('dana@shop.test');
  });

  it('counts the login second step per account the challenge names', () => {
    const action = rateLimitOf('POST', '/api/auth/login/two-factor')!;
    expect(action.setting).toBe('TWO_FACTOR_ATTEMPTS_PER_MINUTE');
    expect(rateTrackerOf(action, { challenge: jwtWith({ sub: 7, ver: 1 }) })).toBe('staff:7');
  });

  it.each([[undefined], [42], ['not-a-jwt'], [jwtWith({ sub: 'seven' })], ['a.%%%.c']])('reads no account from %j', (challenge) => {
    expect(challengeAccount(challenge)).toBe('');
  });

  it('counts other actions per address only', () => {
    expect(rateTrackerOf(rateLimitOf('POST', '/api/orders')!, { email: 'x@y.z' })).toBe('');
  });
});
