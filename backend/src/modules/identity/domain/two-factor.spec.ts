import { RECOVERY_CODE_ALPHABET, readSecondFactor, recoveryCodeFromBytes } from './two-factor';

describe('what a staff member types at the second step', () => {
  it.each([
    ['123456', { kind: 'totp', code: '123456' }],
    [' 123 456 ', { kind: 'totp', code: '123456' }],
    ['123-456', { kind: 'totp', code: '123456' }],
    ['K7M2P-XQ94R', { kind: 'recovery', code: 'K7M2P-XQ94R' }],
    ['k7m2pxq94r', { kind: 'recovery', code: 'K7M2P-XQ94R' }],
    ['k7m2p xq94r', { kind: 'recovery', code: 'K7M2P-XQ94R' }],
    ['12345', null],
    ['1234567', null],
    ['K7M2P-XQ94', null],
    // O, 0, I, 1 and L are never in a recovery code.
    ['K7M2P-XQ940', null],
    ['', null],
  ])('%j is %j', (typed, expected) => expect(readSecondFactor(typed)).toEqual(expected));
});

describe('recovery codes from random bytes', () => {
  it('makes two groups of five from the unambiguous alphabet', () => {
    const code = recoveryCodeFromBytes(Uint8Array.from({ length: 16 }, (_, i) => i * 7));
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect([...code.replace('-', '')].every((ch) => RECOVERY_CODE_ALPHABET.includes(ch))).toBe(true);
  });

  it('skips bytes that would favour the first letters', () => {
    const bytes = Uint8Array.from([250, 255, 248, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(recoveryCodeFromBytes(bytes)).toBe('ABCDE-FGHJK');
  });

  it('refuses too few usable bytes', () => {
    expect(() => recoveryCodeFromBytes(Uint8Array.from({ length: 12 }, () => 255))).toThrow(/not enough/);
  });
});
