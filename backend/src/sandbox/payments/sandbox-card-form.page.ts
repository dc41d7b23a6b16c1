import type { Language } from '../../shared/localisation/language';
import { describeResponseCode } from '../../modules/payments/domain/response-codes';
import { SANDBOX_TEST_CARDS, SandboxCardProblem } from './sandbox-test-cards';
import { SANDBOX_BIT_DECISION, SANDBOX_CARD_INPUTS, SandboxFormView } from './sandbox-gateway';
import { SANDBOX_CHARGE_FILE } from './sandbox.payment-provider';

const TEXTS: Record<
  Language,
  {
    title: string;
    notice: string;
    amount: string;
    items: string;
    cardNumber: string;
    expiry: string;
    cvv: string;
    pay: string;
    testCards: string;
    /** "refund": the answer a card's refunds get, where it differs from its charges'. */
    refund: string;
    invalid: string;
    problems: Record<SandboxCardProblem, string>;
    /** "3 payments: first ₪116.64, then ₪116.63 each". */
    payments: (count: number, first: string, later: string) => string;
    /** "3 payments of ₪169.00" when they are all the same. */
    equalPayments: (count: number, each: string) => string;
    bit: { title: string; prompt: string; approve: string; decline: string; phone: string };
  }
> = {
  he: {
    title: 'תשלום מאובטח',
    notice: 'סביבת בדיקה: לא יבוצע חיוב אמיתי',
    amount: 'סכום לתשלום',
    items: 'פריטים',
    cardNumber: 'מספר כרטיס',
    expiry: 'תוקף (MM/YY)',
    cvv: 'CVV',
    pay: 'לתשלום',
    testCards: 'כרטיסי בדיקה',
    refund: 'זיכוי',
    invalid: 'פרטי התשלום אינם תקינים',
    problems: { card_number: 'מספר הכרטיס אינו תקין', expiry: 'יש להזין תוקף בתבנית MM/YY', cvv: 'CVV חייב להכיל 3 ספרות' },
    payments: (count, first, later) => `${count} תשלומים: תשלום ראשון ${first}, ואחריו ${later} לכל תשלום`,
    equalPayments: (count, each) => `${count} תשלומים של ${each}`,
    bit: {
      title: 'תשלום בביט',
      prompt: 'אשרו את התשלום באפליקציית ביט',
      approve: 'אישור התשלום',
      decline: 'דחיית התשלום',
      phone: 'מסך אפליקציית ביט (סביבת בדיקה)',
    },
  },
  ru: {
    title: 'Безопасная оплата',
    notice: 'Тестовая среда: реального списания не будет',
    amount: 'Сумма к оплате',
    items: 'Товары',
    cardNumber: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvv: 'CVV',
    pay: 'Оплатить',
    testCards: 'Тестовые карты',
    refund: 'возврат',
    invalid: 'Неверные параметры платежа',
    problems: {
      card_number: 'Неверный номер карты',
      expiry: 'Укажите срок действия в формате ММ/ГГ',
      cvv: 'CVV должен состоять из 3 цифр',
    },
    payments: (count, first, later) => `${count} ${ruPayments(count)}: первый ${first}, затем по ${later}`,
    equalPayments: (count, each) => `${count} ${ruPayments(count)} по ${each}`,
    bit: {
      title: 'Оплата через Bit',
      prompt: 'Подтвердите платёж в приложении Bit',
      approve: 'Подтвердить платёж',
      decline: 'Отклонить платёж',
      phone: 'Экран приложения Bit (тестовая среда)',
    },
  },
  en: {
    title: 'Secure payment',
    notice: 'Sandbox: no real card is charged',
    amount: 'Amount to pay',
    items: 'Items',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'CVV',
    pay: 'Pay',
    testCards: 'Test cards',
    refund: 'refund',
    invalid: 'Invalid payment parameters',
    problems: { card_number: 'The card number is not valid', expiry: 'Enter the expiry as MM/YY', cvv: 'The CVV must be 3 digits' },
    payments: (count, first, later) => `${count} payments: first ${first}, then ${later} each`,
    equalPayments: (count, each) => `${count} payments of ${each}`,
    bit: {
      title: 'Pay with Bit',
      prompt: 'Approve the payment in the Bit app',
      approve: 'Approve payment',
      decline: 'Decline payment',
      phone: 'Bit app screen (sandbox)',
    },
  },
};

/** Russian counts payments as 1 платёж, 2-4 платежа, 5+ платежей. */
const ruPayments = (count: number): string =>
  ({ one: 'платёж', few: 'платежа', many: 'платежей', other: 'платежа' })[
    new Intl.PluralRules('ru').select(count) as 'one' | 'few' | 'many' | 'other'
  ];

const CURRENCY_SYMBOLS: Record<string, string> = { ILS: '₪', USD: '$', EUR: '€', GBP: '£' };

/** Every value that reaches the page came from the frame URL: all of it is escaped. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `
body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f4f6f8;color:#1d2733}
main{max-width:420px;margin:16px auto;background:#fff;border-radius:10px;padding:20px;box-shadow:0 1px 4px #0002}
h1{font-size:1.2rem;margin:0 0 4px}.notice{color:#8a5a00;font-size:.85rem;margin:0 0 12px}
.amount{font-size:1.6rem;font-weight:700;margin:4px 0 12px}table{width:100%;border-collapse:collapse;font-size:.9rem;margin-bottom:12px}
td{padding:3px 0;border-bottom:1px solid #eee}td.n{text-align:end;white-space:nowrap}
label{display:block;margin:8px 0 2px;font-size:.9rem}input{width:100%;box-sizing:border-box;padding:8px;font-size:1rem;border:1px solid #bbb;border-radius:6px}
.row{display:flex;gap:10px}.row>div{flex:1}.error{color:#b00020;margin:8px 0}
button{margin-top:14px;width:100%;padding:10px;font-size:1rem;background:#1565c0;color:#fff;border:0;border-radius:6px;cursor:pointer}
details{margin-top:14px;font-size:.8rem;color:#555}code{direction:ltr;unicode-bidi:embed}
.payments{background:#eef4fb;border-radius:6px;padding:8px 10px;margin:0 0 12px}
.phone{max-width:300px;margin:8px auto 0;border:10px solid #1d2733;border-radius:32px;padding:22px 16px 18px;text-align:center;background:#f7fbfc}
.phone .brand{display:inline-block;background:#007c96;color:#fff;font-weight:700;border-radius:12px;padding:6px 16px;font-size:1.3rem}
.phone .amount{margin:14px 0 6px}.phone p{margin:6px 0}
.phone .approve{background:#00866f}.phone .decline{background:#fff;color:#b00020;border:2px solid #b00020;margin-top:10px}`;

function page(lang: Language, nonce: string, title: string, content: string): string {
  const dir = lang === 'he' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head>
<body><main>${content}</main></body></html>`;
}

const moneyOf = (view: SandboxFormView, amount: string) => `${CURRENCY_SYMBOLS[view.currency] ?? ''}${escapeHtml(amount)}`;

function hiddenInputs(view: SandboxFormView): string {
  return Object.entries(view.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

/** The payments the frame asks for, in the page's language: nothing for a single payment. */
function paymentsLine(view: SandboxFormView): string {
  const { plan } = view;
  if (plan.payments < 2 || plan.first === null || plan.later === null) return '';
  const t = TEXTS[view.lang];
  const text =
    plan.first === plan.later
      ? t.equalPayments(plan.payments, moneyOf(view, plan.later))
      : t.payments(plan.payments, moneyOf(view, plan.first), moneyOf(view, plan.later));
  return `<p class="payments"><bdi>${text}</bdi></p>`;
}

/** Bit: a phone-style approval screen, as the shopper would see in the Bit app, instead of the card form. */
function renderBitApproval(view: SandboxFormView, nonce: string): string {
  const t = TEXTS[view.lang];
  const money = moneyOf(view, view.amount);
  const content = `
<h1>${t.bit.title}</h1><p class="notice">${t.notice}</p>
${view.description ? `<p>${escapeHtml(view.description)}</p>` : ''}
<section class="phone" aria-label="${t.bit.phone}">
<span class="brand" lang="en">bit</span>
<div class="amount"><bdi>${money}</bdi></div>
<p>${t.bit.prompt}</p>
<form method="post" action="${SANDBOX_CHARGE_FILE}" autocomplete="off">
${hiddenInputs(view)}
<button type="submit" class="approve" name="${SANDBOX_BIT_DECISION.input}" value="${SANDBOX_BIT_DECISION.approve}">${t.bit.approve} <bdi>${money}</bdi></button>
<button type="submit" class="decline" name="${SANDBOX_BIT_DECISION.input}" value="${SANDBOX_BIT_DECISION.decline}">${t.bit.decline}</button>
</form>
</section>`;
  return page(view.lang, nonce, t.bit.title, content);
}

export function renderSandboxForm(view: SandboxFormView, nonce: string): string {
  if (view.plan.bit) return renderBitApproval(view, nonce);
  const t = TEXTS[view.lang];
  const money = moneyOf(view, view.amount);
  const lines = view.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.product_name)} × ${escapeHtml(line.product_quantity)}</td><td class="n">${escapeHtml(line.product_price)}</td></tr>`,
    )
    .join('');
  const hidden = hiddenInputs(view);
  const cards = SANDBOX_TEST_CARDS.map(
    (card) =>
      `<li><code>${card.number}</code> → ${card.responseCode} ${escapeHtml(describeResponseCode(card.responseCode, view.lang))}${
        card.refundCode ? `; ${t.refund} → ${card.refundCode} ${escapeHtml(describeResponseCode(card.refundCode, view.lang))}` : ''
      }</li>`,
  ).join('');
  const content = `
<h1>${t.title}</h1><p class="notice">${t.notice}</p>
<div>${t.amount}</div><div class="amount"><bdi>${money}</bdi></div>
${paymentsLine(view)}
${view.description ? `<p>${escapeHtml(view.description)}</p>` : ''}
${lines ? `<table aria-label="${t.items}">${lines}</table>` : ''}
${view.problem ? `<p class="error" role="alert">${t.problems[view.problem]}</p>` : ''}
<form method="post" action="${SANDBOX_CHARGE_FILE}" autocomplete="off">
${hidden}
<label for="card">${t.cardNumber}</label>
<input id="card" name="${SANDBOX_CARD_INPUTS.cardNumber}" inputmode="numeric" dir="ltr" required maxlength="23" placeholder="4580 0000 0000 0000">
<div class="row"><div><label for="expiry">${t.expiry}</label>
<input id="expiry" name="${SANDBOX_CARD_INPUTS.expiry}" dir="ltr" required maxlength="5" placeholder="MM/YY"></div>
<div><label for="cvv">${t.cvv}</label>
<input id="cvv" name="${SANDBOX_CARD_INPUTS.cvv}" inputmode="numeric" dir="ltr" required pattern="[0-9]{3}" maxlength="3"></div></div>
<button type="submit">${t.pay} <bdi>${money}</bdi></button>
</form>
<details><summary>${t.testCards}</summary><ul>${cards}</ul></details>`;
  return page(view.lang, nonce, t.title, content);
}

export function renderSandboxError(lang: Language, nonce: string, parameter: string): string {
  const t = TEXTS[lang];
  return page(
    lang,
    nonce,
    t.title,
    `<h1>${t.title}</h1><p class="error" role="alert">${t.invalid}: <code>${escapeHtml(parameter)}</code></p>`,
  );
}
