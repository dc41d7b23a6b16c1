import { Injectable, Logger } from '@nestjs/common';
import { wasPaid } from 'shop-rules';
import { DomainError } from '../../../shared/domain/domain-error';
import { OrderPayments } from '../../ordering/application/order-payments.port';
import { matchesOfferedInstallments, paidWithOf } from '../domain/installment-plan';
import { isValidNotifyToken } from '../domain/notify-token';
import { PaymentNotification, SHOP_CURRENCY } from '../domain/payment-notification';
import {
  amountMismatch,
  currencyMismatch,
  installmentsMismatch,
  invalidPaymentToken,
  orderNotFound,
  responseCodeMissing,
  transactionNotConfirmed,
} from '../domain/payment.errors';
import { BIT_CARD_BRAND } from '../domain/payment-transaction';
import { APPROVED_RESPONSE_CODE } from '../domain/response-codes';
import { PaymentProvider, ProviderRequest } from './payment-provider.port';
import { PaymentTransactions } from './payment-transactions.port';
import { PaymentsConfig } from './payments-config.port';
import type { PayableOrder } from '../../ordering/application/order-payments.port';

export type SettlementOutcome = 'paid' | 'failed' | 'already_settled';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's server-to-server notification: the only way an order becomes paid. Nothing
 * changes unless the token, the amount, the currency and (where configured) the provider's own
 * record agree, and the payments charged are the ones the session offered (the token binds that
 * number too); a result for an order already paid changes nothing. The order records how it was
 * paid: card, card in installments, or Bit.
 */
@Injectable()
export class SettlePaymentNotificationUseCase {
  private readonly logger = new Logger('PaymentNotify');

  constructor(
    private readonly orders: OrderPayments,
    private readonly provider: PaymentProvider,
    private readonly transactions: PaymentTransactions,
    private readonly settings: PaymentsConfig,
  ) {}

  async execute(request: ProviderRequest): Promise<SettlementOutcome> {
    const notification = this.provider.parseCallback(request);
    const order = await this.verifiedOrder(notification);
    if (wasPaid(order.paymentStatus)) {
      this.logger.log(`Notify for order ${order.id} ignored: already paid (Response ${notification.responseCode || '-'})`);
      return 'already_settled';
    }
    const approved = notification.responseCode === APPROVED_RESPONSE_CODE;
    if (approved) await this.confirmWithProvider(notification, order);

    await this.transactions.record({
      orderId: order.id,
      provider: this.provider.name,
      responseCode: notification.responseCode,
      transactionIndex: notification.transactionIndex ?? '',
      authNumber: notification.authNumber,
      tempref: notification.tempref,
      amount: order.total,
      currency: SHOP_CURRENCY,
      cardBrand: notification.bit ? BIT_CARD_BRAND : notification.cardBrand,
      cardLast4: notification.cardLast4,
      status: approved ? 'success' : 'failed',
    });

    if (approved) {
      if (order.status === 'cancelled')
        this.logger.warn(`Order ${order.id} was paid after it was cancelled: marked for the orders desk, refund it`);
      const payment = paidWithOf(order.paymentMethod, notification.bit, notification.offeredInstallments);
      return (await this.orders.markPaid(order.id, payment)) ? 'paid' : 'already_settled';
    }
    return (await this.orders.markFailed(order.id, notification.responseCode)) ? 'failed' : 'already_settled';
  }

  private async verifiedOrder(notification: PaymentNotification): Promise<PayableOrder> {
    const { orderId } = notification;
    if (!orderId) throw this.refused(DomainError.invalid('ORDER_ID_REQUIRED', 'orderId is required', 'orderId'), '-', 'no orderId');
    if (!UUID.test(orderId)) {
      throw this.refused(DomainError.invalid('INVALID_ORDER_ID', 'orderId must be a UUID', 'orderId'), orderId, 'malformed orderId');
    }
    const order = await this.orders.findPayable(orderId.toLowerCase());
    if (!order) throw this.refused(orderNotFound(), orderId, 'unknown order');
    const offered = notification.offeredInstallments;
    if (!isValidNotifyToken(notification.token, order.id, order.total, this.settings.hmacSecret, offered)) {
      throw this.refused(invalidPaymentToken(), orderId, `bad token (installments ${Number.isNaN(offered) ? 'malformed' : offered})`);
    }
    if (notification.amount !== order.total) {
      throw this.refused(amountMismatch(), orderId, `sum ${notification.amount ?? 'missing'} agorot, order ${order.total}`);
    }
    if (notification.currency !== SHOP_CURRENCY) {
      throw this.refused(currencyMismatch(), orderId, `currency ${notification.currency ?? 'missing'}`);
    }
    // A decline charged nothing: it may leave the payment fields out; an approval must report them.
    const approved = notification.responseCode === APPROVED_RESPONSE_CODE;
    if (!matchesOfferedInstallments(offered, notification.installments) && (approved || notification.installments !== null)) {
      const reported =
        notification.installments === null ? 'none' : notification.installments === 0 ? 'unreadable' : notification.installments;
      throw this.refused(installmentsMismatch(), orderId, `payments ${reported}, offered ${offered}`);
    }
    if (!notification.responseCode) throw this.refused(responseCodeMissing(), orderId, 'no Response code');
    return order;
  }

  /** The notify is unsigned by the provider: where the API is configured, ask it directly. */
  private async confirmWithProvider(notification: PaymentNotification, order: PayableOrder): Promise<void> {
    if (!this.provider.verify) return;
    const lookup = await this.provider.verify(notification);
    if (!lookup.found || lookup.responseCode !== APPROVED_RESPONSE_CODE || lookup.amount !== order.total) {
      throw this.refused(
        transactionNotConfirmed(),
        order.id,
        `provider lookup of index ${notification.transactionIndex ?? '-'}: found ${lookup.found}, code ${lookup.responseCode ?? '-'}, amount ${lookup.amount ?? '-'}`,
      );
    }
  }

  private refused(error: DomainError, orderId: string, reason: string): DomainError {
    this.logger.warn(`Payment notify refused (${error.code}) for order ${orderId.slice(0, 40)}: ${reason}`);
    return error;
  }
}
