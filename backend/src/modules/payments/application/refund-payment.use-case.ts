import { Injectable, Logger } from '@nestjs/common';
import type { Agorot } from 'shop-rules';
import { BIT_CARD_BRAND } from '../domain/payment-transaction';
import { ProviderUnavailableError } from '../domain/payment.errors';
import { PaymentProvider, RefundResult } from './payment-provider.port';
import { PaymentTransactions } from './payment-transactions.port';

/**
 * Gives money of an order's card or Bit payment back through the provider, referencing the order's
 * verified charge. Called by the after-sale context once it holds the order's refund; whether a
 * refund is due and how much is its decision, not this one's.
 */
@Injectable()
export class RefundPaymentUseCase {
  private readonly logger = new Logger('PaymentRefund');

  constructor(
    private readonly provider: PaymentProvider,
    private readonly transactions: PaymentTransactions,
  ) {}

  async execute(input: { orderId: string; amount: Agorot }): Promise<RefundResult> {
    const charge = await this.transactions.latest(input.orderId, 'success');
    if (!charge || !charge.transactionIndex) {
      return { outcome: 'unavailable', message: 'The shop keeps no verified charge of this order to refund' };
    }
    try {
      const result = await this.provider.refund({
        orderId: input.orderId,
        transactionIndex: charge.transactionIndex,
        authNumber: charge.authNumber,
        cardLast4: charge.cardLast4,
        bit: charge.cardBrand === BIT_CARD_BRAND,
        amount: input.amount,
      });
      this.logger.log(`Refund of ${input.amount} agorot for order ${input.orderId}: ${result.outcome}`);
      return result;
    } catch (error) {
      if (error instanceof ProviderUnavailableError) return { outcome: 'unavailable', message: error.message };
      throw error;
    }
  }
}
