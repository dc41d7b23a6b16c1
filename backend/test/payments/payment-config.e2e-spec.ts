import { startTestApp } from '../support/test-app';

describe('payment provider configuration (payments)', () => {
  it('refuses to start with tranzila selected and no terminal, naming the variable', async () => {
    // The payments' configuration is read with every other before the application is built.
    await expect(startTestApp({ env: { PAYMENT_PROVIDER: 'tranzila' } })).rejects.toThrow(
      'Invalid configuration: TRANZILA_TERMINAL is required when PAYMENT_PROVIDER=tranzila',
    );
  });

  it('does not mount the sandbox form when Tranzila is the provider', async () => {
    const shop = await startTestApp({ env: { PAYMENT_PROVIDER: 'tranzila', TRANZILA_TERMINAL: 'shopterm' } });
    try {
      await shop.http().get('/sandbox/tranzila/shopterm/iframenew.php?sum=1.00&currency=1').expect(404);
      await shop.http().post('/sandbox/tranzila/shopterm/charge').type('form').send({ sum: '1.00' }).expect(404);
    } finally {
      await shop.close();
    }
  });
});
