import { documentRequestFrom, documentRequestText, DocumentRequest } from './document-request';

const request: DocumentRequest = {
  order: {
    id: 'order-1',
    orderNumber: 'ORD-1',
    language: 'he',
    customerName: 'דנה',
    customerEmail: 'dana@example.com',
    customerPhone: '0501234567',
    customerAddress: null,
    companyName: null,
    companyNumber: null,
    lines: [{ productName: 'כדור', variantName: 'M / ירוק', quantity: 2, unitPrice: 6170 }],
    itemsTotal: 12340,
    discountCode: null,
    discountAmount: 0,
    deliveryMethod: 'pickup',
    deliveryFee: 0,
    totalAmount: 12340,
    paymentMethod: 'credit_card',
    paidWith: 'installments',
    installments: 3,
    paidAt: new Date('2026-11-25T10:00:00Z'),
  },
  refund: {
    id: 7,
    orderId: 'order-1',
    state: 'succeeded',
    method: 'credit_card',
    amount: 6170,
    fee: 0,
    deliveryFee: 0,
    lines: [{ productName: 'כדור', variantName: 'M / ירוק', quantity: 1, unitPrice: 6170 }],
    createdAt: new Date('2026-11-26T10:00:00Z'),
  },
};

describe('a tax document request kept in its outbox row', () => {
  it('comes back as it was written, dates as dates', () => {
    const back = documentRequestFrom(documentRequestText(request));
    expect(back).toEqual(request);
    expect(back!.order.paidAt).toBeInstanceOf(Date);
    expect(back!.refund!.createdAt).toBeInstanceOf(Date);
  });

  it('is null for a row written before requests carried their content, or for unreadable text', () => {
    expect(documentRequestFrom(null)).toBeNull();
    expect(documentRequestFrom('')).toBeNull();
    expect(documentRequestFrom('{not json')).toBeNull();
    expect(documentRequestFrom('{"refund":null}')).toBeNull();
  });

  it('keeps an invoice-receipt without a refund', () => {
    expect(documentRequestFrom(documentRequestText({ ...request, refund: null }))!.refund).toBeNull();
  });
});
