import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import type { EntityManager } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { toShekels } from 'shop-rules';
import { DomainError } from '../../../shared/domain/domain-error';
import { isUniqueViolation } from '../../../shared/database/sql';
import { TaxDocumentRequests } from '../../documents/application/tax-document-requests.port';
import { OrderCancellationWrites } from '../../ordering/application/order-cancellation-writes.port';
import { soldOrderOf } from '../../ordering/application/sold-order.views';
import {
  AlreadyRequested,
  CancellationStore,
  NewCancellationRequest,
  OrderUnderRefund,
  PlannedRefund,
  RefundDraft,
  RefundInProgress,
  RefundKeyTaken,
  RequestDecision,
} from '../application/cancellation-store.port';
import { orderNotFound } from '../domain/after-sale.errors';
import { CancellationRequest, newRequestNumber } from '../domain/cancellation-request';
import type { Refund } from '../domain/refund';
import { linesToText, toSaleOrder } from './after-sale.mapper';
import { refundRecordOf } from './credit-note-request';
import { CancellationRequestEntity } from './cancellation-request.entity';
import { OrderRefundLockEntity } from './order-refund-lock.entity';
import { RefundEntity } from './refund.entity';
import { wholeSeconds } from '../../../shared/domain/whole-seconds';

const REQUEST_NUMBER_ATTEMPTS = 5;

/** Whole seconds: what MySQL's DATETIME keeps. */
const stamp = () => wholeSeconds(Date.now());

/** A primary or unique key refused the row (SQLite names a primary key's refusal apart). */
function isDuplicate(error: unknown, markers?: string[]): boolean {
  if (isUniqueViolation(error, markers)) return true;
  const code = (error as QueryFailedError & { driverError?: { code?: string } })?.driverError?.code;
  return error instanceof QueryFailedError && code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

async function execute(manager: EntityManager, sql: string, params: unknown[]): Promise<number> {
  return (await manager.queryRunner!.query(sql, params, true)).affected ?? 0;
}

/**
 * After-sale's writes, each one transaction run by ordering's transaction runner (the same queue as
 * every order transaction on the embedded database), with the order's side written through what
 * ordering publishes for it (OrderCancellationWrites) in the same transaction.
 */
@Injectable()
export class TypeormCancellationStore extends CancellationStore {
  constructor(
    private readonly orders: OrderCancellationWrites,
    private readonly documents: TaxDocumentRequests,
    private readonly audit: AuditTrail,
  ) {
    super();
  }

  /** One of ordering's transactions: the order's side is written in it through OrderCancellationWrites. */
  private run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.orders.inTransaction((transaction) => work(transaction as EntityManager));
  }

  async createRequest(request: NewCancellationRequest): Promise<CancellationRequest> {
    for (let attempt = 1; attempt <= REQUEST_NUMBER_ATTEMPTS; attempt++) {
      const requestNumber = newRequestNumber(new Date(), randomInt);
      try {
        return await this.run(async (manager) => {
          if (!(await this.orders.markRequested(manager, request.orderId))) throw new AlreadyRequested();
          const inserted = await manager.insert(CancellationRequestEntity, {
            requestNumber,
            orderId: request.orderId,
            orderNumber: request.orderNumber,
            customerName: request.customerName,
            state: 'open',
            reason: request.reason,
            reasonDetails: request.reasonDetails,
            longerPeriodStatement: request.longerPeriodStatement,
            wholeOrder: request.wholeOrder,
            items: linesToText(request.lines),
            goodsAmount: toShekels(request.goodsAmount),
            deliveryAmount: toShekels(request.deliveryAmount),
            fee: toShekels(request.fee),
            refundAmount: toShekels(request.refundAmount),
            createdAt: request.createdAt,
          });
          return {
            ...request,
            id: Number(inserted.identifiers[0].id),
            requestNumber,
            state: 'open' as const,
            decidedAt: null,
            staffNote: null,
            providerMessage: null,
            refundId: null,
            version: 1,
          };
        });
      } catch (error) {
        if (isDuplicate(error, ['request_number', 'uq_cancellation_requests_number'])) continue;
        throw error;
      }
    }
    throw DomainError.conflict('REQUEST_NUMBER_UNAVAILABLE', 'Could not give the request a unique number; please try again');
  }

  claimRequest(id: number, version: number): Promise<boolean> {
    return this.run(
      async (manager) =>
        (await execute(
          manager,
          "UPDATE cancellation_requests SET state = 'deciding', version = version + 1 WHERE id = ? AND state = 'open' AND version = ?",
          [id, version],
        )) === 1,
    );
  }

  async reopenRequest(id: number, providerMessage: string | null): Promise<void> {
    await this.run((manager) => reopen(manager, id, providerMessage));
  }

  rejectRequest(id: number, version: number, note: string, at: Date): Promise<boolean> {
    return this.run(async (manager) => {
      const rejected = await manager
        .createQueryBuilder()
        .update(CancellationRequestEntity)
        .set({ state: 'rejected', decidedAt: at, staffNote: note, version: () => 'version + 1' })
        .where("id = :id AND state = 'open' AND version = :version", { id, version })
        .execute();
      if (rejected.affected !== 1) return false;
      const [row] = (await manager.query('SELECT order_id FROM cancellation_requests WHERE id = ?', [id])) as { order_id: string }[];
      await this.orders.clearRequested(manager, row.order_id);
      return true;
    });
  }

  beginRefund(orderId: string, draft: RefundDraft, plan: (current: OrderUnderRefund) => PlannedRefund): Promise<Refund> {
    return this.run(async (manager) => {
      try {
        await manager.insert(OrderRefundLockEntity, { orderId, createdAt: stamp() });
      } catch (error) {
        if (isDuplicate(error)) throw new RefundInProgress();
        throw error;
      }
      // Before the plan: a retry of a refund made already is that refund, not a refusal of the order it left.
      if (draft.requestKey && (await manager.existsBy(RefundEntity, { requestKey: draft.requestKey }))) throw new RefundKeyTaken();
      const order = await this.orders.read(manager, orderId);
      if (!order) throw orderNotFound();
      const planned = plan({ order: toSaleOrder(order), deliveryRefunded: await deliveryRefunded(manager, orderId) });
      const createdAt = stamp();
      const refund: Omit<Refund, 'id'> = {
        orderId,
        cancellationRequestId: draft.cancellationRequestId,
        requestKey: draft.requestKey,
        ...planned,
        state: 'pending',
        providerReference: null,
        providerMessage: null,
        note: draft.note,
        createdAt,
      };
      try {
        const inserted = await manager.insert(RefundEntity, {
          orderId,
          cancellationRequestId: refund.cancellationRequestId,
          requestKey: refund.requestKey,
          amount: toShekels(refund.amount),
          goodsAmount: toShekels(refund.goodsAmount),
          deliveryAmount: toShekels(refund.deliveryAmount),
          fee: toShekels(refund.fee),
          method: refund.method,
          state: refund.state,
          providerReference: null,
          providerMessage: null,
          items: linesToText(refund.lines),
          note: refund.note,
          createdAt,
          completedAt: null,
          providerAskedAt: null,
          providerAnsweredAt: null,
        });
        const id = Number(inserted.identifiers[0].id);
        // On the order's own history too (the refund's row is recorded as a refund of its own).
        await this.audit.record(manager, {
          action: 'refund',
          entityType: 'order',
          entityId: orderId,
          changes: {
            refundId: { before: null, after: id },
            amount: { before: null, after: toShekels(refund.amount) },
            fee: { before: null, after: toShekels(refund.fee) },
            method: { before: null, after: refund.method },
          },
        });
        return { ...refund, id };
      } catch (error) {
        if (isDuplicate(error, ['request_key', 'uq_refunds_request_key'])) throw new RefundKeyTaken();
        throw error;
      }
    });
  }

  completeRefund(refund: Refund, reference: string | null, decision: RequestDecision | null): Promise<Refund> {
    return this.run(async (manager) => {
      const done = await update(
        manager,
        RefundEntity,
        { state: 'succeeded', providerReference: reference?.slice(0, 64) ?? null, completedAt: stamp() },
        refund.id,
        'pending',
      );
      if (done !== 1) throw new Error(`refund ${refund.id} is no longer pending`);
      await this.recordOutcome(manager, refund, 'succeeded', {
        providerReference: { before: null, after: reference?.slice(0, 64) ?? null },
      });
      const order = await this.orders.apply(manager, {
        orderId: refund.orderId,
        lines: refund.lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
        refunded: refund.amount,
      });
      if (decision) {
        const approved = await update(
          manager,
          CancellationRequestEntity,
          {
            state: 'approved',
            decidedAt: decision.at,
            staffNote: decision.note,
            refundId: refund.id,
            providerMessage: null,
            // The amounts as approved: planned again on the order as it was, the fee perhaps waived.
            deliveryAmount: toShekels(refund.deliveryAmount),
            fee: toShekels(refund.fee),
            refundAmount: toShekels(refund.amount),
            version: () => 'version + 1',
          },
          decision.requestId,
          'deciding',
        );
        if (approved !== 1) throw new Error(`cancellation request ${decision.requestId} is no longer being decided`);
        await this.orders.clearRequested(manager, refund.orderId);
      }
      await manager.delete(OrderRefundLockEntity, { orderId: refund.orderId });
      if (refund.amount > 0) {
        // Every refund that gave money back gets its credit note, asked for in this very transaction.
        await this.documents.requestCreditNote(manager, refundRecordOf(refund, order), soldOrderOf(order));
      }
      return { ...refund, state: 'succeeded' as const, providerReference: reference };
    });
  }

  failRefund(refund: Refund, message: string, requestId: number | null): Promise<Refund> {
    return this.run(async (manager) => {
      const failed = await update(
        manager,
        RefundEntity,
        { state: 'failed', providerMessage: message.slice(0, 500), completedAt: stamp() },
        refund.id,
        'pending',
      );
      // Settled elsewhere already (a sweep, another instance): the lock may be another refund's by now.
      if (failed !== 1) return refund;
      await this.recordOutcome(manager, refund, 'failed', { providerMessage: { before: null, after: message.slice(0, 500) } });
      await manager.delete(OrderRefundLockEntity, { orderId: refund.orderId });
      if (requestId !== null) await reopen(manager, requestId, message);
      return { ...refund, state: 'failed' as const, providerMessage: message };
    });
  }

  /**
   * A refund's outcome, on its order's history too: by the staff member whose request settled it, or
   * by the shop when the sweep did (no staff request behind it).
   */
  private recordOutcome(
    manager: EntityManager,
    refund: Refund,
    state: 'succeeded' | 'failed',
    details: Record<string, { before: unknown; after: unknown }>,
  ): Promise<void> {
    return this.audit.record(manager, {
      action: 'refund',
      entityType: 'refund',
      entityId: refund.id,
      parent: { type: 'order', id: refund.orderId },
      byShop: true,
      changes: {
        state: { before: 'pending', after: state },
        amount: { before: null, after: toShekels(refund.amount) },
        ...details,
      },
    });
  }

  markProviderAsked(refund: Refund): Promise<boolean> {
    return this.run(async (manager) => (await update(manager, RefundEntity, { providerAskedAt: stamp() }, refund.id, 'pending')) === 1);
  }

  async recordProviderYes(refund: Refund, reference: string | null): Promise<void> {
    await this.run((manager) =>
      update(
        manager,
        RefundEntity,
        { providerReference: reference?.slice(0, 64) ?? null, providerAnsweredAt: stamp() },
        refund.id,
        'pending',
      ),
    );
  }
}

/** A guarded change of a row's state (and other fields): the number of rows changed, 0 when it was not in `from`. */
async function update<T extends CancellationRequestEntity | RefundEntity>(
  manager: EntityManager,
  entity: new () => T,
  values: QueryDeepPartialEntity<T>,
  id: number,
  from: string,
): Promise<number> {
  const result = await manager.createQueryBuilder().update(entity).set(values).where('id = :id AND state = :from', { id, from }).execute();
  return result.affected ?? 0;
}

/** deciding → open again; the provider's message stays with the request for staff to read. */
async function reopen(manager: EntityManager, id: number, providerMessage: string | null): Promise<void> {
  if (providerMessage === null) {
    await execute(manager, "UPDATE cancellation_requests SET state = 'open', version = version + 1 WHERE id = ? AND state = 'deciding'", [
      id,
    ]);
  } else {
    await execute(
      manager,
      "UPDATE cancellation_requests SET state = 'open', provider_message = ?, version = version + 1 WHERE id = ? AND state = 'deciding'",
      [providerMessage.slice(0, 500), id],
    );
  }
}

async function deliveryRefunded(manager: EntityManager, orderId: string): Promise<boolean> {
  const rows = (await manager.query("SELECT id FROM refunds WHERE order_id = ? AND state = 'succeeded' AND delivery_amount > 0 LIMIT 1", [
    orderId,
  ])) as unknown[];
  return rows.length > 0;
}
