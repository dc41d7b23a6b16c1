import { aPayableOrder } from '../../../test/payments/fixtures';
import { DEFAULT_INSTALLMENT_RULE } from 'shop-rules';
import { CreatePaymentSessionUseCase } from '../../modules/payments/application/create-payment-session.use-case';
import { PaymentsConfig } from '../../modules/payments/application/payments-config.port';
import { SandboxPaymentProvider } from './sandbox.payment-provider';

const settings: PaymentsConfig = {
  provider: 'sandbox',
  publicUrl: 'https://shop.example',
  sandboxOnPageOrigin: false,
  hmacSecret: 'k'.repeat(48),
  terminal: 'sandbox',
  api: null,
  handshake: false,
  transactionPassword: null,
  extraFrameSources: [],
};

/** The session a shopper's payment page asks for, with the sandbox as the provider. */
async function sessionUrl(provider: SandboxPaymentProvider, language: 'he' | 'ru'): Promise<URL> {
  const order = aPayableOrder({ language });
  const useCase = new CreatePaymentSessionUseCase(
    { findPayable: async () => order, markPaid: async () => true, markFailed: async () => true },
    provider,
    settings,
    { current: () => Promise.resolve(DEFAULT_INSTALLMENT_RULE) },
  );
  return new URL((await useCase.execute({ orderId: order.id })).url, 'http://page.origin');
}

describe('the sandbox payment session', () => {
  it('points the frame at the form served by the shop', async () => {
    const url = await sessionUrl(new SandboxPaymentProvider({ publicUrl: 'https://shop.example', terminal: 'sandbox' }), 'ru');
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example/sandbox/tranzila/sandbox/iframenew.php');
    expect(url.searchParams.get('sum')).toBe('123.40');
    expect(url.searchParams.get('lang')).toBe('ru');
  });

  it("addresses the form from the page's own origin when no PUBLIC_URL is set", async () => {
    const provider = new SandboxPaymentProvider({ publicUrl: 'https://shop.example', terminal: 'sandbox', sandboxOnPageOrigin: true });
    const url = await sessionUrl(provider, 'he');
    expect(`${url.origin}${url.pathname}`).toBe('http://page.origin/sandbox/tranzila/sandbox/iframenew.php');
  });
});
