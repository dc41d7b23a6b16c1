import {
  PaymentProvider,
  PaymentSessionRequest,
  ProviderRequest,
  ProviderTransactionLookup,
  RefundRequest,
  RefundResult,
} from '../application/payment-provider.port';
import type { PaymentsConfig } from '../application/payments-config.port';
import type { PaymentNotification } from '../domain/payment-notification';
import type { TranzilaApiClient } from './tranzila-api.client';
import { parseTranzilaCallback } from './tranzila-callback.parser';
import { frameParameters } from './tranzila-frame';
import { TranzilaRefundClient } from './tranzila-refund.client';
import { TRANZILA_FRAME_URL } from './tranzila.constants';

/** The real Tranzila hosted frame; handshake and transaction lookup where the API keys are set. */
export class TranzilaPaymentProvider extends PaymentProvider {
  readonly name = 'tranzila';

  constructor(
    private readonly settings: Pick<PaymentsConfig, 'terminal' | 'handshake'>,
    private readonly api: TranzilaApiClient,
    private readonly refunds: TranzilaRefundClient = new TranzilaRefundClient({ terminal: settings.terminal, transactionPassword: null }),
  ) {
    super();
    if (api.configured) this.verify = (notification) => this.lookUp(notification);
  }

  async createSession(request: PaymentSessionRequest): Promise<{ url: string }> {
    const handshakeToken = this.settings.handshake ? await this.api.handshake(request.order.total) : undefined;
    return { url: `${TRANZILA_FRAME_URL(this.settings.terminal)}?${frameParameters(request, handshakeToken)}` };
  }

  parseCallback(request: ProviderRequest): PaymentNotification {
    return parseTranzilaCallback(request);
  }

  refund(request: RefundRequest): Promise<RefundResult> {
    return this.refunds.refund(request);
  }

  private async lookUp(notification: PaymentNotification): Promise<ProviderTransactionLookup> {
    if (!notification.transactionIndex) return { found: false, responseCode: null, amount: null };
    return this.api.lookupTransaction(notification.transactionIndex);
  }
}
