import type { OpenAPIObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; type?: string };

/** class-validator's decorators whose bounds the document states: the decorator's name, the JSON Schema keyword. */
const KEYWORDS: Record<string, (constraints: unknown[]) => Record<string, unknown>> = {
  max: ([value]) => ({ maximum: value }),
  min: ([value]) => ({ minimum: value }),
  maxLength: ([value]) => ({ maxLength: value }),
  minLength: ([value]) => ({ minLength: value }),
  isLength: ([min, max]) => ({ minLength: min, ...(max === undefined ? {} : { maxLength: max }) }),
  arrayMaxSize: ([value]) => ({ maxItems: value }),
  arrayMinSize: ([value]) => ({ minItems: value }),
  isInt: () => ({ type: 'integer' }),
  isUuid: () => ({ format: 'uuid', maxLength: 36 }),
};

/** Where @nestjs/swagger keeps a class's documented properties (its DECORATORS constants, not exported by the package). */
const DOCUMENTED_PROPERTIES = 'swagger/apiModelPropertiesArray';
const PROPERTY_DOCS = 'swagger/apiModelProperties';

type Constructor = new (...args: never[]) => object;

/**
 * The request classes of the given controllers: each handler's parameter types, and the classes their
 * documented properties name, followed down. A class that only extends another (no rule of its own)
 * is found too, which class-validator's own list would miss.
 */
export function requestClassesOf(controllers: readonly Constructor[]): Constructor[] {
  const found = new Set<Constructor>();
  const visit = (type: unknown): void => {
    const resolved = typeof type === 'function' && !type.prototype ? safeCall(type as () => unknown) : type;
    if (typeof resolved !== 'function' || found.has(resolved as Constructor)) return;
    const properties = Reflect.getMetadata(DOCUMENTED_PROPERTIES, (resolved as Constructor).prototype) as string[] | undefined;
    if (!properties) return;
    found.add(resolved as Constructor);
    for (const property of properties) {
      const docs = Reflect.getMetadata(PROPERTY_DOCS, (resolved as Constructor).prototype, property.replace(/^:/, '')) as
        { type?: unknown } | undefined;
      visit(Array.isArray(docs?.type) ? docs?.type[0] : docs?.type);
    }
  };
  for (const controller of controllers) {
    for (const method of Object.getOwnPropertyNames(controller.prototype)) {
      const parameters = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) as unknown[] | undefined) ?? [];
      parameters.forEach(visit);
    }
  }
  return [...found];
}

function safeCall(factory: () => unknown): unknown {
  try {
    return factory.length === 0 ? factory() : undefined;
  } catch {
    return undefined;
  }
}

/** Each request class's property rules, its inherited ones included, by the class's (the schema's) name. */
function validatedClasses(classes: readonly Constructor[]): Map<string, ValidationMetadata[]> {
  const storage = getMetadataStorage();
  return new Map(classes.map((type) => [type.name, storage.getTargetValidationMetadatas(type, '', true, false)]));
}

/** The schema a rule applies to: the property's own, or its items' for a rule on each element of an array. */
function targetOf(property: Schema, each: boolean): Schema {
  if (each && property.type === 'array' && property.items) return property.items;
  return property;
}

/**
 * The bounds a request's fields are checked with (@Max, @Min, @MaxLength, @Length, @ArrayMaxSize ...),
 * written into the document's schemas of the same name, so that what the API document promises is what
 * the validation pipe enforces: one source, the DTO. A bound a decorator states itself is kept.
 */
export function addValidatorBounds(document: OpenAPIObject, requestClasses: readonly Constructor[]): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  for (const [name, metadatas] of validatedClasses(requestClasses)) {
    const schema = schemas[name];
    if (!schema?.properties) continue;
    for (const metadata of metadatas) {
      const keywords = metadata.name ? KEYWORDS[metadata.name] : undefined;
      const property = schema.properties[metadata.propertyName];
      if (!keywords || !property) continue;
      const target = targetOf(property, metadata.each === true);
      for (const [keyword, value] of Object.entries(keywords(metadata.constraints ?? []))) {
        // A whole number is `integer`, where the class's TypeScript type could only say `number`.
        if (keyword === 'type' && target.type === 'number') target.type = value as string;
        else if (keyword !== 'type' && target[keyword] === undefined && value !== undefined) target[keyword] = value;
      }
    }
  }
  return document;
}
