import type { Language } from '../../../shared/localisation/language';
import { describeResponseCode } from '../domain/response-codes';
import { SANDBOX_TEST_CARDS, SandboxCardProblem } from '../domain/sandbox-test-cards';
import { SANDBOX_CARD_INPUTS, SandboxFormView } from '../infrastructure/sandbox-gateway';
import { SANDBOX_CHARGE_FILE } from '../infrastructure/sandbox.payment-provider';

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
    invalid: string;
    problems: Record<SandboxCardProblem, string>;
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
    invalid: 'פרטי התשלום אינם תקינים',
    problems: { card_number: 'מספר הכרטיס אינו תקין', expiry: 'יש להזין תוקף בתבנית MM/YY', cvv: 'CVV חייב להכיל 3 ספרות' },
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
    invalid: 'Неверные параметры платежа',
    problems: {
      card_number: 'Неверный номер карты',
      expiry: 'Укажите срок действия в формате ММ/ГГ',
      cvv: 'CVV должен состоять из 3 цифр',
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
    invalid: 'Invalid payment parameters',
    problems: { card_number: 'The card number is not valid', expiry: 'Enter the expiry as MM/YY', cvv: 'The CVV must be 3 digits' },
  },
};

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
details{margin-top:14px;font-size:.8rem;color:#555}code{direction:ltr;unicode-bidi:embed}`;

function page(lang: Language, nonce: string, title: string, content: string): string {
  const dir = lang === 'he' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head>
<body><main>${content}</main></body></html>`;
}

export function renderSandboxForm(view: SandboxFormView, nonce: string): string {
  const t = TEXTS[view.lang];
  const money = `${CURRENCY_SYMBOLS[view.currency] ?? ''}${escapeHtml(view.amount)}`;
  const lines = view.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.product_name)} × ${escapeHtml(line.product_quantity)}</td><td class="n">${escapeHtml(line.product_price)}</td></tr>`,
    )
    .join('');
  const hidden = Object.entries(view.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const cards = SANDBOX_TEST_CARDS.map(
    (card) =>
      `<li><code>${card.number}</code> → ${card.responseCode} ${escapeHtml(describeResponseCode(card.responseCode, view.lang))}</li>`,
  ).join('');
  const content = `
<h1>${t.title}</h1><p class="notice">${t.notice}</p>
<div>${t.amount}</div><div class="amount"><bdi>${money}</bdi></div>
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
