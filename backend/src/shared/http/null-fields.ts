import type { FieldError } from '../domain/domain-error';

/** Where @nestjs/swagger keeps each property's documentation (its DECORATORS constants, not exported by the package). */
const PROPERTY_DOCS = 'swagger/apiModelProperties';
const DOCUMENTED_PROPERTIES = 'swagger/apiModelPropertiesArray';

type Constructor = abstract new (...args: never[]) => unknown;

interface PropertyDocs {
  nullable?: boolean;
  type?: unknown;
  isArray?: boolean;
}

const docsOf = (type: Constructor, key: string): PropertyDocs | undefined =>
  Reflect.getMetadata(PROPERTY_DOCS, type.prototype, key) as PropertyDocs | undefined;

/** A request class the documentation describes (not String, Number, an enum or an object literal). */
function documentedClass(type: unknown): Constructor | null {
  if (typeof type !== 'function' || [String, Number, Boolean, Object, Array, Date].includes(type as never)) return null;
  // `type: () => Dto` (a lazy reference) is a function of no parameters without a prototype of its own documentation.
  const resolved =
    (type as Constructor).prototype && Reflect.getMetadata(DOCUMENTED_PROPERTIES, (type as Constructor).prototype)
      ? type
      : safeCall(type as () => unknown);
  return typeof resolved === 'function' ? (resolved as Constructor) : null;
}

function safeCall(factory: () => unknown): unknown {
  try {
    return factory.length === 0 ? factory() : null;
  } catch {
    return null;
  }
}

/**
 * What `null` means in a request, decided once for every body: a field may be null only where its
 * documentation says `nullable` (and null then means "none", as each DTO describes); anywhere else a
 * null is refused, naming the field, before it can reach a use case or the database (an optional field
 * is left out to keep its value, never sent as null).
 */
export function refusedNulls(body: unknown, type: Constructor, parent = ''): FieldError[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const problems: FieldError[] = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const field = parent ? `${parent}.${key}` : key;
    const docs = docsOf(type, key);
    if (!docs) continue; // an unknown field: the validation pipe refuses it by name
    if (value === null) {
      if (!docs.nullable) problems.push({ field, message: `${field} must not be null (leave it out to keep its value)` });
      continue;
    }
    const nested = documentedClass(docs.type);
    if (!nested) continue;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (item === null) problems.push({ field: `${field}.${index}`, message: `${field}.${index} must not be null` });
        else problems.push(...refusedNulls(item, nested, `${field}.${index}`));
      });
    } else {
      problems.push(...refusedNulls(value, nested, field));
    }
  }
  return problems;
}
