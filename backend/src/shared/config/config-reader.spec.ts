import { ConfigError, ConfigReader } from './config-reader';

const about = 'what it changes';
const reader = (env: Record<string, string> = {}) => new ConfigReader(env);

/** The error a reading throws, so a test can look at its variable and message. */
function refusal(read: () => unknown): ConfigError {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('no ConfigError thrown');
}

describe('ConfigReader', () => {
  describe('text', () => {
    it('answers the trimmed value, the fallback when unset or empty', () => {
      expect(reader({ NAME: '  shop  ' }).text('NAME', { about })).toBe('shop');
      expect(reader({ NAME: '' }).text('NAME', { fallback: 'x', about })).toBe('x');
      expect(reader().text('NAME', { about })).toBeUndefined();
    });

    it('refuses a value that does not match its pattern, saying what it must be', () => {
      const error = refusal(() =>
        reader({ LIFETIME: '2 weeks' }).text('LIFETIME', { pattern: /^\d+[smhd]$/, patternSays: 'like 12h', about }),
      );
      expect(error.variable).toBe('LIFETIME');
      expect(error.message).toBe('Invalid configuration: LIFETIME must be like 12h, got "2 weeks"');
    });
  });

  describe('secret', () => {
    it('keeps the value as given and refuses a short one without showing it', () => {
      expect(reader({ KEY: ' k'.repeat(20) }).secret('KEY', { minLength: 32, about })).toBe(' k'.repeat(20));
      const error = refusal(() => reader({ KEY: 'hunter2' }).secret('KEY', { minLength: 32, about }));
      expect(error.message).toBe('Invalid configuration: KEY must be at least 32 characters long');
      expect(error.message).not.toContain('hunter2');
    });
  });

  describe('integer', () => {
    const read = (value?: string) =>
      reader(value === undefined ? {} : { PORT: value }).integer('PORT', { fallback: 3000, min: 1, max: 65535, about });

    it('answers the whole number, the fallback when unset', () => {
      expect(read('8080')).toBe(8080);
      expect(read()).toBe(3000);
      expect(read(' 42 ')).toBe(42);
    });

    it.each(['abc', '-1', '1.5', '0', '70000', '1e3'])('refuses %s naming the variable and its range', (value) => {
      const error = refusal(() => read(value));
      expect(error.variable).toBe('PORT');
      expect(error.message).toContain('PORT must be a whole number from 1 to 65535');
    });
  });

  describe('number', () => {
    const read = (value: string) => reader({ SECONDS: value }).number('SECONDS', { fallback: 60, min: 0, max: 86_400, about });

    it('takes fractions', () => {
      expect(read('0.5')).toBe(0.5);
      expect(read('0')).toBe(0);
    });

    it.each(['-1', 'soon', '86401'])('refuses %s naming the variable', (value) => {
      expect(refusal(() => read(value)).message).toContain('SECONDS must be a number from 0 to 86400');
    });
  });

  describe('flag', () => {
    it.each([
      ['true', true],
      ['YES', true],
      ['1', true],
      ['off', false],
      ['0', false],
    ])('reads %s as %s', (value, expected) => {
      expect(reader({ CACHE: value }).flag('CACHE', { fallback: !expected, about })).toBe(expected);
    });

    it('answers the fallback when unset and refuses another word', () => {
      expect(reader().flag('CACHE', { fallback: true, about })).toBe(true);
      expect(refusal(() => reader({ CACHE: 'maybe' }).flag('CACHE', { fallback: true, about })).message).toBe(
        'Invalid configuration: CACHE must be true or false, got "maybe"',
      );
    });
  });

  describe('choice', () => {
    const modes = ['optional', 'required'] as const;

    it('answers the allowed word in any case, the fallback when unset', () => {
      expect(reader({ MODE: 'Required' }).choice('MODE', modes, { fallback: 'optional', about })).toBe('required');
      expect(reader().choice('MODE', modes, { fallback: 'optional', about })).toBe('optional');
    });

    it('refuses another word, listing the allowed ones', () => {
      expect(refusal(() => reader({ MODE: 'sometimes' }).choice('MODE', modes, { fallback: 'optional', about })).message).toBe(
        'Invalid configuration: MODE must be optional or required, got "sometimes"',
      );
    });
  });

  describe('url', () => {
    const read = (value?: string) =>
      reader(value === undefined ? {} : { SHOP_URL: value }).url('SHOP_URL', { protocols: ['http:', 'https:'], about });

    it('answers the address without trailing slashes, undefined when unset', () => {
      expect(read('https://shop.example/')).toBe('https://shop.example');
      expect(read()).toBeUndefined();
    });

    it('refuses what is not a URL, and a URL of another protocol', () => {
      expect(refusal(() => read('shop.example')).message).toContain('SHOP_URL must be a URL');
      expect(refusal(() => read('ftp://shop.example')).message).toContain('SHOP_URL must start with http: or https:');
    });
  });

  describe('parsed', () => {
    it('hands the trimmed text to the parser and names the variable in its refusal', () => {
      const read = (env: Record<string, string>) =>
        reader(env).parsed('HOPS', { kind: 'whole number', about }, (raw, refuse) => (raw === 'many' ? refuse('must be a count') : raw));
      expect(read({ HOPS: ' 2 ' })).toBe('2');
      expect(refusal(() => read({ HOPS: 'many' })).message).toBe('Invalid configuration: HOPS must be a count');
    });
  });

  describe('the record of what was read', () => {
    it('lists each variable once, under the context that read it first, with its kind, default and range', () => {
      const shop = reader();
      shop.for('http').integer('ORDERS_PER_MINUTE', { fallback: 20, min: 1, max: 1000, about: 'orders per address' });
      shop.for('mail').text('MAIL_FROM', { shownDefault: 'no-reply@ the shop', about: 'sender' });
      shop.for('payments').choice('PROVIDER', ['sandbox', 'tranzila'] as const, { fallback: 'sandbox', about: 'who takes cards' });
      shop.for('other').integer('ORDERS_PER_MINUTE', { fallback: 1, min: 1, max: 2, about: 'read again' });
      expect(shop.variables()).toEqual([
        {
          name: 'ORDERS_PER_MINUTE',
          context: 'http',
          kind: 'whole number',
          fallback: '20',
          allowed: '1 to 1000',
          description: 'orders per address',
        },
        { name: 'MAIL_FROM', context: 'mail', kind: 'text', fallback: 'no-reply@ the shop', allowed: '', description: 'sender' },
        {
          name: 'PROVIDER',
          context: 'payments',
          kind: 'choice',
          fallback: 'sandbox',
          allowed: 'sandbox, tranzila',
          description: 'who takes cards',
        },
      ]);
    });

    it('records a variable even when its value is refused, and never records a peek', () => {
      const shop = reader({ PORT: 'abc', SECRET_FLAG: 'x' });
      expect(() => shop.integer('PORT', { fallback: 3000, min: 0, max: 65535, about: 'HTTP port' })).toThrow(ConfigError);
      expect(shop.peek('SECRET_FLAG')).toBe('x');
      expect(shop.variables().map((variable) => variable.name)).toEqual(['PORT']);
    });
  });
});
