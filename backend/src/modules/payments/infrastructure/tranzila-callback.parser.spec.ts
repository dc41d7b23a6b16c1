import { parseTranzilaCallback, providerFields } from './tranzila-callback.parser';

const ORDER_ID = '3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b';
const TOKEN = 'a'.repeat(64);

/** A notify as the provider posts it: urlencoded body, our order id and token in the URL. */
const approvedFields = {
  Response: '000',
  ConfirmationCode: '0123456',
  index: '98765',
  Tempref: '01230001',
  TranzilaTK: 'x1234abcd',
  ccno: '1234',
  cardtype: '2',
  cardissuer: '2',
  expmonth: '12',
  expyear: '30',
  sum: '123.40',
  currency: '1',
  orderId: ORDER_ID,
  pdesc: 'Order ORD-1',
};

const expected = {
  orderId: ORDER_ID,
  token: TOKEN,
  responseCode: '000',
  transactionIndex: '98765',
  authNumber: '0123456',
  tempref: '01230001',
  amount: 12340,
  currency: 'ILS',
  cardBrand: 'Visa',
  cardLast4: '1234',
  installments: null,
  offeredInstallments: 1,
  bit: false,
};

describe('Tranzila callback parsing', () => {
  it('reads an urlencoded body with the order id and token in the query', () => {
    expect(parseTranzilaCallback({ query: { orderId: ORDER_ID, token: TOKEN }, body: approvedFields })).toEqual(expected);
  });

  it('reads everything from the query string', () => {
    expect(parseTranzilaCallback({ query: { ...approvedFields, token: TOKEN }, body: {} })).toEqual(expected);
  });

  it('reads a JSON body with numbers', () => {
    const body = { ...approvedFields, sum: 123.4, currency: 1, cardtype: 2, index: 98765 };
    expect(parseTranzilaCallback({ query: { token: TOKEN }, body })).toEqual(expected);
  });

  it('lets the query string win over the body', () => {
    const parsed = parseTranzilaCallback({ query: { orderId: ORDER_ID, token: TOKEN }, body: { ...approvedFields, orderId: 'other' } });
    expect(parsed.orderId).toBe(ORDER_ID);
  });

  it('keeps only the last four digits of a full card number', () => {
    const parsed = parseTranzilaCallback({ query: {}, body: { ...approvedFields, ccno: '4580 1111 2222 9876' } });
    expect(parsed.cardLast4).toBe('9876');
  });

  it('maps card types 1, 2, 3 and keeps an unknown one as sent', () => {
    const brand = (cardtype: string) => parseTranzilaCallback({ query: {}, body: { cardtype } }).cardBrand;
    expect([brand('1'), brand('2'), brand('3'), brand('7')]).toEqual(['Mastercard', 'Visa', 'Maestro', '7']);
  });

  it('maps the currency codes and marks an unknown one', () => {
    const currency = (code: string) => parseTranzilaCallback({ query: {}, body: { currency: code } }).currency;
    expect([currency('1'), currency('2'), currency('978'), currency('826'), currency('3')]).toEqual(['ILS', 'USD', 'EUR', 'GBP', 'code 3']);
  });

  it('accepts the capitalised names of older integrations', () => {
    const parsed = parseTranzilaCallback({ query: {}, body: { Response: '004', Sum: '10.00', Currency: '1', Cardtype: '1' } });
    expect(parsed).toMatchObject({ responseCode: '004', amount: 1000, currency: 'ILS', cardBrand: 'Mastercard' });
  });

  it('leaves missing or malformed values empty', () => {
    expect(parseTranzilaCallback({ query: {}, body: { sum: '12,40' } })).toEqual({
      orderId: null,
      token: null,
      responseCode: '',
      transactionIndex: null,
      authNumber: null,
      tempref: null,
      amount: null,
      currency: null,
      cardBrand: null,
      cardLast4: null,
      installments: null,
      offeredInstallments: 1,
      bit: false,
    });
  });

  it.each([
    [{}, null],
    [{ o_cred_type: '1' }, 1],
    [{ o_cred_type: '1', o_npay: '0' }, 1],
    [{ o_npay: '0' }, 1],
    [{ o_cred_type: '8', o_npay: '2' }, 3],
    [{ o_cred_type: '8', o_npay: '11' }, 12],
    [{ o_cred_type: '8' }, 0],
    [{ o_cred_type: '8', o_npay: '0' }, 0],
    [{ o_cred_type: '1', o_npay: '2' }, 0],
    [{ o_cred_type: '6', o_npay: '2' }, 0],
    [{ o_cred_type: '8', o_npay: 'two' }, 0],
  ])('reads the payments charged from %p as %p', (fields, payments) => {
    expect(parseTranzilaCallback({ query: {}, body: fields }).installments).toBe(payments);
  });

  it('reads the payments offered from our notify URL (absent: one; malformed: none) and a Bit payment', () => {
    const offered = (installments?: string) =>
      parseTranzilaCallback({ query: installments === undefined ? {} : { installments }, body: {} });
    expect([offered().offeredInstallments, offered('3').offeredInstallments, offered('x').offeredInstallments]).toEqual([1, 3, Number.NaN]);
    expect(parseTranzilaCallback({ query: {}, body: { payment_method: 'Bit' } }).bit).toBe(true);
    expect(parseTranzilaCallback({ query: {}, body: { payment_method: 'card', bit: '1' } }).bit).toBe(false);
  });

  it('ignores nested objects and takes the first of repeated values', () => {
    expect(providerFields({ query: { Response: ['000', '004'], x: { y: '1' } }, body: 'raw text' })).toEqual({ Response: '000' });
  });
});
