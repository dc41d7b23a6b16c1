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

/** Every class class-validator knows, with its property rules and those it inherits (one storage for the process). */
function validatedClasses(): Map<string, ValidationMetadata[]> {
  const storage = getMetadataStorage();
  const targets = (storage as unknown as { validationMetadatas: Map<unknown, ValidationMetadata[]> }).validationMetadatas.keys();
  const byName = new Map<string, ValidationMetadata[]>();
  for (const target of targets) {
    if (typeof target !== 'function' || !target.name) continue;
    const metadatas = storage.getTargetValidationMetadatas(target as new () => object, '', true, false);
    byName.set(target.name, [...(byName.get(target.name) ?? []), ...metadatas]);
  }
  return byName;
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
export function addValidatorBounds(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  for (const [name, metadatas] of validatedClasses()) {
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
