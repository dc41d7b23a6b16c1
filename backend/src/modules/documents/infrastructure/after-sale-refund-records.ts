import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toRefund } from '../../after-sale/infrastructure/after-sale.mapper';
import { RefundEntity } from '../../after-sale/infrastructure/refund.entity';
import { OrderReadModel } from '../../ordering/application/order-read-model.port';
import { RefundRecords } from '../application/refund-records.port';
import type { RefundRecord } from '../domain/document-content';

/**
 * The refund a credit note is about, read from the after-sale context's refunds table, with each cancelled line at
 * the unit price it was sold at (ordering's line of that id): the credit note lists the goods as sold and
 * takes off what was not paid back (their share of the discount, the fee).
 */
@Injectable()
export class AfterSaleRefundRecords extends RefundRecords {
  constructor(
    @InjectRepository(RefundEntity) private readonly refunds: Repository<RefundEntity>,
    private readonly orders: OrderReadModel,
  ) {
    super();
  }

  async findRefund(refundId: number): Promise<RefundRecord | null> {
    const row = await this.refunds.findOneBy({ id: refundId });
    const refund = row && toRefund(row);
    if (!refund || refund.state === 'pending') return null;
    const order = await this.orders.findById(refund.orderId);
    if (!order) return null;
    const soldAt = new Map(order.items.map((line) => [line.id, line.unitPrice]));
    return {
      id: refund.id,
      orderId: refund.orderId,
      state: refund.state,
      method: refund.method,
      amount: refund.amount,
      fee: refund.fee,
      deliveryFee: refund.deliveryAmount,
      lines: refund.lines.map((line) => ({
        productName: line.productName,
        variantName: line.variantName,
        quantity: line.quantity,
        // A line the order no longer lists (never, short of a deleted order): its paid share per unit.
        unitPrice: soldAt.get(line.itemId) ?? Math.round(line.amount / line.quantity),
      })),
      createdAt: refund.createdAt,
    };
  }
}
