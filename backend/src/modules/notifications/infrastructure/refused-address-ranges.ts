import ipaddr from 'ipaddr.js';

/**
 * Whether a webhook may connect to an address. Deny by default: only what ipaddr.js calls plain
 * `unicast` (public) passes; every named range (private, loopback, link-local, unique-local,
 * unspecified, broadcast, carrier-grade NAT, multicast, reserved, documentation, benchmarking...)
 * is refused. IPv6 forms that carry an IPv4 address are judged by the address they carry, since
 * that is where the packets go: IPv4-mapped (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96),
 * IPv4-compatible (::/96), NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48, read as their
 * common /96 layout), 6to4 (2002::/16) and Teredo (2001::/32: its server and its client).
 *
 * Answers the refused range's name (for the log and the staff's error), or null for a public address.
 * Anything that is not an IP address at all is refused too.
 */
export function refusedRange(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return 'not an IP address';
  const parsed = ipaddr.parse(bare.includes(':') ? hexForm(bare) : bare);
  if (parsed.kind() === 'ipv4') return refusedIPv4(parsed as ipaddr.IPv4);
  return refusedIPv6(parsed as ipaddr.IPv6);
}

function refusedIPv4(address: ipaddr.IPv4): string | null {
  const range = address.range();
  return range === 'unicast' ? null : range;
}

function refusedIPv6(address: ipaddr.IPv6): string | null {
  const range = address.range();
  const parts = address.parts;
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return embedded(range, ipv4From(parts[6], parts[7]));
    case '6to4':
      return embedded(range, ipv4From(parts[1], parts[2]));
    case 'teredo':
      // The server's address in plain, the client's (its NAT's outside address) inverted, as RFC 4380 writes them.
      return embedded(range, ipv4From(parts[2], parts[3])) ?? embedded(range, ipv4From(~parts[6] & 0xffff, ~parts[7] & 0xffff));
    case 'unicast':
      // IPv4-compatible (::a.b.c.d, deprecated but still routed by some stacks): ipaddr.js calls it unicast.
      if (parts.slice(0, 6).every((part) => part === 0)) return embedded('ipv4Compatible', ipv4From(parts[6], parts[7]));
      return null;
    default:
      return range;
  }
}

/** ipaddr.js reads `::a.b.c.d` as `::ffff:a.b.c.d`; the URL parser writes it as the address it is (`::7f00:1`). */
function hexForm(ipv6: string): string {
  if (!ipv6.includes('.')) return ipv6;
  try {
    return new URL(`http://[${ipv6}]/`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return ipv6;
  }
}

function ipv4From(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function embedded(form: string, address: ipaddr.IPv4): string | null {
  const range = refusedIPv4(address);
  return range === null ? null : `${range} (${form} of ${address.toString()})`;
}
