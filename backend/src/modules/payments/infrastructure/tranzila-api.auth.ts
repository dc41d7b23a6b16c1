import { createHmac, randomBytes } from 'node:crypto';
import type { TranzilaApiCredentials } from '../application/payments-config.port';
import { TRANZILA_API_HEADERS, TRANZILA_NONCE_BYTES } from './tranzila.constants';

/** access token = lowercase hex HMAC-SHA256(key = secret + request time + nonce, message = app key). */
export function tranzilaAccessToken(
  credentials: Pick<TranzilaApiCredentials, 'appKey' | 'secret'>,
  requestTime: string,
  nonce: string,
): string {
  return createHmac('sha256', credentials.secret + requestTime + nonce)
    .update(credentials.appKey)
    .digest('hex');
}

/** The four authentication headers of one API request; a fresh nonce and time each call. */
export function tranzilaApiHeaders(
  credentials: TranzilaApiCredentials,
  now: () => number = Date.now,
  nonce: string = randomBytes(TRANZILA_NONCE_BYTES).toString('hex'),
): Record<string, string> {
  const millis = now();
  const requestTime = String(credentials.timeUnit === 'milliseconds' ? millis : Math.floor(millis / 1000));
  return {
    [TRANZILA_API_HEADERS.appKey]: credentials.appKey,
    [TRANZILA_API_HEADERS.requestTime]: requestTime,
    [TRANZILA_API_HEADERS.nonce]: nonce,
    [TRANZILA_API_HEADERS.accessToken]: tranzilaAccessToken(credentials, requestTime, nonce),
  };
}
