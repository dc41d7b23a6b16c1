import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { asPaymentStatus, toAgorot } from 'shop-rules';
import { statusesActedOnBy, statusesMovableTo } from '../domain/order-status';
import { isLanguage } from '../../../shared/localisation/language';
import { DocumentsForOrders } from './documents-for-orders';
import { OrderNotifications } from '../application/order-notifications.port';
import { OrderPayments, PayableOrder, SettledPayment } from '../application/order-payments.port';
import { OrderEntity } from './order.entity';
import { copyStatusToSearchWords } from './order-search-words';
import { OrderTransactions } from './order-transactions';

/** The payment statuses a provider's verdict may still change. */
const UNSETTLED = ['pending', 'failed'];
/**
 * From the lifecycle table: the order statuses a verified payment may land on, and those it moves to
 * paid (the others keep their status, a cancelled order included: its money arrived late).
 */
const PAYABLE = statusesActedOnBy('payment');
const MOVED_TO_PAID = statusesMovableTo('paid', 'payment');

@Injectable()
export class TypeormOrderPayments extends OrderPayments {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    private readonly transactions: OrderTransactions,
    private readonly taxDocuments: DocumentsForOrders,
    private readonly notifications: OrderNotifications,
  ) {
    super();
  }

  async findPayable(orderId: string): Promise<PayableOrder | null> {
    const order = await this.orders.findOne({ where: { id: orderId }, relations: { items: true } });
    if (!order) return null;
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      paymentStatus: asPaymentStatus(order.paymentStatus),
      paymentMethod: order.paymentMethod,
      paymentErrorCode: order.paymentErrorCode,
      language: isLanguage(order.language) ? order.language : 'he',
      total: toAgorot(order.totalAmount),
      itemsTotal: toAgorot(order.itemsTotal),
      discountCode: order.discountCode,
      discountAmount: toAgorot(order.discountAmount),
      deliveryMethod: order.deliveryMethod === 'courier' ? 'courier' : 'pickup',
      deliveryFee: toAgorot(order.deliveryFee),
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      customerAddress: order.customerAddress,
      companyName: order.companyName,
      items: [...order.items]
        .sort((a, b) => a.id - b.id)
        .map((item) => ({
          productName: item.productName,
          variantName: item.variantName,
          quantity: item.quantity,
          unitPrice: toAgorot(item.unitPrice),
        })),
    };
  }

  async markPaid(orderId: string, payment: SettledPayment): Promise<boolean> {
    // One guarded UPDATE: concurrent or replayed notifications cannot both win, and an order paid
    // once (refunded since, in part or whole) is never marked paid again; where the order's status goes
    // is the lifecycle table's. The winner asks for the invoice-receipt in the same transaction: a paid
    // order always has one coming, and only one.
    return this.transactions.run(async (manager) => {
      const paidAt = new Date();
      const result = await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({
          paymentStatus: 'paid',
          paymentErrorCode: null,
          paidAt,
          paidWith: payment.paidWith,
          installments: payment.installments,
          status: () => "CASE WHEN status IN (:...movedToPaid) THEN 'paid' ELSE status END",
        })
        .where('id = :orderId AND payment_status IN (:...unsettled) AND status IN (:...payable)', {
          orderId,
          unsettled: UNSETTLED,
          payable: PAYABLE,
          movedToPaid: MOVED_TO_PAID,
        })
        .execute();
      if (!(await copiedToSearchWords(manager, orderId, result.affected))) return false;
      // Read after the UPDATE, whose row lock holds until commit: a cancellation cannot slip in between.
      const { status } = await manager.findOneOrFail(OrderEntity, { select: { id: true, status: true }, where: { id: orderId } });
      if (status === 'cancelled') {
        // Money for an order the shop will not deliver: no invoice-receipt (so no credit note either) and
        // no `order.paid`; the order is marked for the desk and the shop's addresses are told to refund it.
        await manager.update(OrderEntity, { id: orderId }, { paidAfterCancellationAt: paidAt });
        await this.notifications.paidAfterCancellation(manager, orderId);
        return true;
      }
      await this.taxDocuments.requestInvoiceReceipt(manager, orderId);
      // The shop's email of a card or Bit payment and the webhooks' `order.paid`, committed with the payment.
      await this.notifications.orderPaid(manager, orderId);
      return true;
    });
  }

  async markFailed(orderId: string, responseCode: string): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const result = await manager.update(
        OrderEntity,
        { id: orderId, paymentStatus: In(UNSETTLED) },
        { paymentStatus: 'failed', paymentErrorCode: responseCode.slice(0, 10) },
      );
      return copiedToSearchWords(manager, orderId, result.affected);
    });
  }
}

/** The search words carry the order's statuses: copied in the transaction that changed them. */
async function copiedToSearchWords(manager: EntityManager, orderId: string, affected: number | null | undefined): Promise<boolean> {
  if ((affected ?? 0) === 0) return false;
  await copyStatusToSearchWords(manager, orderId);
  return true;
}
