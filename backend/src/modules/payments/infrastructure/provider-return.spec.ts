import { PROVIDER_RETURN_PATHS, providerReturnLocation } from './provider-return';

describe('provider return posted to the shop', () => {
  it('sends the browser to the same page with the posted result in the query', () => {
    const location = providerReturnLocation(
      '/payment-success',
      { orderId: 'abc' },
      { Response: '000', index: '987', ConfirmationCode: '0123456', sum: '123.40' },
    );
    const url = new URL(location, 'https://shop.test');
    expect(url.pathname).toBe('/payment-success');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderId: 'abc',
      Response: '000',
      index: '987',
      ConfirmationCode: '0123456',
      sum: '123.40',
    });
  });

  it('never puts the notify address, its token or the card token in the address', () => {
    const location = providerReturnLocation(
      '/ru/payment-error',
      {},
      {
        Response: '004',
        notify_url_address: 'https://shop.test/api/payment/notify?orderId=a&token=secret',
        TranzilaTK: 'tk',
        thtk: 'h',
        token: 't',
      },
    );
    expect(location).toBe('/ru/payment-error?Response=004');
  });

  it('keeps the path on the shop (no protocol-relative address) and works without fields', () => {
    expect(providerReturnLocation('//evil.example/payment-error', {}, {})).toBe('/evil.example/payment-error');
    expect(providerReturnLocation('/payment-error/x', {}, undefined)).toBe('/payment-error/x');
  });

  it('answers the return pages in both languages, and paths below them', () => {
    expect(PROVIDER_RETURN_PATHS).toEqual([
      'payment-success',
      'payment-success/*rest',
      'ru/payment-success',
      'ru/payment-success/*rest',
      'payment-error',
      'payment-error/*rest',
      'ru/payment-error',
      'ru/payment-error/*rest',
    ]);
  });
});
