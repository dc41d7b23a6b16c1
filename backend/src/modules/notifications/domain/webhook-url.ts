import { isIP } from 'node:net';

/**
 * Where a webhook may deliver: an http(s) address without credentials; in production not a private,
 * loopback or link-local address (the shop must not be made to call its own network) unless the
 * shop allows it (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). Host names are checked again at delivery, once
 * resolved.
 */
export type WebhookUrlProblem = 'not-a-url' | 'not-http' | 'credentials' | 'private-address';

export function webhookUrlProblem(raw: string, allowPrivate: boolean): WebhookUrlProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not-a-url';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not-http';
  if (url.username || url.password) return 'credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (isPrivateAddress(host) || /^localhost$|\.localhost$|\.local$|\.internal$/i.test(host))) return 'private-address';
  return null;
}

/** Loopback, private (RFC 1918, unique-local), link-local, carrier-grade NAT, unspecified or IPv4-mapped forms of them. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) {
    const [a, b] = address.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return isPrivateAddress(mapped[1]);
    return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return false;
}
