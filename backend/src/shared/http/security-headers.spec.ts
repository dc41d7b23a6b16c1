import { contentSecurityPolicy, MAP_EMBED_ORIGIN } from './security-headers';

const TRANZILA = 'https://direct.tranzila.com';

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ publicUrl: 'https://shop.example', paymentOrigins: [TRANZILA], frameSources: [MAP_EMBED_ORIGIN] });

  it('runs scripts from the shop only, never inline', () => {
    expect(policy['script-src']).toEqual(["'self'", 'https://shop.example']);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
  });

  it('frames the card provider and the map, and is framed by the shop only', () => {
    expect(policy['frame-src']).toEqual(expect.arrayContaining([TRANZILA, MAP_EMBED_ORIGIN]));
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });

  it('posts forms to the shop and the card provider, not to the map', () => {
    expect(policy['form-action']).toContain(TRANZILA);
    expect(policy['form-action']).not.toContain(MAP_EMBED_ORIGIN);
  });

  it('upgrades insecure requests only when the shop itself is on https', () => {
    expect(policy['upgrade-insecure-requests']).toEqual([]);
    const plain = contentSecurityPolicy({ publicUrl: 'http://127.0.0.1:3000', paymentOrigins: [], frameSources: [] });
    expect(plain['upgrade-insecure-requests']).toBeUndefined();
  });
});
