import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';
import { currentRequestId } from './request-logging';

type Level = 'info' | 'warn' | 'error' | 'debug' | 'trace' | 'fatal';

/**
 * Nest's own Logger (every `new Logger('Context')` in the code) written through the shop's pino logger:
 * the same JSON lines, scrubbing and redaction, with the context's name and, inside a request, its id.
 * Nest passes the context as the last argument, and an error's stack before it.
 */
export class ShopNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    const [first, ...rest] = params;
    const stack = params.length >= 2 && typeof first === 'string' ? first : undefined;
    this.write('error', message, stack === undefined ? params : rest, stack);
  }

  private write(level: Level, message: unknown, params: unknown[], stack?: string): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const last = params[params.length - 1];
    const fields: Record<string, unknown> = {};
    if (typeof last === 'string') fields.context = last;
    const requestId = currentRequestId();
    if (requestId) fields.requestId = requestId;
    if (message instanceof Error) {
      fields.err = message;
      this.logger[level](fields, message.message);
      return;
    }
    if (stack) fields.err = { message: typeof message === 'string' ? message : 'Error', stack };
    if (typeof message === 'string') this.logger[level](fields, message);
    else this.logger[level]({ ...fields, detail: message });
  }
}
