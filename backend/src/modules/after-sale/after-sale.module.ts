import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailTransport } from '../../shared/mail/mail-transport';
import { DocumentsModule } from '../documents/documents.module';
import { OrderingModule } from '../ordering/ordering.module';
import { PaymentsModule } from '../payments/payments.module';
import { AfterSaleMailer } from './application/after-sale-mailer.port';
import { AfterSaleOrders } from './application/after-sale-orders.port';
import { ApproveCancellationRequestUseCase } from './application/approve-cancellation-request.use-case';
import { CancellationReadModel } from './application/cancellation-read-model.port';
import { CancellationStore } from './application/cancellation-store.port';
import { QuoteCancellationUseCase } from './application/quote-cancellation.use-case';
import { QuoteRefundUseCase } from './application/quote-refund.use-case';
import { RecoverStalledRefundsUseCase } from './application/recover-stalled-refunds.use-case';
import { RefundExecution } from './application/refund-execution.service';
import { RefundGateway } from './application/refund-gateway.port';
import { RefundOrderUseCase } from './application/refund-order.use-case';
import { RejectCancellationRequestUseCase } from './application/reject-cancellation-request.use-case';
import { RequestCancellationUseCase } from './application/request-cancellation.use-case';
import { CancellationRequestEntity } from './infrastructure/cancellation-request.entity';
import { NodemailerAfterSaleMailer } from './infrastructure/nodemailer-after-sale-mailer';
import { OrderRefundLockEntity } from './infrastructure/order-refund-lock.entity';
import { OrderingAfterSaleOrders } from './infrastructure/ordering-after-sale-orders';
import { PaymentsRefundGateway } from './infrastructure/payments-refund-gateway';
import { RefundEntity } from './infrastructure/refund.entity';
import { StalledRefundSweep } from './infrastructure/stalled-refund-sweep';
import { TypeormCancellationReadModel } from './infrastructure/typeorm-cancellation-read-model';
import { TypeormCancellationStore } from './infrastructure/typeorm-cancellation-store';
import { CancellationRequestsController } from './interface/cancellation-requests.controller';
import { OrderRefundsController } from './interface/order-refunds.controller';
import { PublicCancellationsController } from './interface/public-cancellations.controller';

/**
 * After the sale: shoppers' cancellation requests (Consumer Protection Law 14C) and refunds. Reads
 * and writes orders through ordering (its read model, and OrderCancellations inside after-sale's
 * transactions), gives money back through the payments context's provider, and asks the documents
 * context for a credit note in the transaction of each refund that gave money back.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([CancellationRequestEntity, RefundEntity, OrderRefundLockEntity]),
    OrderingModule,
    PaymentsModule,
    // The credit note of each refund is asked for in the refund's transaction.
    DocumentsModule,
  ],
  controllers: [PublicCancellationsController, CancellationRequestsController, OrderRefundsController],
  providers: [
    MailTransport,
    { provide: AfterSaleOrders, useClass: OrderingAfterSaleOrders },
    { provide: RefundGateway, useClass: PaymentsRefundGateway },
    { provide: CancellationStore, useClass: TypeormCancellationStore },
    { provide: CancellationReadModel, useClass: TypeormCancellationReadModel },
    { provide: AfterSaleMailer, useClass: NodemailerAfterSaleMailer },
    RefundExecution,
    QuoteCancellationUseCase,
    QuoteRefundUseCase,
    RequestCancellationUseCase,
    ApproveCancellationRequestUseCase,
    RejectCancellationRequestUseCase,
    RefundOrderUseCase,
    RecoverStalledRefundsUseCase,
    StalledRefundSweep,
  ],
})
export class AfterSaleModule {}
