import { refusedRange } from './refused-address-ranges';

describe('addresses a webhook may not connect to', () => {
  it.each([
    // IPv4 ranges
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    // IPv6 ranges
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'discard'],
    // IPv4 carried inside IPv6, judged by what it carries (as the URL parser writes them, and as typed)
    ['::ffff:7f00:1', 'loopback (ipv4Mapped of 127.0.0.1)'],
    ['::ffff:127.0.0.1', 'loopback (ipv4Mapped of 127.0.0.1)'],
    ['::ffff:a9fe:a9fe', 'linkLocal (ipv4Mapped of 169.254.169.254)'],
    ['::ffff:10.0.0.1', 'private (ipv4Mapped of 10.0.0.1)'],
    ['::ffff:0:7f00:1', 'loopback (rfc6145 of 127.0.0.1)'],
    ['::7f00:1', 'loopback (ipv4Compatible of 127.0.0.1)'],
    ['::a9fe:a9fe', 'linkLocal (ipv4Compatible of 169.254.169.254)'],
    ['::0.0.0.2', 'unspecified (ipv4Compatible of 0.0.0.2)'],
    ['::127.0.0.1', 'loopback (ipv4Compatible of 127.0.0.1)'],
    ['[::ffff:127.0.0.1]', 'loopback (ipv4Mapped of 127.0.0.1)'],
    ['fe80::1%eth0', 'linkLocal'],
    ['64:ff9b::7f00:1', 'loopback (rfc6052 of 127.0.0.1)'],
    ['64:ff9b::a9fe:a9fe', 'linkLocal (rfc6052 of 169.254.169.254)'],
    ['64:ff9b:1::c0a8:101', 'private (rfc6052 of 192.168.1.1)'],
    ['2002:7f00:1::', 'loopback (6to4 of 127.0.0.1)'],
    ['2002:a9fe:a9fe::1', 'linkLocal (6to4 of 169.254.169.254)'],
    // Teredo: client 127.0.0.1 written inverted (0x80ff:fffe), behind a public server 65.54.227.120
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback (teredo of 127.0.0.1)'],
    ['2001:0:0a00:0001:8000:63bf:3fff:fdd2', 'private (teredo of 10.0.0.1)'],
    // Not an address at all
    ['localhost', 'not an IP address'],
    ['', 'not an IP address'],
  ])('%s is refused (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '169.253.255.255',
    '2a00:1450:4001:82b::200e',
    '[2606:4700::1111]',
    '::ffff:808:808',
    '::808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
    // Teredo server 65.54.227.120, client 192.0.2.45 is reserved: so only a public client passes
    '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
  ])('%s is public', (address) => {
    expect(refusedRange(address)).toBeNull();
  });
});
