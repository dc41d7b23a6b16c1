import { Injectable } from '@nestjs/common';
import { Secret, TOTP } from 'otpauth';
import { toDataURL } from 'qrcode';
import { TotpAuthenticator } from '../application/two-factor-store.port';

/** RFC 6238 as every authenticator app reads an otpauth address without options. */
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD_SECONDS = 30;
/** One step either side of the current one: a phone's clock a little off, or a code typed as it changed. */
const WINDOW_STEPS = 1;

/**
 * otpauth (RFC 4226/6238 on node:crypto, a constant-time comparison, a plain CommonJS build) and qrcode
 * for the picture the authenticator app scans.
 */
@Injectable()
export class OtpauthTotpAuthenticator extends TotpAuthenticator {
  newSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  keyUri(secret: string, accountName: string, issuer: string): string {
    return this.totp(secret, accountName, issuer).toString();
  }

  qrCode(uri: string): Promise<string> {
    return toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  }

  async matchStep(secret: string, code: string, at: Date): Promise<number | null> {
    const timestamp = at.getTime();
    const delta = this.totp(secret).validate({ token: code, timestamp, window: WINDOW_STEPS });
    return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
  }

  private totp(secret: string, label = '', issuer = ''): TOTP {
    return new TOTP({ issuer, label, algorithm: ALGORITHM, digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
  }
}
