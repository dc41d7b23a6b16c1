import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, MoreThan, Repository } from 'typeorm';
import type { Page } from '../../../shared/pagination/list-query';
import { CancellationReadModel, PendingRefund, RequestListCriteria, RequestSortField } from '../application/cancellation-read-model.port';
import { CancellationRequest, storedStates } from '../domain/cancellation-request';
import type { Refund } from '../domain/refund';
import { toRefund, toRequest } from './after-sale.mapper';
import { CancellationRequestEntity } from './cancellation-request.entity';
import { RefundEntity } from './refund.entity';

const SORT_COLUMNS: Record<RequestSortField, keyof CancellationRequestEntity> = {
  created_at: 'createdAt',
  request_number: 'requestNumber',
  decided_at: 'decidedAt',
  refund_amount: 'refundAmount',
};

@Injectable()
export class TypeormCancellationReadModel extends CancellationReadModel {
  constructor(
    @InjectRepository(CancellationRequestEntity) private readonly requests: Repository<CancellationRequestEntity>,
    @InjectRepository(RefundEntity) private readonly refunds: Repository<RefundEntity>,
  ) {
    super();
  }

  /** Filtered and paginated in the database, through (state, created_at, id) or (order_id, created_at). */
  async listRequests(criteria: RequestListCriteria): Promise<Page<CancellationRequest>> {
    const [rows, total] = await this.requests.findAndCount({
      where: {
        ...(criteria.state ? { state: In(storedStates(criteria.state)) } : {}),
        ...(criteria.orderId ? { orderId: criteria.orderId } : {}),
      },
      order: { [SORT_COLUMNS[criteria.sort.field]]: criteria.sort.order, id: criteria.sort.order },
      skip: criteria.offset,
      take: criteria.limit,
    });
    return { items: rows.map(toRequest), total, offset: criteria.offset };
  }

  async findRequest(id: number): Promise<CancellationRequest | null> {
    const row = await this.requests.findOneBy({ id });
    return row && toRequest(row);
  }

  async refundsOfOrder(orderId: string): Promise<Refund[]> {
    const rows = await this.refunds.find({ where: { orderId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toRefund);
  }

  async findRefundByKey(requestKey: string): Promise<Refund | null> {
    const row = await this.refunds.findOneBy({ requestKey });
    return row && toRefund(row);
  }

  async deliveryRefunded(orderId: string): Promise<boolean> {
    return this.refunds.exists({ where: { orderId, state: 'succeeded', deliveryAmount: MoreThan(0) } });
  }

  /** Through (state, created_at). */
  async pendingRefundsBefore(before: Date, limit: number): Promise<PendingRefund[]> {
    const rows = await this.refunds.find({
      where: { state: 'pending', createdAt: LessThan(before) },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: limit,
    });
    return rows.map((row) => ({
      refund: toRefund(row),
      providerAsked: row.providerAskedAt !== null,
      providerAnswer: row.providerAnsweredAt !== null ? (row.providerReference ?? '') : null,
    }));
  }
}
