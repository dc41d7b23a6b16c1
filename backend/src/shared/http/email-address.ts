import { isEmailAddress } from 'shop-rules';
import { registerDecorator, ValidationOptions } from 'class-validator';

/**
 * The shop's one email rule (shop-rules email-address.ts) on a request field, in place of
 * class-validator's @IsEmail: that one takes quoted mailboxes and symbols the rest of the shop refuses
 * (the back-in-stock request, the settings, the pages' own checks), so the same address could pass
 * one door and not the next. Anything but a string is refused too.
 */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isEmail',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} must be a valid email`, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isEmailAddress(value) },
    });
}
