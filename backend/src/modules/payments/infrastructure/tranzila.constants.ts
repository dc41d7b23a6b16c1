/**
 * Every fact about the Tranzila protocol the shop relies on, in one place (see
 * shared/payments-tranzila.md for the confidence of each; check the [lib] and [?] ones against
 * the provider before production). The sandbox speaks the same names.
 */

/** Hosted payment frame [lib]. */
export const TRANZILA_FRAME_URL = (terminal: string) => `https://direct.tranzila.com/${encodeURIComponent(terminal)}/iframenew.php`;

/** Amount lock [doc]: POST {terminal_name, sum} -> a `thtk` token for the frame URL. */
export const TRANZILA_HANDSHAKE_URL = 'https://api.tranzila.com/v2/handshake/create';
/** Transaction lookup [doc]: POST {terminal_name, transaction_index}. */
export const TRANZILA_TRANSACTIONS_URL = 'https://api.tranzila.com/v1/transactions';
export const TRANZILA_API_TIMEOUT_MS = 10_000;

/** API authentication headers [doc]. */
export const TRANZILA_API_HEADERS = {
  appKey: 'X-tranzila-api-app-key',
  requestTime: 'X-tranzila-api-request-time',
  nonce: 'X-tranzila-api-nonce',
  accessToken: 'X-tranzila-api-access-token',
} as const;
/** 40 random bytes: the 80 hex characters the API expects. */
export const TRANZILA_NONCE_BYTES = 40;

/** Parameters of the frame URL [lib]. */
export const FRAME_PARAMS = {
  sum: 'sum',
  currency: 'currency',
  credType: 'cred_type',
  tranmode: 'tranmode',
  lang: 'lang',
  orderId: 'orderId',
  purchaseDataFlag: 'u71',
  purchaseData: 'json_purchase_data',
  description: 'pdesc',
  contact: 'contact',
  email: 'email',
  phone: 'phone',
  company: 'company',
  city: 'city',
  successUrl: 'success_url_address',
  failUrl: 'fail_url_address',
  /** Not `notify_url`: that name belongs to another product and is never called. */
  notifyUrl: 'notify_url_address',
  handshakeToken: 'thtk',
  /** Installments [lib]: the number of payments after the first, the first payment, each later one. */
  laterPaymentsCount: 'npay',
  firstPayment: 'fpay',
  laterPayment: 'spay',
  /** Offer Bit on the hosted page [?]: reported as `bit=1`, unconfirmed; check with the provider. */
  bit: 'bit',
} as const;

export const CRED_TYPE_REGULAR = '1';
/** `cred_type` of a charge in payments (תשלומים) [lib]; 6 is the card company's credit plan, not used. */
export const CRED_TYPE_INSTALLMENTS = '8';
/** The value of the Bit parameter [?]. */
export const BIT_ENABLED = '1';
export const TRANMODE_CHARGE = 'A';
export const PURCHASE_DATA_ENABLED = '1';
/** What the provider expects where a customer field is unknown. */
export const NOT_AVAILABLE = 'NA';

/** `lang`: Hebrew is `il`, not `he` [lib]; English `us` [?]. */
export const FRAME_LANGUAGE = { he: 'il', ru: 'ru', en: 'us' } as const;

/** Numeric currency codes [lib]. */
export const CURRENCY_CODES: Readonly<Record<string, string>> = { ILS: '1', USD: '2', EUR: '978', GBP: '826' };
export const CURRENCY_OF_CODE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CURRENCY_CODES).map(([iso, code]) => [code, iso]),
);

/** Fields of the notify and return calls [lib]. */
export const RESULT_FIELDS = {
  response: 'Response',
  authNumber: 'ConfirmationCode',
  index: 'index',
  tempref: 'Tempref',
  cardToken: 'TranzilaTK',
  cardNumber: 'ccno',
  cardType: 'cardtype',
  cardIssuer: 'cardissuer',
  expMonth: 'expmonth',
  expYear: 'expyear',
  sum: 'sum',
  currency: 'currency',
  /** The credit type and the number of later payments of the transaction, echoed with an `o_` prefix [lib]. */
  credType: 'o_cred_type',
  laterPaymentsCount: 'o_npay',
  /**
   * How the shopper paid [?]: the provider's field for a Bit payment is unconfirmed. The sandbox
   * sends `payment_method=bit`; an order placed for Bit counts as Bit whatever the field says.
   */
  paymentMethod: 'payment_method',
} as const;

/** The value of RESULT_FIELDS.paymentMethod for a Bit payment [?]. */
export const RESULT_METHOD_BIT = 'bit';

/** Our own parameters in the notify URL (not provider fields): the token, and the payments offered when more than one. */
export const NOTIFY_TOKEN_PARAM = 'token';
export const NOTIFY_INSTALLMENTS_PARAM = 'installments';

/** `cardtype` codes [lib]. */
export const CARD_TYPE_CODES: Readonly<Record<string, string>> = { '1': 'Mastercard', '2': 'Visa', '3': 'Maestro' };
export const CARD_TYPE_OF_BRAND: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CARD_TYPE_CODES).map(([code, brand]) => [brand, code]),
);

/** Where the API answers carry the values the adapter reads [?]: the first match wins. */
export const HANDSHAKE_TOKEN_PATHS = [['thtk'], ['data', 'thtk'], ['result', 'thtk']] as const;
export const LOOKUP_LIST_PATHS = [['transactions'], ['data', 'transactions'], ['data']] as const;
export const LOOKUP_INDEX_FIELDS = ['index', 'transaction_index'] as const;
export const LOOKUP_CODE_FIELDS = ['processor_response_code', 'response_code', 'Response'] as const;
export const LOOKUP_AMOUNT_FIELDS = ['amount', 'sum'] as const;

/**
 * Refund (זיכוי) [?]: a credit transaction through the CGI endpoint that references the original
 * charge. UNCONFIRMED, every value of this block: the endpoint's address, the parameter names (the
 * terminal as `supplier`, its transaction password as `TranzilaPW`, `tranmode=C{index}` with the
 * charge's `index`, `authnr` its ConfirmationCode), whether a Bit payment or a charge in installments
 * is credited by the same call (the adapter assumes it is), and the answer being urlencoded fields
 * with `Response` (000 = done) and the credit's own `index`. Check each with the provider before
 * taking refunds in production; the v2 API's refund call is the other way the provider offers.
 */
export const TRANZILA_REFUND_URL = 'https://secure5.tranzila.com/cgi-bin/tranzila71u.cgi';
export const REFUND_PARAMS = {
  terminal: 'supplier',
  password: 'TranzilaPW',
  tranmode: 'tranmode',
  authNumber: 'authnr',
  sum: 'sum',
  currency: 'currency',
  credType: 'cred_type',
} as const;
/** `tranmode` of a credit of the charge with that index [?]. */
export const TRANMODE_CREDIT = (chargeIndex: string) => `C${chargeIndex}`;
/** Fields of the refund's answer [?]. */
export const REFUND_RESULT_FIELDS = { response: 'Response', index: 'index', authNumber: 'ConfirmationCode' } as const;
