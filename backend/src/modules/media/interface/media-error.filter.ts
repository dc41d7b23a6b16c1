import { ArgumentsHost, Catch, HttpException, HttpStatus } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { HttpErrorFilter } from '../../../shared/errors/http-error.filter';
import { IMAGE_TOO_LARGE, UNSUPPORTED_IMAGE_TYPE } from '../domain/media.errors';

/** Media failures with a status of their own; every other domain error keeps its kind's status. */
const STATUS_OF_CODE: Record<string, number> = {
  [UNSUPPORTED_IMAGE_TYPE]: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  [IMAGE_TOO_LARGE]: HttpStatus.PAYLOAD_TOO_LARGE,
};

/**
 * The shared error kinds stop at 422; a refused picture type is a 415 and an oversize one a 413,
 * so this filter gives those two codes their status and hands everything to the common filter.
 */
@Catch(DomainError)
export class MediaErrorFilter extends HttpErrorFilter {
  catch(exception: DomainError, host: ArgumentsHost): void {
    const status = STATUS_OF_CODE[exception.code];
    if (!status) return super.catch(exception, host);
    const body = { code: exception.code, message: exception.message, ...(exception.errors ? { errors: exception.errors } : {}) };
    super.catch(new HttpException(body, status), host);
  }
}
