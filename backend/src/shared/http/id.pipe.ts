import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { DomainError } from '../domain/domain-error';

/** The largest id an INT column holds. */
export const MAX_ID = 2_147_483_647;

/** A path id: a positive whole number, else 400 naming the parameter (never a database error). */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const name = metadata.data ?? 'id';
    const id = /^\d{1,10}$/.test(String(value)) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw DomainError.invalid('INVALID_ID', `${name} must be a positive whole number`, name);
    }
    return id;
  }
}
