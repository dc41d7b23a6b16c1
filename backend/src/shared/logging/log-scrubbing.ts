/** An email address anywhere in a text. */
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/**
 * Card numbers as a provider or a careless client might send them (14-19 digits, maybe spaced); not the
 * 13-digit time inside an order number (ORD-1767607200000-42).
 */
const CARD_NUMBER = /(?<![\w-])\d(?: ?\d){13,18}(?![\w-])/g;

/** Keeps the first letter and the domain of each email: enough to follow a case, not to write to someone. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, '$1***@$2');
}

/** What a log line may say of a free text (a message, an error): no full email, no card number. */
export function scrubText(text: string): string {
  return maskEmails(text).replace(CARD_NUMBER, '[card number]');
}

/**
 * A request's address as logs keep it: no query string (tracking carries an email, the payment notify its
 * token) and no order UUIDs (holding one is the permission to read that order).
 */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(UUID, ':id').slice(0, 200);
}

/** Field names whose values never reach a log, wherever they appear. */
export const SECRET_FIELDS = [
  'password',
  'token',
  'access_token',
  'authorization',
  'cookie',
  'secret',
  'ccno',
  'cvv',
  'mycvv',
  'expmonth',
  'expyear',
  'TranzilaTK',
  'thtk',
  'customer_email',
  'email',
  'customer_phone',
  'phone',
];

/** pino's redact paths for those fields, at the top level and one or two levels down. */
export function redactPaths(): string[] {
  return SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]).concat([
    'req.headers.authorization',
    'req.headers.cookie',
  ]);
}
