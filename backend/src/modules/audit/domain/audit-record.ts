/** A field's value before and after a change. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

export type FieldChanges = Record<string, FieldChange>;

/**
 * Fields never written to the audit log, whatever their entity: password hashes, two-factor keys,
 * recovery-code digests, tokens, webhook and API secrets. Matched on the field's name, so a new
 * entity's `signingSecret` or `resetToken` is kept out without anyone remembering to list it.
 */
const SECRET_FIELD = /(password|secret|token|digest|hash|api_?key|private_?key)/i;

/** Bookkeeping that changes with every write and tells staff nothing (search text, session counters). */
const NOISE_FIELD = /^(searchText|search_text|sessionVersion|session_version|updatedAt|updated_at|createdAt|created_at)$/;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

export function isRecordedField(name: string): boolean {
  return !isSecretField(name) && !NOISE_FIELD.test(name);
}

/** Long texts (descriptions, articles) are kept to their beginning: the log says what changed, not the whole text. */
const MAX_TEXT = 1000;

/** A value as the log keeps it: dates as ISO text, numbers and text as they are, objects as JSON. */
export function loggedValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (value !== null && typeof value === 'object') return JSON.parse(JSON.stringify(value));
  return value;
}

function same(a: unknown, b: unknown): boolean {
  const x = loggedValue(a);
  const y = loggedValue(b);
  // DECIMAL columns come back as text from MySQL and as numbers from SQLite: 129.9 and "129.90" are one price.
  if ((typeof x === 'number' || typeof x === 'string') && (typeof y === 'number' || typeof y === 'string')) {
    if (x !== '' && y !== '' && !Number.isNaN(Number(x)) && !Number.isNaN(Number(y)) && typeof x !== typeof y)
      return Number(x) === Number(y);
  }
  if (typeof x === 'boolean' || typeof y === 'boolean') return Boolean(x) === Boolean(y) && (x === null) === (y === null);
  return JSON.stringify(x) === JSON.stringify(y);
}

/**
 * The recorded fields that differ between two states of one item (`before` null for a creation,
 * `after` null for a deletion), secret and bookkeeping fields left out.
 */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChanges {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChanges = {};
  for (const name of names) {
    if (!isRecordedField(name)) continue;
    const was = before ? before[name] : null;
    const now = after ? after[name] : null;
    if (after && !(name in after) && before) continue; // a partial write leaves the field as it was
    if (before && after && same(was, now)) continue;
    if (!before && (now === null || now === undefined)) continue;
    if (!after && (was === null || was === undefined)) continue;
    changes[name] = { before: loggedValue(was), after: loggedValue(now) };
  }
  return changes;
}

/** Secret fields dropped from changes a caller gives by hand. */
export function withoutSecrets(changes: FieldChanges | undefined): FieldChanges {
  const kept: FieldChanges = {};
  for (const [name, change] of Object.entries(changes ?? {})) {
    if (!isSecretField(name)) kept[name] = { before: loggedValue(change.before), after: loggedValue(change.after) };
  }
  return kept;
}

/** `ProductVariantEntity` → `product-variant`: the entity type staff filter by. */
export function entityTypeOf(className: string): string {
  return className
    .replace(/Entity$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** Records older than this are removed: `months` whole calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  // The 31st of a month without one is that month's last day.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'refund',
  'login',
  'login-failed',
  'two-factor-enrol',
  'two-factor-reset',
  'password-reset',
  'invite',
  'password-set',
  'export',
  'read',
  'import',
] as const;
