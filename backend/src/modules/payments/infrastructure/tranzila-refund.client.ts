import { Logger } from '@nestjs/common';
import { formatShekels } from 'shop-rules';
import type { RefundRequest, RefundResult } from '../application/payment-provider.port';
import type { PaymentsConfig } from '../application/payments-config.port';
import { APPROVED_RESPONSE_CODE, describeResponseCode } from '../domain/response-codes';
import {
  CRED_TYPE_REGULAR,
  CURRENCY_CODES,
  REFUND_PARAMS,
  REFUND_RESULT_FIELDS,
  TRANMODE_CREDIT,
  TRANZILA_API_TIMEOUT_MS,
  TRANZILA_REFUND_URL,
} from './tranzila.constants';

/**
 * Tranzila's credit transaction (tranzila.constants.ts, every name there still to confirm): the charge's
 * index and authorisation number, the amount, the terminal and its transaction password. The answer
 * becomes a result object; nothing is thrown for the provider's sake.
 */
export class TranzilaRefundClient {
  private readonly logger = new Logger('TranzilaRefund');

  constructor(
    private readonly settings: Pick<PaymentsConfig, 'terminal' | 'transactionPassword'>,
    // Looked up at call time, so tests can stand in for the provider.
    private readonly fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!this.settings.transactionPassword) {
      return {
        outcome: 'unavailable',
        message: 'Refunds through Tranzila need the terminal’s transaction password (TRANZILA_TRANSACTION_PASSWORD)',
      };
    }
    const body = new URLSearchParams({
      [REFUND_PARAMS.terminal]: this.settings.terminal,
      [REFUND_PARAMS.password]: this.settings.transactionPassword,
      [REFUND_PARAMS.tranmode]: TRANMODE_CREDIT(request.transactionIndex),
      [REFUND_PARAMS.authNumber]: request.authNumber ?? '',
      [REFUND_PARAMS.sum]: formatShekels(request.amount),
      [REFUND_PARAMS.currency]: CURRENCY_CODES.ILS,
      [REFUND_PARAMS.credType]: CRED_TYPE_REGULAR,
    });
    let text: string;
    try {
      const response = await this.fetcher(TRANZILA_REFUND_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        signal: AbortSignal.timeout(TRANZILA_API_TIMEOUT_MS),
      });
      if (!response.ok) {
        this.logger.error(`Refund of order ${request.orderId}: HTTP ${response.status}`);
        // A server error may come after the credit was made; a refused request (4xx) made nothing.
        return { outcome: response.status >= 500 ? 'unknown' : 'unavailable', message: `The provider answered HTTP ${response.status}` };
      }
      text = await response.text();
    } catch (error) {
      this.logger.error(`Refund of order ${request.orderId}: ${error instanceof Error ? error.message : String(error)}`);
      if (neverSent(error)) return { outcome: 'unavailable', message: 'The provider could not be reached' };
      return { outcome: 'unknown', message: 'The provider did not answer in time, or the connection broke' };
    }
    const fields = new URLSearchParams(text.trim());
    const code = (fields.get(REFUND_RESULT_FIELDS.response) ?? '').trim();
    if (code === APPROVED_RESPONSE_CODE) {
      const reference = fields.get(REFUND_RESULT_FIELDS.index) || fields.get(REFUND_RESULT_FIELDS.authNumber) || '';
      return { outcome: 'refunded', reference };
    }
    if (!code) return { outcome: 'unknown', message: 'The provider’s answer carries no Response code' };
    return { outcome: 'declined', code, message: describeResponseCode(code, 'he') };
  }
}

/** Failures of the connection itself, before any byte of the request could reach the provider. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function neverSent(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' && NOT_SENT_CODES.has(cause.code);
}
