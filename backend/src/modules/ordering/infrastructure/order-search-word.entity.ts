import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { SEARCH_WORD_LENGTH } from '../domain/order-search';
import { DATETIME } from '../../../shared/database/columns';

/**
 * One word an order is found by (domain/order-search.ts), with the order's status, payment status
 * and date copied beside it, written in the transaction of every change of any of them. A word
 * search then reads, from one of these indexes, only the entries of its word's beginning in the
 * filtered status and date range, instead of testing every order of the range (measured on 100,000
 * orders: about a fifth of the entries for a common surname, and none of the orders' rows).
 */
@Entity('order_search_words')
@Index('ix_order_search_words_status', ['status', 'word', 'createdAt', 'orderId'])
@Index('ix_order_search_words_payment_status', ['paymentStatus', 'word', 'createdAt', 'orderId'])
@Index('ix_order_search_words_word', ['word', 'createdAt', 'orderId'])
export class OrderSearchWordEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  orderId: string;

  @PrimaryColumn({ type: 'varchar', length: SEARCH_WORD_LENGTH })
  word: string;

  @Column({ type: 'varchar', length: 16 })
  status: string;

  @Column({ type: 'varchar', length: 16 })
  paymentStatus: string;

  @Column({ type: DATETIME })
  createdAt: Date;
}
