import { escapeHtml, renderSandboxError, renderSandboxForm } from './sandbox-card-form.page';
import type { SandboxFormView } from './sandbox-gateway';

const aFormView = (overrides: Partial<SandboxFormView> = {}): SandboxFormView => ({
  lang: 'he',
  amount: '123.40',
  currency: 'ILS',
  description: 'הזמנה ORD-1',
  lines: [{ product_name: 'Ball (Size 5)', product_quantity: 2, product_price: 61.7 }],
  plan: { bit: false, payments: 1, first: null, later: null },
  hidden: { sum: '123.40', currency: '1', orderId: 'abc' },
  ...overrides,
});

describe('sandbox card form page', () => {
  it('escapes every character that could open markup or an attribute', () => {
    expect(escapeHtml(`<script>"x"&'y'\``)).toBe('&#60;script&#62;&#34;x&#34;&#38;&#39;y&#39;&#96;');
  });

  it('shows amount, currency symbol, items and Hebrew right-to-left texts', () => {
    const html = renderSandboxForm(aFormView(), 'n0nce');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('₪123.40');
    expect(html).toContain('Ball (Size 5) × 2');
    expect(html).toContain('מספר כרטיס');
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).toContain('<input type="hidden" name="orderId" value="abc">');
  });

  it('speaks Russian left to right', () => {
    const html = renderSandboxForm(aFormView({ lang: 'ru', currency: 'EUR' }), 'n');
    expect(html).toContain('dir="ltr"');
    expect(html).toContain('Номер карты');
    expect(html).toContain('€123.40');
  });

  it('never lets an echoed value break out of the page', () => {
    const evil = '"><script>alert(1)</script>';
    const html = renderSandboxForm(
      aFormView({
        description: evil,
        amount: evil,
        lines: [{ product_name: evil, product_quantity: 1, product_price: 1 }],
        hidden: { [evil]: evil },
      }),
      'n',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(evil);
    expect(renderSandboxError('en', 'n', evil)).not.toContain('<script>');
  });

  it('shows the card problem when the form comes back', () => {
    expect(renderSandboxForm(aFormView({ lang: 'ru', problem: 'cvv' }), 'n')).toContain('CVV должен состоять из 3 цифр');
  });

  it('shows the payments of a charge in installments in the page language, and none for one payment', () => {
    const plan = { bit: false, payments: 3, first: '116.64', later: '116.63' };
    expect(renderSandboxForm(aFormView({ plan }), 'n')).toContain('3 תשלומים: תשלום ראשון ₪116.64, ואחריו ₪116.63 לכל תשלום');
    expect(renderSandboxForm(aFormView({ lang: 'ru', plan }), 'n')).toContain('3 платежа: первый ₪116.64, затем по ₪116.63');
    expect(renderSandboxForm(aFormView({ lang: 'ru', plan: { ...plan, payments: 6 } }), 'n')).toContain('6 платежей');
    expect(renderSandboxForm(aFormView({ plan: { ...plan, first: '169.00', later: '169.00' } }), 'n')).toContain('3 תשלומים של ₪169.00');
    expect(renderSandboxForm(aFormView(), 'n')).not.toContain('class="payments"');
  });

  it('shows a Bit order the approval screen with Approve and Decline instead of the card form', () => {
    const html = renderSandboxForm(aFormView({ plan: { bit: true, payments: 1, first: null, later: null } }), 'n');
    expect(html).toContain('aria-label="מסך אפליקציית ביט (סביבת בדיקה)"');
    expect(html).toContain('name="sandbox_bit_decision" value="approve">אישור התשלום');
    expect(html).toContain('name="sandbox_bit_decision" value="decline">דחיית התשלום');
    expect(html).not.toContain('sandbox_card_number');
    expect(html).toContain('<input type="hidden" name="orderId" value="abc">');
  });
});
