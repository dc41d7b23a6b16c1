import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';

const MAX_ID = 2_147_483_647;

/** A path id must be a positive whole number; anything else is the client's mistake (400), never a 500. */
@Injectable()
export class RecordIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const name = metadata.data ?? 'id';
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > MAX_ID) {
      throw DomainError.invalid('INVALID_ID', `${name} must be a positive whole number`, name);
    }
    return Number(value);
  }
}
