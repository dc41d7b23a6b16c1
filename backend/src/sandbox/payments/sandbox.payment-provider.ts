import { randomInt } from 'node:crypto';
import {
  PaymentSessionRequest,
  ProviderRequest,
  RefundRequest,
  RefundResult,
  StandInPaymentProvider,
} from '../../modules/payments/application/payment-provider.port';
import type { PaymentsConfig } from '../../modules/payments/application/payments-config.port';
import type { PaymentNotification } from '../../modules/payments/domain/payment-notification';
import { describeResponseCode } from '../../modules/payments/domain/response-codes';
import { SANDBOX_REFUND_DECLINED_CODE, sandboxDeclinesRefund, sandboxLeavesRefundUnanswered } from './sandbox-test-cards';
import { parseTranzilaCallback } from '../../modules/payments/infrastructure/tranzila-callback.parser';
import { frameParameters } from '../../modules/payments/infrastructure/tranzila-frame';

/** Where the backend serves the sandbox's hosted form: the provider's path shape under the shop. */
export const SANDBOX_ROUTE = 'sandbox/tranzila/:terminal';
export const SANDBOX_FRAME_FILE = 'iframenew.php';
export const SANDBOX_CHARGE_FILE = 'charge';

export const sandboxFramePath = (terminal: string) => `/sandbox/tranzila/${encodeURIComponent(terminal)}/${SANDBOX_FRAME_FILE}`;

/**
 * The built-in provider: same parameters and result fields as Tranzila, with its card form
 * served by this backend (sandbox-provider.controller.ts). Offline, for the demo and tests.
 */
export class SandboxPaymentProvider extends StandInPaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly settings: Pick<PaymentsConfig, 'publicUrl' | 'terminal'> & Partial<Pick<PaymentsConfig, 'sandboxOnPageOrigin'>>,
  ) {
    super();
  }

  /**
   * The form's address: absolute under PUBLIC_URL, or relative (the page's own origin) when none is
   * set, so a shop opened at another address than localhost can still frame it. The return and notify
   * addresses inside stay absolute under PUBLIC_URL: the notify is this backend calling itself.
   */
  async createSession(request: PaymentSessionRequest): Promise<{ url: string }> {
    const origin = this.settings.sandboxOnPageOrigin ? '' : this.settings.publicUrl;
    return { url: `${origin}${sandboxFramePath(this.settings.terminal)}?${frameParameters(request)}` };
  }

  parseCallback(request: ProviderRequest): PaymentNotification {
    return parseTranzilaCallback(request);
  }

  /**
   * Approves every refund but those of the test cards kept for a refusal and for a refund left without
   * an answer (sandbox-test-cards.ts).
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!request.bit && sandboxLeavesRefundUnanswered(request.cardLast4)) {
      return { outcome: 'unknown', message: 'The sandbox did not answer (test card 4580 0000 0000 9005)' };
    }
    if (!request.bit && sandboxDeclinesRefund(request.cardLast4)) {
      return { outcome: 'declined', code: SANDBOX_REFUND_DECLINED_CODE, message: describeResponseCode(SANDBOX_REFUND_DECLINED_CODE, 'he') };
    }
    return { outcome: 'refunded', reference: String(randomInt(100_000, 999_999_999)) };
  }
}
