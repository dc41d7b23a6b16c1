/**
 * Every fact about Morning's (formerly Green Invoice) API the shop relies on, in one place, marked as
 * /work/shared/tax-documents.md marks them: [lib] from public integrations, [?] UNCONFIRMED (sources
 * disagree or say nothing): check each [?] value in Morning's sandbox before issuing real documents,
 * and change it here only. The built-in sandbox speaks the same names and values.
 */

/** Base addresses [lib]; MORNING_API_URL chooses one (the built-in sandbox when TAX_DOCUMENTS_PROVIDER=sandbox). */
export const MORNING_API_URL = 'https://api.greeninvoice.co.il/api/v1';
export const MORNING_SANDBOX_API_URL = 'https://sandbox.d.greeninvoice.co.il/api/v1';

/** `POST /account/token` with `{ id, secret }` answers `{ token }`, a bearer token that expires [lib]. */
export const MORNING_TOKEN_PATH = '/account/token';
/** `POST /documents` answers the document with `id`, `number` and `url` [lib]. */
export const MORNING_DOCUMENTS_PATH = '/documents';
/** Each call's time limit (the outbox's lease, 120 s, is far above two of them). */
export const MORNING_CALL_TIMEOUT_MS = 20_000;
/** [?] The token answer's lifetime field is not documented where we looked: a token is kept this long, or until a 401. */
export const MORNING_TOKEN_REUSE_MS = 30 * 60 * 1000;

/** Document types [lib]: 305 tax invoice, 320 invoice-receipt, 330 credit note, 400 receipt. */
export const MORNING_DOCUMENT_TYPE = { invoice_receipt: 320, credit_note: 330 } as const;

/** [lib] Morning writes documents in Hebrew and English only: a Russian order gets a Hebrew document. */
export const MORNING_LANGUAGES = ['he', 'en'] as const;

export const MORNING_CURRENCY = 'ILS';

/**
 * [?] UNCONFIRMED: `vatType` for "the price includes VAT" (every price of the shop does). Sources
 * disagree whether it is 0 or 1 (others read 0 as "the business's default" and 2 as "exempt"):
 * verify in Morning's sandbox that an income line of 118 shows 100 + 18 VAT.
 */
export const MORNING_VAT_TYPE_PRICE_INCLUDES_VAT = 1;

/** [?] UNCONFIRMED payment `type` codes, as reported: 1 cash, 3 credit card, 4 bank transfer, 10 payment app (Bit). */
export const MORNING_PAYMENT_TYPE = { cash: 1, card: 3, bankTransfer: 4, bit: 10 } as const;

/**
 * [?] UNCONFIRMED card payment fields: `dealType` 1 a regular charge, 2 payments (תשלומים), with
 * `numPayments` and `firstPayment`. A field Morning does not know is ignored or refused: check.
 */
export const MORNING_CARD_DEAL_TYPE = { regular: 1, installments: 2 } as const;

/**
 * [?] UNCONFIRMED document fields the shop sends besides those of tax-documents.md:
 *  - `discount: { amount, type: 'sum' }`, the order's discount off the income lines' sum (a negative
 *    income line is not tried);
 *  - `linkedDocumentIds: [id]`, the invoice-receipt a credit note credits;
 *  - `client.taxId`, the buyer's company number (sent only when an order has one: none do yet), and
 *    whether Morning then asks the Tax Authority for the B2B allocation number (מספר הקצאה) itself;
 *  - `custom`, the outbox's document key: the built-in sandbox answers the first document again for a
 *    key it has seen, so a document issued just before a crash is not issued twice; whether Morning
 *    does the same with `custom` (or offers another idempotency key) is unknown.
 */
export const MORNING_DISCOUNT_TYPE_SUM = 'sum';

/** [?] The answer's `url` is reported as one link per language (`{ he, en, origin }`); a plain string is taken too. */
export const MORNING_URL_LANGUAGES = ['he', 'en', 'origin'] as const;

/** [?] Error answers are reported as `{ errorCode, errorMessage }`. */
export interface MorningErrorBody {
  errorCode?: number;
  errorMessage?: string;
}
