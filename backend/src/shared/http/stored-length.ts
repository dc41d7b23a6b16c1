import { normalizeEmail } from 'shop-rules';
import { registerDecorator, ValidationOptions } from 'class-validator';

/**
 * A text's length as the shop stores it: e-mail addresses are kept and compared in lower case, and
 * lower-casing can lengthen a text ("İ" becomes two characters), so a check on the text as sent could
 * pass an address its varchar(254) column cannot hold.
 */
export const storedEmailLength = (text: string): number => normalizeEmail(text).length;

/** @MaxLength of the e-mail as stored (lower case): refused with 400 rather than failing in the database. */
export function MaxStoredEmailLength(max: number, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'maxLength',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [max],
      options: { message: `${String(propertyName)} must be at most ${max} characters`, ...options },
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' || (storedEmailLength(value) <= max && [...value].length <= max && value.length <= max),
      },
    });
}
