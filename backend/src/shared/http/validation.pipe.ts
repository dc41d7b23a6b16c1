import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '../domain/domain-error';

/** Flattens nested class-validator errors into `items.0.quantity`-style field paths. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message: message.replace(error.property, field) }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** Strict request bodies: unknown fields are refused, types converted, every field error named. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => {
      const fieldErrors = flattenValidationErrors(errors);
      return new BadRequestException({
        code: 'VALIDATION_FAILED',
        message: `Validation failed: ${fieldErrors.map((e) => e.message).join('; ')}`,
        errors: fieldErrors,
      });
    },
  });
}
