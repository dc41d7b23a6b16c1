import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RefundProviderUnavailable } from '../domain/after-sale.errors';

/** The provider's failure is not the client's: 502 with the usual error body. */
@Catch(RefundProviderUnavailable)
export class RefundUnavailableFilter implements ExceptionFilter {
  catch(exception: RefundProviderUnavailable, host: ArgumentsHost): void {
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
