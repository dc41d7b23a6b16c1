import { Injectable } from '@nestjs/common';
import type { Agorot } from 'shop-rules';
import { RefundPaymentUseCase } from '../../payments/application/refund-payment.use-case';
import { ProviderRefund, RefundGateway } from '../application/refund-gateway.port';

/** After-sale's port answered by the payments context (its provider: the sandbox or Tranzila). */
@Injectable()
export class PaymentsRefundGateway extends RefundGateway {
  constructor(private readonly refundPayment: RefundPaymentUseCase) {
    super();
  }

  refund(input: { orderId: string; amount: Agorot }): Promise<ProviderRefund> {
    return this.refundPayment.execute(input);
  }
}
