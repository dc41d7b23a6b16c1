import { Injectable } from '@nestjs/common';
import { hasNothingToPay, wasPaid, type Agorot } from 'shop-rules';
import { OrderPayments } from '../../ordering/application/order-payments.port';
import { InstallmentPlan, installmentPlan, mostPaymentsFor, OnlineMethod, onlineMethodOf } from '../domain/installment-plan';
import { notifyToken } from '../domain/notify-token';
import { nothingToPay, orderAlreadyPaid, orderCancelled, orderNotFound, orderNotPayableByCard } from '../domain/payment.errors';
import { InstallmentRuleSource } from './installment-rule.port';
import { PaymentProvider, PaymentReturnAddresses } from './payment-provider.port';
import { PaymentsConfig } from './payments-config.port';
import type { PayableOrder } from '../../ordering/application/order-payments.port';

export interface PaymentSession {
  url: string;
  method: OnlineMethod;
  installments: number;
  firstPayment: Agorot;
  /** null when there is only one payment. */
  laterPayment: Agorot | null;
  /** The most payments this order may be split into (1 for Bit). */
  maxInstallments: number;
}

/**
 * Opens the hosted payment frame for an order. The amount comes from the order on the server, the
 * number of payments from the shopper within the staff rule for that amount (Bit: one); the
 * notify URL carries a token bound to the order, that amount and that number of payments.
 */
@Injectable()
export class CreatePaymentSessionUseCase {
  constructor(
    private readonly orders: OrderPayments,
    private readonly provider: PaymentProvider,
    private readonly settings: PaymentsConfig,
    private readonly installmentRule: InstallmentRuleSource,
  ) {}

  async execute(input: { orderId: string; installments?: number }): Promise<PaymentSession> {
    const order = await this.orders.findPayable(input.orderId);
    if (!order) throw orderNotFound();
    // Before "already paid": such an order is settled as placed, and a provider frame for ₪0 is never built.
    if (hasNothingToPay(order.total)) throw nothingToPay();
    if (wasPaid(order.paymentStatus)) throw orderAlreadyPaid();
    if (order.paymentMethod !== 'credit_card' && order.paymentMethod !== 'bit') throw orderNotPayableByCard();
    if (order.status === 'cancelled') throw orderCancelled();

    const method = onlineMethodOf(order.paymentMethod);
    const rule = await this.installmentRule.current();
    const plan = installmentPlan(method, order.total, input.installments ?? 1, rule);
    const { url } = await this.provider.createSession({ order, addresses: this.addressesFor(order, plan), method, plan });
    return {
      url,
      method,
      installments: plan.payments,
      firstPayment: plan.first,
      laterPayment: plan.payments > 1 ? plan.later : null,
      maxInstallments: mostPaymentsFor(method, order.total, rule),
    };
  }

  private addressesFor(order: PayableOrder, plan: InstallmentPlan): PaymentReturnAddresses {
    const base = this.settings.publicUrl;
    // The storefront's return pages in the order's language: Hebrew at the plain path, Russian under /ru.
    const pages = order.language === 'ru' ? `${base}/ru` : base;
    const orderId = encodeURIComponent(order.id);
    const token = notifyToken(order.id, order.total, this.settings.hmacSecret, plan.payments);
    // One payment keeps the address it always had; more are named, and bound by the token.
    const installments = plan.payments > 1 ? `&installments=${plan.payments}` : '';
    return {
      successUrl: `${pages}/payment-success?orderId=${orderId}`,
      failUrl: `${pages}/payment-error?orderId=${orderId}`,
      notifyUrl: `${base}/api/payment/notify?orderId=${orderId}${installments}&token=${token}`,
    };
  }
}
