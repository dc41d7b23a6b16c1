import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { toAgorot, toShekels } from 'shop-rules';
import { PaymentTransactions } from '../application/payment-transactions.port';
import type { PaymentTransaction, PaymentTransactionStatus } from '../domain/payment-transaction';
import { PaymentTransactionEntity } from './payment-transaction.entity';

const clip = (value: string | null, length: number) => (value === null ? null : value.slice(0, length));

function isDuplicate(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = (error as QueryFailedError & { driverError?: { code?: string; errno?: number } }).driverError;
  return driverError?.code === 'ER_DUP_ENTRY' || driverError?.errno === 1062 || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const toTransaction = (row: PaymentTransactionEntity): PaymentTransaction => ({
  orderId: row.orderId,
  provider: row.provider,
  responseCode: row.responseCode,
  transactionIndex: row.transactionIndex,
  authNumber: row.authNumber,
  tempref: row.tempref,
  amount: toAgorot(row.amount),
  currency: row.currency,
  cardBrand: row.cardType,
  cardLast4: row.cardLast4,
  status: row.status as PaymentTransactionStatus,
  createdAt: row.createdAt,
});

@Injectable()
export class TypeormPaymentTransactions extends PaymentTransactions {
  constructor(@InjectRepository(PaymentTransactionEntity) private readonly rows: Repository<PaymentTransactionEntity>) {
    super();
  }

  async record(transaction: PaymentTransaction): Promise<boolean> {
    try {
      // Provider values are clipped to the columns: a long echo must not fail a verified payment.
      await this.rows.insert({
        orderId: transaction.orderId,
        provider: transaction.provider.slice(0, 20),
        responseCode: transaction.responseCode.slice(0, 10),
        transactionIndex: transaction.transactionIndex.slice(0, 40),
        authNumber: clip(transaction.authNumber, 20),
        tempref: clip(transaction.tempref, 40),
        amount: toShekels(transaction.amount),
        currency: transaction.currency.slice(0, 3),
        cardType: clip(transaction.cardBrand, 20),
        cardLast4: clip(transaction.cardLast4, 4),
        status: transaction.status,
      });
      return true;
    } catch (error) {
      if (isDuplicate(error)) return false;
      throw error;
    }
  }

  async latest(orderId: string, status: PaymentTransactionStatus): Promise<PaymentTransaction | null> {
    const row = await this.rows.findOne({ where: { orderId, status }, order: { createdAt: 'DESC', id: 'DESC' } });
    return row ? toTransaction(row) : null;
  }
}
