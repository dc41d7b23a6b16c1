import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { toAgorot } from 'shop-rules';
import { isLanguage } from '../../../shared/localisation/language';
import { OrderPayments, PayableOrder } from '../application/order-payments.port';
import { OrderEntity } from './order.entity';

@Injectable()
export class TypeormOrderPayments extends OrderPayments {
  constructor(@InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>) {
    super();
  }

  async findPayable(orderId: string): Promise<PayableOrder | null> {
    const order = await this.orders.findOne({ where: { id: orderId }, relations: { items: true } });
    if (!order) return null;
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      paymentStatus: order.paymentStatus as PayableOrder['paymentStatus'],
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

  async markPaid(orderId: string): Promise<boolean> {
    // One guarded UPDATE: concurrent or replayed notifications cannot both win.
    const result = await this.orders
      .createQueryBuilder()
      .update(OrderEntity)
      .set({
        paymentStatus: 'paid',
        paymentErrorCode: null,
        paidAt: new Date(),
        status: () => "CASE WHEN status = 'unpaid' THEN 'paid' ELSE status END",
      })
      .where('id = :orderId AND payment_status <> :paid', { orderId, paid: 'paid' })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async markFailed(orderId: string, responseCode: string): Promise<boolean> {
    const result = await this.orders.update(
      { id: orderId, paymentStatus: Not('paid') },
      { paymentStatus: 'failed', paymentErrorCode: responseCode.slice(0, 10) },
    );
    return (result.affected ?? 0) > 0;
  }
}
