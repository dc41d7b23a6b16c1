import { runBackendScript } from '../support/shop-process';

/** A production start refuses unsafe settings, naming each in one message, before it touches anything. */
describe('production start', () => {
  it('refuses every unsafe setting at once and exits 1', async () => {
    const start = await runBackendScript('src/main.ts', [], {
      NODE_ENV: 'production',
      PORT: '0',
      // Never reached: the refusal comes before any connection.
      DATABASE_URL: 'mysql://shop@127.0.0.1:1/shop',
      PAYMENT_PROVIDER: 'sandbox',
      CORS_ORIGINS: '*',
      DATABASE_SYNCHRONIZE: 'true',
    });
    expect(start.code).toBe(1);
    const lines = start.output.trim().split('\n');
    expect(lines[0]).toContain('Refusing to start in production');
    for (const name of ['JWT_SECRET', 'PAYMENT_PROVIDER=sandbox', 'CORS_ORIGINS=*', 'DATABASE_SYNCHRONIZE']) {
      expect(lines.filter((line) => line.includes(name))).toHaveLength(1);
    }
    expect(start.output).not.toContain('ECONNREFUSED');
  });
});
