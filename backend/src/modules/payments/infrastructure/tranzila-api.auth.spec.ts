import { createHmac } from 'node:crypto';
import { tranzilaAccessToken, tranzilaApiHeaders } from './tranzila-api.auth';

const credentials = { appKey: 'my-app-key', secret: 'my-secret', timeUnit: 'seconds' as const };

describe('Tranzila API authentication', () => {
  it('signs the app key with secret + time + nonce as the key', () => {
    const nonce = 'ab'.repeat(40);
    const expected = createHmac('sha256', `my-secret1700000000${nonce}`).update('my-app-key').digest('hex');
    expect(tranzilaAccessToken(credentials, '1700000000', nonce)).toBe(expected);
  });

  it('sends the four headers with the time in seconds', () => {
    const headers = tranzilaApiHeaders(credentials, () => 1_700_000_000_987, 'cd'.repeat(40));
    expect(headers).toEqual({
      'X-tranzila-api-app-key': 'my-app-key',
      'X-tranzila-api-request-time': '1700000000',
      'X-tranzila-api-nonce': 'cd'.repeat(40),
      'X-tranzila-api-access-token': tranzilaAccessToken(credentials, '1700000000', 'cd'.repeat(40)),
    });
    expect(headers['X-tranzila-api-access-token']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends the time in milliseconds when so configured', () => {
    const headers = tranzilaApiHeaders({ ...credentials, timeUnit: 'milliseconds' }, () => 1_700_000_000_987);
    expect(headers['X-tranzila-api-request-time']).toBe('1700000000987');
  });

  it('makes a fresh 80-hex-character nonce for every request', () => {
    const first = tranzilaApiHeaders(credentials)['X-tranzila-api-nonce'];
    const second = tranzilaApiHeaders(credentials)['X-tranzila-api-nonce'];
    expect(first).toMatch(/^[0-9a-f]{80}$/);
    expect(second).not.toBe(first);
  });
});
