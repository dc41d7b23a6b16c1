import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, moneyColumn } from '../../../shared/database/columns';

/** The shop's record of each verified provider result. Never more than the last 4 card digits. */
@Entity('payment_transactions')
@Index('ix_payment_transactions_order_created', ['orderId', 'createdAt'])
// A replayed notification carries the same order, index and code: it never adds a second row.
@Index('uq_payment_transactions_result', ['orderId', 'transactionIndex', 'responseCode'], { unique: true })
export class PaymentTransactionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ type: 'varchar', length: 10 })
  responseCode: string;

  /** The provider's `index`; '' (not NULL) when absent, so the unique key still holds. */
  @Column({ type: 'varchar', length: 40, default: '' })
  transactionIndex: string;

  /** The provider's `ConfirmationCode`. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  authNumber: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  tempref: string | null;

  @Column(moneyColumn)
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  cardType: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  cardLast4: string | null;

  @Column({ type: 'varchar', length: 10 })
  status: string;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;
}
