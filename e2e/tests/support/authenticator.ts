import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * What an authenticator app shows for a base32 key at a moment (RFC 6238: HMAC-SHA-1, six digits,
 * 30-second steps), computed by the test from the key the page showed, as a phone would.
 */
export function authenticatorCode(secret: string, at: number = Date.now()): string {
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Waits until at least `seconds` are left in the current 30-second step, so a code typed now is still current. */
export async function atFreshStep(seconds = 15): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
