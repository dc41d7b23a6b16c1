import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { TwoFactorSecrets } from '../application/two-factor-store.port';
import { recoveryCodeFromBytes } from '../domain/two-factor';
import type { TwoFactorKeys } from './identity.config';

const VERSION = 'v1';

/** Authenticator keys sealed with AES-256-GCM (random nonce, authenticated); recovery codes as HMAC-SHA-256. */
export class AesTwoFactorSecrets extends TwoFactorSecrets {
  constructor(private readonly keys: TwoFactorKeys) {
    super();
  }

  seal(secret: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys.sealing, nonce);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, nonce, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string | null {
    const [version, nonce, body, tag] = sealed.split('.');
    if (version !== VERSION || !nonce || !body || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.keys.sealing, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      // Sealed under another key: the setting changed since.
      return null;
    }
  }

  digest(recoveryCode: string): string {
    return createHmac('sha256', this.keys.digest).update(recoveryCode).digest('hex');
  }

  newRecoveryCodes(count: number): string[] {
    const codes = new Set<string>();
    while (codes.size < count) codes.add(recoveryCodeFromBytes(randomBytes(24)));
    return [...codes];
  }
}
