import { createHmac } from 'node:crypto';
import { loadAppConfig } from '../../../shared/config/app-config';
import { ConfigReader } from '../../../shared/config/config-reader';
import { AesTwoFactorSecrets } from './aes-two-factor-secrets';
import { loadIdentityConfig, twoFactorKeys } from './identity.config';
import { OtpauthTotpAuthenticator } from './otpauth-totp-authenticator';

const config = (env: Record<string, string> = {}) => {
  const reader = new ConfigReader({ DATA_DIR: '/tmp/shop-identity-unit', JWT_SECRET: 'j'.repeat(40), ...env });
  return loadIdentityConfig(reader, loadAppConfig(reader));
};

describe('authenticator keys at rest', () => {
  const secrets = new AesTwoFactorSecrets(twoFactorKeys(config().twoFactorKeySource));

  it('seals a key so that only the same key material opens it', () => {
    const sealed = secrets.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DP');
    expect(secrets.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(secrets.open(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const other = new AesTwoFactorSecrets(twoFactorKeys(config({ STAFF_TWO_FACTOR_KEY: 'k'.repeat(32) }).twoFactorKeySource));
    expect(other.open(sealed)).toBeNull();
    // A changed first character of the ciphertext (the tag's last character may only carry padding bits).
    const [version, nonce, body, tag] = sealed.split('.');
    const tampered = [version, nonce, (body[0] === 'A' ? 'B' : 'A') + body.slice(1), tag].join('.');
    expect(secrets.open(tampered)).toBeNull();
    expect(secrets.open('not sealed')).toBeNull();
  });

  it('keeps recovery codes as keyed digests, ten different ones at a time', () => {
    const codes = secrets.newRecoveryCodes(10);
    expect(new Set(codes).size).toBe(10);
    expect(secrets.digest(codes[0])).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets.digest(codes[0])).not.toBe(createHmac('sha256', '').update(codes[0]).digest('hex'));
  });

  it('refuses a short STAFF_TWO_FACTOR_KEY by name', () => {
    expect(() => config({ STAFF_TWO_FACTOR_KEY: 'short' })).toThrow(/STAFF_TWO_FACTOR_KEY/);
  });
});

describe('STAFF_TWO_FACTOR', () => {
  it.each([
    [{}, 'optional'],
    [{ NODE_ENV: 'production' }, 'required'],
    [{ STAFF_TWO_FACTOR: 'required' }, 'required'],
    [{ NODE_ENV: 'production', STAFF_TWO_FACTOR: 'optional' }, 'optional'],
  ])('%j is %s', (env, mode) => expect(config(env).twoFactor).toBe(mode));

  it('refuses another value by name', () => {
    expect(() => config({ STAFF_TWO_FACTOR: 'sometimes' })).toThrow(/STAFF_TWO_FACTOR must be optional or required/);
  });
});

describe('TOTP codes (RFC 6238)', () => {
  const totp = new OtpauthTotpAuthenticator();
  // The RFC's SHA-1 test key "12345678901234567890" in base32, and its published eight-digit values cut to six.
  const RFC_KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it.each([
    [59, '287082', 1],
    [1111111109, '081804', 37037036],
    [1234567890, '005924', 41152263],
    [2000000000, '279037', 66666666],
  ])('at %i s the code %s belongs to step %i', async (seconds, code, step) => {
    expect(await totp.matchStep(RFC_KEY, code, new Date(seconds * 1000))).toBe(step);
  });

  it('accepts one step either side and no further', async () => {
    const at = new Date(1234567890 * 1000);
    expect(await totp.matchStep(RFC_KEY, '005924', new Date(at.getTime() + 30_000))).toBe(41152263);
    expect(await totp.matchStep(RFC_KEY, '005924', new Date(at.getTime() - 30_000))).toBe(41152263);
    expect(await totp.matchStep(RFC_KEY, '005924', new Date(at.getTime() + 61_000))).toBeNull();
    expect(await totp.matchStep(RFC_KEY, '000000', at)).toBeNull();
  });

  it('makes 160-bit keys and a QR code of the otpauth address', async () => {
    const key = totp.newSecret();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.keyUri(key, 'dana@shop.example', 'shop.example')).toContain(
      `otpauth://totp/shop.example:dana%40shop.example?issuer=shop.example&secret=${key}`,
    );
    expect(await totp.qrCode('otpauth://totp/x?secret=' + key)).toMatch(/^data:image\/png;base64,/);
  });
});
