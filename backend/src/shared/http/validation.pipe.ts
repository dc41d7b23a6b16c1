import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '../domain/domain-error';
import { refusedNulls } from './null-fields';

/** Flattens nested class-validator errors into `items.0.quantity`-style field paths. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message: message.replace(error.property, field) }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

const refusal = (fieldErrors: FieldError[]) =>
  new BadRequestException({
    code: 'VALIDATION_FAILED',
    message: `Validation failed: ${fieldErrors.map((e) => e.message).join('; ')}`,
    errors: fieldErrors,
  });

/** The validation pipe, after refusing a null where a body's documentation does not allow one (null-fields.ts). */
class ShopValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && typeof metadata.metatype === 'function' && this.toValidate(metadata)) {
      const nulls = refusedNulls(value, metadata.metatype as never);
      if (nulls.length > 0) throw refusal(nulls);
    }
    return super.transform(value, metadata);
  }
}

/** Strict request bodies: unknown fields are refused, types converted, every field error named. */
export function createValidationPipe(): ValidationPipe {
  return new ShopValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => refusal(flattenValidationErrors(errors)),
  });
}
