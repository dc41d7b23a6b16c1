import { Injectable } from '@nestjs/common';
import type { Agorot } from 'shop-rules';
import type { Language } from '../../../shared/localisation/language';
import { OrderPayments } from '../../ordering/application/order-payments.port';
import { paymentMethodLabel, SHOP_CURRENCY } from '../domain/payment-notification';
import { orderNotFound } from '../domain/payment.errors';
import { PaymentRecordStatus, paymentRecordStatus } from '../domain/payment-transaction';
import { describeResponseCode } from '../domain/response-codes';
import { PaymentTransactions } from './payment-transactions.port';

export interface PaymentStatusRecord {
  orderId: string;
  status: PaymentRecordStatus;
  transactionId: string | null;
  authNumber: string | null;
  amount: Agorot;
  currency: string;
  paymentMethod: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  timestamp: Date | null;
}

/** The payment status record of the spec, read from the order and the shop's own transaction records. */
@Injectable()
export class GetPaymentStatusQuery {
  constructor(
    private readonly orders: OrderPayments,
    private readonly transactions: PaymentTransactions,
  ) {}

  async execute(input: { orderId: string; lang?: Language }): Promise<PaymentStatusRecord> {
    const order = await this.orders.findPayable(input.orderId);
    if (!order) throw orderNotFound();
    const status = paymentRecordStatus(order.paymentStatus);
    const transaction = status === 'pending' ? null : await this.transactions.latest(order.id, status === 'success' ? 'success' : 'failed');
    const errorCode = status === 'failed' ? (order.paymentErrorCode ?? transaction?.responseCode ?? '') : null;
    return {
      orderId: order.id,
      status,
      transactionId: transaction?.transactionIndex || null,
      authNumber: transaction?.authNumber ?? null,
      amount: transaction?.amount ?? order.total,
      currency: transaction?.currency ?? SHOP_CURRENCY,
      paymentMethod: transaction ? paymentMethodLabel(transaction.cardBrand, transaction.cardLast4) : null,
      errorCode: errorCode || null,
      errorMessage: errorCode === null ? null : describeResponseCode(errorCode, input.lang ?? order.language),
      timestamp: transaction?.createdAt ?? null,
    };
  }
}
