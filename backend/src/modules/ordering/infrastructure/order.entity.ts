import { PHONE_DIGITS_LENGTH } from '../domain/order-search';
import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { DATETIME, moneyColumn } from '../../../shared/database/columns';
import { OrderItemEntity } from './order-item.entity';

@Entity('orders')
// Back-office filters: status / payment status over a date range, newest first (created_at, id:
// the list's order, so a page is read straight off the index). Word searches go through
// order_search_heads (order-search-head.entity.ts), exact ones through the number, email and phone
// indexes.
@Index('ix_orders_status_created', ['status', 'createdAt', 'id'])
@Index('ix_orders_payment_status_created', ['paymentStatus', 'createdAt', 'id'])
@Index('ix_orders_created', ['createdAt', 'id'])
// The orders desk's "open cancellation request" filter, newest first.
@Index('ix_orders_cancellation_requested_created', ['cancellationRequested', 'createdAt', 'id'])
// The desk's "paid after cancellation" filter, newest first: the few orders whose money staff must give back.
@Index('ix_orders_paid_after_cancellation_created', ['paidAfterCancellationAt', 'createdAt', 'id'])
export class OrderEntity {
  /** UUID: public payment and status URLs carry it, so it must not be guessable. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('uq_orders_order_number', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  orderNumber: string;

  @Column({ type: 'varchar', length: 16 })
  status: string;

  @Column({ type: 'varchar', length: 16 })
  paymentStatus: string;

  @Column({ type: 'varchar', length: 20 })
  paymentMethod: string;

  @Column({ type: 'varchar', length: 200 })
  customerName: string;

  @Index('ix_orders_customer_email')
  @Column({ type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ type: 'varchar', length: 40 })
  customerPhone: string;

  /** The phone as its digits in national form (domain/order-search.ts phoneDigits): a phone typed in any format finds it. */
  @Index('ix_orders_customer_phone_digits')
  @Column({ type: 'varchar', length: PHONE_DIGITS_LENGTH, default: '' })
  customerPhoneDigits: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  customerAddress: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  companyName: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** Language the shopper ordered in: confirmation email and payment page follow it. */
  @Column({ type: 'varchar', length: 2, default: 'he' })
  language: string;

  /** The lines' total before the discount. */
  @Column(moneyColumn)
  itemsTotal: number;

  /** As the shop keeps codes (upper case); the code may be edited or deleted later, the order keeps what it had. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  discountCode: string | null;

  @Column(moneyColumn)
  discountAmount: number;

  @Column({ type: 'varchar', length: 10, default: 'pickup' })
  deliveryMethod: string;

  /**
   * JSON {city, street, houseNumber, entrance, floor, apartment, zip, notes}; null for pickup. One text column: the
   * address is only ever read whole with its order (never filtered or sorted on; staff find orders
   * by the search text), and pickup orders, most of them, carry no six empty columns.
   */
  @Column({ type: 'text', nullable: true })
  deliveryAddress: string | null;

  @Column(moneyColumn)
  deliveryFee: number;

  /** itemsTotal - discountAmount + deliveryFee. */
  @Column(moneyColumn)
  totalAmount: number;

  /** Set once the stock of a cancelled order has been returned, so it is never returned twice. */
  @Column({ type: 'boolean', default: false })
  stockReleased: boolean;

  /** Provider response code of the last failed payment. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  paymentErrorCode: string | null;

  @Column({ type: DATETIME, nullable: true })
  paidAt: Date | null;

  /** How the verified payment paid it: cash, credit_card, installments or bit (null until paid). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  paidWith: string | null;

  /** Card payments it was paid in (1: a single charge); null for Bit, cash or not yet paid. */
  @Column({ type: 'int', nullable: true })
  installments: number | null;

  /** Set when the status becomes completed (delivered or picked up): the cancellation period counts from it. */
  @Column({ type: DATETIME, nullable: true })
  completedAt: Date | null;

  /** Money given back by refunds (after-sale), in all. */
  @Column(moneyColumn)
  refundedAmount: number;

  /**
   * True while a shopper's cancellation request waits for staff; set and cleared by the after-sale
   * context in its own transactions (OrderCancellations), at most one open request per order.
   */
  @Column({ type: 'boolean', default: false })
  cancellationRequested: boolean;

  /**
   * Set, with the payment, when a verified card or Bit payment arrives for an order already cancelled:
   * no invoice-receipt is asked for, the shop's addresses are alerted, and staff refund it from the desk.
   */
  @Column({ type: DATETIME, nullable: true })
  paidAfterCancellationAt: Date | null;

  @OneToMany(() => OrderItemEntity, (item) => item.order, { cascade: true })
  items: OrderItemEntity[];

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;

  @UpdateDateColumn({ type: DATETIME })
  updatedAt: Date;
}
