import { Injectable } from '@nestjs/common';
import { OrderPayments } from '../../ordering/application/order-payments.port';
import { notifyToken } from '../domain/notify-token';
import { orderAlreadyPaid, orderCancelled, orderNotFound, orderNotPayableByCard } from '../domain/payment.errors';
import { PaymentProvider, PaymentReturnAddresses } from './payment-provider.port';
import { PaymentsSettings } from './payments-settings.port';
import type { PayableOrder } from '../../ordering/application/order-payments.port';

/**
 * Opens the hosted payment frame for an order. The amount comes from the order on the server;
 * the notify URL carries a token bound to the order and that amount.
 */
@Injectable()
export class CreatePaymentSessionUseCase {
  constructor(
    private readonly orders: OrderPayments,
    private readonly provider: PaymentProvider,
    private readonly settings: PaymentsSettings,
  ) {}

  async execute(input: { orderId: string }): Promise<{ url: string }> {
    const order = await this.orders.findPayable(input.orderId);
    if (!order) throw orderNotFound();
    if (order.paymentStatus === 'paid') throw orderAlreadyPaid();
    if (order.paymentMethod !== 'credit_card') throw orderNotPayableByCard();
    if (order.status === 'cancelled') throw orderCancelled();
    return this.provider.createSession({ order, addresses: this.addressesFor(order) });
  }

  private addressesFor(order: PayableOrder): PaymentReturnAddresses {
    const base = this.settings.publicUrl;
    // The storefront's return pages in the order's language: Hebrew at the plain path, Russian under /ru.
    const pages = order.language === 'ru' ? `${base}/ru` : base;
    const orderId = encodeURIComponent(order.id);
    const token = notifyToken(order.id, order.total, this.settings.hmacSecret);
    return {
      successUrl: `${pages}/payment-success?orderId=${orderId}`,
      failUrl: `${pages}/payment-error?orderId=${orderId}`,
      notifyUrl: `${base}/api/payment/notify?orderId=${orderId}&token=${token}`,
    };
  }
}
