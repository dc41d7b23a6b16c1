/** The API's error body: `{statusCode, code, message, errors?}` where errors name fields. */
export interface ServerErrorBody {
  statusCode?: number;
  code?: string;
  message?: string | string[];
  errors?: Array<{ field: string; message: string }>;
}

/**
 * react-admin shows `body.errors` (an object keyed by field path) next to the form inputs, and
 * `body.errors.root.serverError` above them, so the API's list is turned into that shape.
 */
/** Refusals the interface words in its own language (message keys), by the API's error code. */
const FIELD_MESSAGE_KEYS: Record<string, string> = {
  ARTICLE_SLUG_TAKEN: 'resources.articles.form.slug_taken',
  SEO_RECORD_DUPLICATE: 'resources.seo.form.duplicate',
  // Every SKU the server refuses is named at its own variant (variants.<n>.sku).
  DUPLICATE_SKU: 'app.errors.sku_taken',
  SLUG_TAKEN: 'app.errors.slug_taken',
  DISCOUNT_CODE_TAKEN: 'resources.discount-codes.errors.code_taken',
  STAFF_EMAIL_TAKEN: 'resources.staff.errors.email_taken',
  WEAK_PASSWORD: 'resources.staff.errors.weak_password',
};

export function formErrorsOf(body: ServerErrorBody | undefined): Record<string, unknown> | undefined {
  if (!body?.errors?.length) return undefined;
  const errors: Record<string, unknown> = {};
  const ownWords = body.code ? FIELD_MESSAGE_KEYS[body.code] : undefined;
  for (const { field, message } of body.errors) {
    if (field) setPath(errors, field.split('.'), ownWords ?? message);
  }
  return errors;
}

function setPath(target: Record<string, unknown>, path: string[], message: string): void {
  const [head, ...rest] = path;
  if (rest.length === 0) {
    target[head] = message;
    return;
  }
  const next = (target[head] as Record<string, unknown> | undefined) ?? {};
  target[head] = next;
  setPath(next, rest, message);
}

export function messageOf(body: ServerErrorBody | undefined, fallback: string): string {
  const message = body?.message;
  if (Array.isArray(message)) return message.join(', ');
  return message || fallback;
}
