import {
  cardBrandOf,
  isExpired,
  readSandboxCard,
  sandboxDeclinesRefund,
  SANDBOX_TEST_CARDS,
  SandboxCard,
  sandboxResponseCode,
} from './sandbox-test-cards';

const NOW = new Date('2026-05-15T12:00:00Z');
const aCard = (digits: string, expiry = { expMonth: 12, expYear: 30 }): SandboxCard => ({ digits, ...expiry });

describe('sandbox test cards', () => {
  it.each([
    ['4580000000000000', '000'],
    ['4580000000000001', '001'],
    ['4580000000000002', '002'],
    ['4580000000000004', '004'],
    ['4580000000000006', '006'],
    ['4580000000000015', '015'],
    ['4580000000000447', '447'],
    ['4580000000000900', '900'],
    ['4580000000000425', '425'],
  ])('card %s answers %s', (digits, code) => {
    expect(sandboxResponseCode(aCard(digits), NOW)).toBe(code);
  });

  it.each([
    ['any other valid-looking number', '4111111111111111'],
    ['a test prefix with a code outside the table', '4580000000000999'],
    ['a test prefix whose last four do not start with 0', '4580000000001004'],
    ['a test prefix with another length', '45800000000000000'],
  ])('refuses %s with 004', (_, digits) => {
    expect(sandboxResponseCode(aCard(digits), NOW)).toBe('004');
  });

  it('answers 015 for an expired card, even the approving one', () => {
    expect(sandboxResponseCode(aCard('4580000000000000', { expMonth: 4, expYear: 26 }), NOW)).toBe('015');
  });

  it('treats a card as valid through its expiry month', () => {
    expect(isExpired({ expMonth: 5, expYear: 26 }, NOW)).toBe(false);
    expect(isExpired({ expMonth: 4, expYear: 26 }, NOW)).toBe(true);
    expect(isExpired({ expMonth: 1, expYear: 27 }, NOW)).toBe(false);
  });

  it('documents cards that really produce their codes', () => {
    for (const card of SANDBOX_TEST_CARDS) {
      expect(sandboxResponseCode(aCard(card.number.replace(/ /g, '')), NOW)).toBe(card.responseCode);
    }
  });

  it('approves charges of the card whose refunds it declines', () => {
    expect(sandboxResponseCode(aCard('4580000000009004'), NOW)).toBe('000');
    expect(sandboxDeclinesRefund('9004')).toBe(true);
    expect(sandboxDeclinesRefund('0000')).toBe(false);
    expect(sandboxDeclinesRefund(null)).toBe(false);
  });

  it('reads the typed card, with spaces in the number', () => {
    expect(readSandboxCard({ cardNumber: '4580 0000 0000 0000', expiry: '12/30', cvv: '123' })).toEqual({
      card: { digits: '4580000000000000', expMonth: 12, expYear: 30 },
    });
  });

  it.each([
    [{ cardNumber: '4580 abcd', expiry: '12/30', cvv: '123' }, 'card_number'],
    [{ cardNumber: '123', expiry: '12/30', cvv: '123' }, 'card_number'],
    [{ cardNumber: '4580000000000000', expiry: '13/30', cvv: '123' }, 'expiry'],
    [{ cardNumber: '4580000000000000', expiry: '1230', cvv: '123' }, 'expiry'],
    [{ cardNumber: '4580000000000000', expiry: '12/30', cvv: '12' }, 'cvv'],
    [{ cardNumber: '4580000000000000', expiry: '12/30', cvv: '1234' }, 'cvv'],
    [{ cardNumber: '4580000000000000', expiry: '12/30', cvv: 'abc' }, 'cvv'],
  ])('refuses a malformed form %p', (input, problem) => {
    expect(readSandboxCard(input)).toEqual({ problem });
  });

  it('tells the brand by the first digit', () => {
    expect(cardBrandOf('4580000000000000')).toBe('Visa');
    expect(cardBrandOf('5100000000000000')).toBe('Mastercard');
    expect(cardBrandOf('6759000000000000')).toBe('Maestro');
  });
});
