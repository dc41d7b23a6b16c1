import { isIP } from 'node:net';

export type TrustProxy = false | number | string[];

/** Comma-separated origins (scheme://host[:port]); `*` is kept as it is (production refuses it). */
export function origins(raw: string | undefined, refuse: (problem: string) => never): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of list) {
    if (origin === '*') continue;
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, '')) {
      refuse(`must list origins like https://shop.example (scheme, host and port only), got "${origin}"`);
    }
  }
  return list.map((o) => o.replace(/\/$/, ''));
}

const NAMED_SUBNETS = ['loopback', 'linklocal', 'uniquelocal'];

/** The proxies whose X-Forwarded-For is believed: none, a hop count, or addresses/subnets. */
export function trustProxy(given: string | undefined, refuse: (problem: string) => never): TrustProxy {
  const raw = given?.toLowerCase();
  if (!raw || ['false', 'none', 'no', '0'].includes(raw)) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (['true', 'yes', 'all', '*'].includes(raw)) {
    // Trusting every sender lets any client write its own address and walk around the rate limits.
    refuse('must name the proxies (addresses, subnets, loopback) or a hop count, not trust everyone');
  }
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const version = isIP(address);
    const okAddress = NAMED_SUBNETS.includes(entry) || version > 0;
    const okPrefix = prefix === undefined || (version > 0 && /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
    if (!okAddress || !okPrefix || extra !== undefined) {
      refuse(`must be addresses or subnets (10.0.0.0/8, loopback), or a hop count, got "${entry}"`);
    }
  }
  return entries;
}

/** An IANA time zone the runtime knows (Asia/Jerusalem, Europe/Berlin, UTC). */
export function timeZone(fallback: string): (raw: string | undefined, refuse: (problem: string) => never) => string {
  return (raw, refuse) => {
    const name = raw || fallback;
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      return refuse(`must be an IANA time zone such as Asia/Jerusalem, got "${name}"`);
    }
  };
}
