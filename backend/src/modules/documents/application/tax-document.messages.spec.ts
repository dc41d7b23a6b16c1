import { composeCreditNoteEmail, composeInvoiceReceiptEmail } from './tax-document.messages';

const order = { orderNumber: 'ORD-1767000000000-42', customerName: 'Dana <Levi>', language: 'he' as const };
const document = { number: '10042', url: 'https://shop.example/sandbox/documents/view/abc?x=1&y=2', language: 'he' as const };

describe('the invoice-receipt email', () => {
  it('gives the number and the link in Hebrew, right to left', () => {
    const email = composeInvoiceReceiptEmail(order, document);
    expect(email.subject).toBe('חשבונית מס/קבלה להזמנה ORD-1767000000000-42');
    expect(email.text).toContain('חשבונית מס/קבלה מספר 10042 להזמנה ORD-1767000000000-42');
    expect(email.text).toContain(document.url);
    expect(email.html).toContain('dir="rtl"');
    expect(email.html).toContain('href="https://shop.example/sandbox/documents/view/abc?x=1&amp;y=2"');
    expect(email.html).toContain('Dana &lt;Levi&gt;');
  });

  it('speaks Russian to a Russian order and says the document itself is in Hebrew', () => {
    const email = composeInvoiceReceiptEmail({ ...order, language: 'ru' }, document);
    expect(email.language).toBe('ru');
    expect(email.subject).toBe('Налоговый счёт-квитанция по заказу ORD-1767000000000-42');
    expect(email.text).toContain('№ 10042');
    expect(email.text).toContain('на иврите');
    expect(composeInvoiceReceiptEmail({ ...order, language: 'ru' }, { ...document, language: 'ru' }).text).not.toContain('на иврите');
  });
});

describe('the credit note email', () => {
  it('names the refund’s credit note and links it, in Hebrew and in Russian', () => {
    const he = composeCreditNoteEmail(order, document);
    expect(he.subject).toBe('חשבונית מס זיכוי להזמנה ORD-1767000000000-42');
    expect(he.text).toContain('חשבונית מס זיכוי מספר 10042');
    expect(he.html).toContain('>לצפייה בחשבונית הזיכוי</a>');
    const ru = composeCreditNoteEmail({ ...order, language: 'ru' }, document);
    expect(ru.subject).toBe('Кредит-нота по заказу ORD-1767000000000-42');
    expect(ru.text).toContain('кредит-нота № 10042');
    expect(ru.text).toContain(document.url);
    expect(ru.text).toContain('на иврите');
  });
});
