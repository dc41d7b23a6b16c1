import { createHmac } from 'node:crypto';
import { bearer, TestApp } from '../support/test-app';

/** A staff member an admin adds through the API, and their first password. */
export async function addStaffMember(
  shop: TestApp,
  member: { email: string; role: 'admin' | 'orders' | 'user'; password?: string; name?: string },
  adminToken = shop.adminToken,
): Promise<{ id: number; email: string; password: string }> {
  const password = member.password ?? `${member.role}-password-9`;
  const res = await shop
    .http()
    .post('/api/admin/staff')
    .set('Authorization', bearer(adminToken))
    .send({ email: member.email, name: member.name ?? `Member ${member.email}`, role: member.role, password })
    .expect(201);
  return { id: res.body.data.id, email: member.email, password };
}

/** The first login step's answer. */
export async function passwordStep(shop: TestApp, who: { email: string; password: string }) {
  return (await shop.http().post('/api/auth/login').send({ email: who.email, password: who.password }).expect(200)).body as {
    two_factor_required: boolean;
    challenge?: string;
    access_token?: string;
    user?: { two_factor_enrolment_required: boolean; two_factor_enabled: boolean };
  };
}

/** A token for an account without two-factor. */
export async function tokenOf(shop: TestApp, who: { email: string; password: string }): Promise<string> {
  const answer = await passwordStep(shop, who);
  if (!answer.access_token) throw new Error(`${who.email} answered no token: ${JSON.stringify(answer)}`);
  return answer.access_token;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * The authenticator app's code for a base32 key at a time, written out from RFC 6238 (HMAC-SHA-1,
 * dynamic truncation, six digits, 30-second steps) independently of the shop's own library.
 */
export function authenticatorCode(secret: string, at: Date = new Date()): string {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** The time `steps` 30-second steps from now: a code the app shows a little later (accepted one step ahead). */
export const stepsFromNow = (steps: number) => new Date(Date.now() + steps * 30_000);

/**
 * Waits until at least `seconds` are left in the current 30-second step, so codes computed now for
 * this step and its neighbours are still the ones the server means when the request arrives.
 */
export async function atFreshStep(seconds = 12): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Starts and confirms two-factor for the token's account with the app's code `confirmStep` steps from now. */
export async function enrolTwoFactor(shop: TestApp, token: string, confirmStep = -1) {
  const setup = await shop.http().post('/api/auth/two-factor/setup').set('Authorization', bearer(token)).expect(200);
  const secret: string = setup.body.data.secret;
  const confirmed = await shop
    .http()
    .post('/api/auth/two-factor/confirm')
    .set('Authorization', bearer(token))
    .send({ code: authenticatorCode(secret, stepsFromNow(confirmStep)) })
    .expect(200);
  return {
    secret,
    setup: setup.body.data,
    recoveryCodes: confirmed.body.data.recovery_codes as string[],
    token: confirmed.body.data.access_token as string,
  };
}
