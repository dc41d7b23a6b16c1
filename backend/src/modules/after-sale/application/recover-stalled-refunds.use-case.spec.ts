import { Logger } from '@nestjs/common';
import type { Refund } from '../domain/refund';
import { CancellationReadModel, PendingRefund } from './cancellation-read-model.port';
import { CancellationStore, RequestDecision } from './cancellation-store.port';
import { RecoverStalledRefundsUseCase } from './recover-stalled-refunds.use-case';

function aRefund(over: Partial<Refund> = {}): Refund {
  return {
    id: 1,
    orderId: 'order-1',
    cancellationRequestId: null,
    requestKey: null,
    amount: 190_000,
    goodsAmount: 200_000,
    deliveryAmount: 0,
    fee: 10_000,
    method: 'credit_card',
    state: 'pending',
    providerReference: null,
    providerMessage: null,
    lines: [{ itemId: 5, productName: 'Ball', variantName: '', quantity: 1, amount: 200_000 }],
    note: 'Returned unopened',
    createdAt: new Date('2026-11-25T10:00:00Z'),
    ...over,
  };
}

/** The pending refunds as the read model gives them, and every write the sweep makes. */
function setUp(pending: PendingRefund[], options: { completeFails?: boolean } = {}) {
  const writes: Array<{
    write: string;
    id: number;
    reference?: string | null;
    decision?: RequestDecision | null;
    requestId?: number | null;
  }> = [];
  const asked: Date[] = [];
  const refunds = new (class extends CancellationReadModel {
    listRequests = jest.fn();
    findRequest = jest.fn();
    refundsOfOrder = jest.fn();
    findRefundByKey = jest.fn();
    deliveryRefunded = jest.fn();
    pendingRefundsBefore = async (before: Date) => {
      asked.push(before);
      return pending;
    };
  })();
  const store = new (class extends CancellationStore {
    createRequest = jest.fn();
    claimRequest = jest.fn();
    reopenRequest = jest.fn();
    rejectRequest = jest.fn();
    beginRefund = jest.fn();
    markProviderAsked = jest.fn(async () => true);
    recordProviderYes = jest.fn();
    completeRefund = async (refund: Refund, reference: string | null, decision: RequestDecision | null) => {
      if (options.completeFails) throw new Error(`refund ${refund.id} is no longer pending`);
      writes.push({ write: 'complete', id: refund.id, reference, decision });
      return { ...refund, state: 'succeeded' as const };
    };
    failRefund = async (refund: Refund, message: string, requestId: number | null) => {
      writes.push({ write: 'fail', id: refund.id, requestId });
      return { ...refund, state: 'failed' as const, providerMessage: message };
    };
  })();
  return { useCase: new RecoverStalledRefundsUseCase(refunds, store), writes, asked };
}

const NOW = new Date('2026-11-25T10:10:00.400Z');

describe('settling refunds a stopped process left pending', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

  it('completes a refund the provider had said yes to, with its reference, approving its request as staff asked', async () => {
    const refund = aRefund({ id: 7, cancellationRequestId: 3 });
    const { useCase, writes, asked } = setUp([{ refund, providerAsked: true, providerAnswer: '4711' }]);
    const olderThan = new Date('2026-11-25T10:08:00Z');
    expect(await useCase.execute({ olderThan }, NOW)).toEqual({ completed: [7], released: [], forStaff: [] });
    expect(asked).toEqual([olderThan]);
    expect(writes).toEqual([
      {
        write: 'complete',
        id: 7,
        reference: '4711',
        decision: { requestId: 3, note: 'Returned unopened', at: new Date('2026-11-25T10:10:00Z') },
      },
    ]);
  });

  it('completes a staff refund without a request, with no decision to write', async () => {
    const { useCase, writes } = setUp([{ refund: aRefund({ id: 8 }), providerAsked: true, providerAnswer: '' }]);
    await useCase.execute({ olderThan: NOW }, NOW);
    expect(writes).toEqual([{ write: 'complete', id: 8, reference: null, decision: null }]);
  });

  it('releases a refund that never reached the provider, opening its request again', async () => {
    const { useCase, writes } = setUp([
      { refund: aRefund({ id: 9, cancellationRequestId: 4 }), providerAsked: false, providerAnswer: null },
    ]);
    expect(await useCase.execute({ olderThan: NOW }, NOW)).toEqual({ completed: [], released: [9], forStaff: [] });
    expect(writes).toEqual([{ write: 'fail', id: 9, requestId: 4 }]);
  });

  it('leaves a refund asked with no answer kept to staff: neither completed nor released', async () => {
    const { useCase, writes } = setUp([{ refund: aRefund({ id: 10 }), providerAsked: true, providerAnswer: null }]);
    expect(await useCase.execute({ olderThan: NOW }, NOW)).toEqual({ completed: [], released: [], forStaff: [10] });
    expect(writes).toEqual([]);
  });

  it('goes on with the others when one was settled meanwhile by another process', async () => {
    const { useCase } = setUp(
      [
        { refund: aRefund({ id: 11 }), providerAsked: true, providerAnswer: '1' },
        { refund: aRefund({ id: 12 }), providerAsked: true, providerAnswer: null },
      ],
      { completeFails: true },
    );
    expect(await useCase.execute({ olderThan: NOW }, NOW)).toEqual({ completed: [], released: [], forStaff: [12] });
  });
});
