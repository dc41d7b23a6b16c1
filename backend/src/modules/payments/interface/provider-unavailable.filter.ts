import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ProviderUnavailableError } from '../domain/payment.errors';

/** The provider's failure is not the client's: 502 with the usual error body. */
@Catch(ProviderUnavailableError)
export class ProviderUnavailableFilter implements ExceptionFilter {
  catch(exception: ProviderUnavailableError, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const requestId = host.switchToHttp().getRequest<Request & { id?: unknown }>().id;
    response.status(HttpStatus.BAD_GATEWAY).json({
      statusCode: HttpStatus.BAD_GATEWAY,
      code: exception.code,
      message: exception.message,
      ...(requestId ? { requestId: String(requestId) } : {}),
    });
  }
}
