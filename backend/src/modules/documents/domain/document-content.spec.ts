import {
  buildCreditNote,
  buildInvoiceReceipt,
  documentLanguage,
  DocumentContentProblem,
  RefundRecord,
  SoldOrder,
} from './document-content';

const JERUSALEM = 'Asia/Jerusalem';
const MORNING_LANGUAGES = ['he', 'en'];

/** A paid card order: 2 × ₪61.70 and 1 × ₪100, picked up, no code (₪223.40). */
const aPaidOrder = (overrides: Partial<SoldOrder> = {}): SoldOrder => ({
  id: '3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b',
  orderNumber: 'ORD-1767000000000-42',
  language: 'he',
  customerName: 'Dana Levi',
  customerEmail: 'dana@example.com',
  customerPhone: '050-123-4567',
  customerAddress: 'Herzl 12, Rishon LeZion',
  companyName: null,
  companyNumber: null,
  lines: [
    { productName: 'Ball', variantName: 'Size 5', quantity: 2, unitPrice: 6170 },
    { productName: 'Pump', variantName: '', quantity: 1, unitPrice: 10000 },
  ],
  itemsTotal: 22340,
  discountCode: null,
  discountAmount: 0,
  deliveryMethod: 'pickup',
  deliveryFee: 0,
  totalAmount: 22340,
  paymentMethod: 'credit_card',
  paidWith: 'credit_card',
  installments: 1,
  paidAt: new Date('2026-11-25T10:00:00Z'),
  ...overrides,
});

/** With SPORT10 (₪22.34 off) and the courier (₪30): ₪231.06. */
const aDiscountedCourierOrder = (overrides: Partial<SoldOrder> = {}) =>
  aPaidOrder({
    discountCode: 'SPORT10',
    discountAmount: 2234,
    deliveryMethod: 'courier',
    deliveryFee: 3000,
    totalAmount: 23106,
    ...overrides,
  });

/** The pump sent back: ₪100 less a fee of ₪5. */
const aRefund = (overrides: Partial<RefundRecord> = {}): RefundRecord => ({
  id: 7,
  orderId: '3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b',
  state: 'succeeded',
  method: 'credit_card',
  amount: 9500,
  fee: 500,
  deliveryFee: 0,
  lines: [{ productName: 'Pump', variantName: '', quantity: 1, unitPrice: 10000 }],
  createdAt: new Date('2026-11-28T09:00:00Z'),
  ...overrides,
});

const invoice = (order: SoldOrder) => buildInvoiceReceipt(order, { timeZone: JERUSALEM, providerLanguages: MORNING_LANGUAGES });

describe('the invoice-receipt of a paid order', () => {
  it('lists the lines at the prices sold and shows the VAT inside the total at 18%', () => {
    const document = invoice(aPaidOrder());
    expect(document.kind).toBe('invoice_receipt');
    expect(document.lines).toEqual([
      { description: 'Ball (Size 5)', quantity: 2, unitPrice: 6170, total: 12340 },
      { description: 'Pump', quantity: 1, unitPrice: 10000, total: 10000 },
    ]);
    expect(document.total).toBe(22340);
    expect(document.vatRate).toBe(18);
    // 223.40 × 18 / 118 = 34.08
    expect(document.vat).toBe(3408);
    expect(document.client).toEqual({
      name: 'Dana Levi',
      email: 'dana@example.com',
      phone: '050-123-4567',
      address: 'Herzl 12, Rishon LeZion',
      taxId: null,
    });
    expect(document.remarks).toBe('הזמנה ORD-1767000000000-42');
  });

  it('takes the discount off the lines and adds the courier as a line', () => {
    const document = invoice(aDiscountedCourierOrder());
    expect(document.lines.at(-1)).toEqual({ description: 'משלוח עם שליח', quantity: 1, unitPrice: 3000, total: 3000 });
    expect(document.discount).toBe(2234);
    expect(document.total).toBe(23106);
    expect(document.vat).toBe(3525);
    expect(document.remarks).toBe('הזמנה ORD-1767000000000-42 · קוד הנחה SPORT10');
  });

  it('has no delivery line for pickup or a courier above the free threshold', () =>
    expect(invoice(aPaidOrder({ deliveryMethod: 'courier' })).lines).toHaveLength(2));

  it('is dated the shop’s day of the payment, and takes that day’s VAT rate', () => {
    // 23:30 in Jerusalem on 31 December 2024 is 21:30 UTC: 17% still.
    const lastDayAt17 = invoice(aPaidOrder({ paidAt: new Date('2024-12-31T21:30:00Z') }));
    expect(lastDayAt17.date).toBe('2024-12-31');
    expect(lastDayAt17.vatRate).toBe(17);
    const firstDayAt18 = invoice(aPaidOrder({ paidAt: new Date('2024-12-31T22:30:00Z') }));
    expect(firstDayAt18.date).toBe('2025-01-01');
    expect(firstDayAt18.vatRate).toBe(18);
  });

  it('records a single card charge', () =>
    expect(invoice(aPaidOrder()).payment).toEqual({
      method: 'card',
      amount: 22340,
      date: '2026-11-25',
      installments: 1,
      firstPayment: 22340,
      laterPayment: 0,
    }));

  it('records card installments with the split charged: the remainder in the first payment', () =>
    expect(invoice(aPaidOrder({ paidWith: 'installments', installments: 3 })).payment).toEqual({
      method: 'card',
      amount: 22340,
      date: '2026-11-25',
      installments: 3,
      firstPayment: 7448,
      laterPayment: 7446,
    }));

  it('records Bit and cash', () => {
    expect(invoice(aPaidOrder({ paymentMethod: 'bit', paidWith: 'bit', installments: null })).payment).toEqual({
      method: 'bit',
      amount: 22340,
      date: '2026-11-25',
    });
    expect(invoice(aPaidOrder({ paymentMethod: 'cash', paidWith: 'cash', installments: null })).payment?.method).toBe('cash');
  });

  it('names the company when the buyer gave one', () =>
    expect(invoice(aPaidOrder({ companyName: 'Sport Ltd' })).client.name).toBe('Sport Ltd'));

  it('carries the buyer’s company number as the client’s tax id only when the order has one', () => {
    expect(invoice(aPaidOrder({ companyName: 'Sport Ltd', companyNumber: ' 514000003 ' })).client.taxId).toBe('514000003');
    expect(invoice(aPaidOrder({ companyNumber: '' })).client.taxId).toBeNull();
  });

  it('is written in Hebrew for a Russian order when the provider has no Russian, in Russian when it has', () => {
    expect(invoice(aPaidOrder({ language: 'ru' })).language).toBe('he');
    const russian = buildInvoiceReceipt(aDiscountedCourierOrder({ language: 'ru' }), {
      timeZone: JERUSALEM,
      providerLanguages: ['he', 'ru'],
    });
    expect(russian.language).toBe('ru');
    expect(russian.lines.at(-1)?.description).toBe('Доставка курьером');
    expect(documentLanguage('he', ['he', 'ru'])).toBe('he');
  });

  it('refuses an order that is not paid, or whose parts do not add up to its total', () => {
    expect(() => invoice(aPaidOrder({ paidAt: null }))).toThrow(DocumentContentProblem);
    expect(() => invoice(aPaidOrder({ totalAmount: 22341 }))).toThrow(DocumentContentProblem);
    expect(() => invoice(aPaidOrder({ lines: [] }))).toThrow(DocumentContentProblem);
  });
});

describe('the credit note of a refund', () => {
  const credit = (refund: RefundRecord, order = aPaidOrder(), invoiceDocumentId: string | null = 'doc-320-1') =>
    buildCreditNote(refund, order, { timeZone: JERUSALEM, providerLanguages: MORNING_LANGUAGES, invoiceDocumentId });

  it('credits the lines given back less the fee kept, with the VAT of the money returned', () => {
    const document = credit(aRefund());
    expect(document.kind).toBe('credit_note');
    expect(document.lines).toEqual([{ description: 'Pump', quantity: 1, unitPrice: 10000, total: 10000 }]);
    expect(document.discount).toBe(500);
    expect(document.total).toBe(9500);
    expect(document.vat).toBe(1449);
    expect(document.date).toBe('2026-11-28');
    expect(document.payment).toBeNull();
    expect(document.creditsDocumentId).toBe('doc-320-1');
    expect(document.remarks).toBe('זיכוי להזמנה ORD-1767000000000-42 · דמי ביטול ₪5.00 · הוחזר לכרטיס האשראי');
  });

  it('credits a whole order with its delivery, its share of the discount taken off', () => {
    const order = aDiscountedCourierOrder();
    const whole = aRefund({ amount: 23106, fee: 0, deliveryFee: 3000, lines: order.lines, method: 'bit' });
    const document = credit(whole, order);
    expect(document.lines.map((l) => l.total)).toEqual([12340, 10000, 3000]);
    expect(document.discount).toBe(2234);
    expect(document.total).toBe(23106);
    expect(document.remarks).toBe('זיכוי להזמנה ORD-1767000000000-42 · הוחזר בביט');
  });

  it('needs no invoice link for an order whose invoice-receipt the shop did not issue', () =>
    expect(credit(aRefund(), aPaidOrder(), null).creditsDocumentId).toBeNull());

  it('refuses a refund that failed, paid nothing back, pays back more than its lines, or is of another order', () => {
    expect(() => credit(aRefund({ state: 'failed' }))).toThrow(DocumentContentProblem);
    expect(() => credit(aRefund({ amount: 0, method: 'none' }))).toThrow(DocumentContentProblem);
    expect(() => credit(aRefund({ amount: 10001 }))).toThrow(DocumentContentProblem);
    expect(() => credit(aRefund({ orderId: 'another' }))).toThrow(DocumentContentProblem);
  });
});
