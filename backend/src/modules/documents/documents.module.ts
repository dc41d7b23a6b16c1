import { forwardRef, Logger, Module, OnApplicationBootstrap, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../shared/config/app-config';
import { MailTransport } from '../../shared/mail/mail-transport';
import { OutboxModule } from '../../shared/outbox/outbox.module';
import { RefundEntity } from '../after-sale/infrastructure/refund.entity';
import { OrderingModule } from '../ordering/ordering.module';
import { DocumentMailer } from './application/document-mailer.port';
import { DocumentsSettings } from './application/documents-settings.port';
import { IssueTaxDocumentUseCase } from './application/issue-tax-document.use-case';
import { RefundRecords } from './application/refund-records.port';
import { RetryTaxDocumentUseCase } from './application/retry-tax-document.use-case';
import { SoldOrders } from './application/sold-orders.port';
import { TaxDocumentIssuing } from './application/tax-document-issuing.port';
import { TaxDocumentProvider } from './application/tax-document-provider.port';
import { TaxDocumentStore } from './application/tax-document-store.port';
import { TaxDocumentQueries } from './application/tax-documents.queries';
import { loadDocumentsSettings } from './infrastructure/documents.config';
import { AfterSaleRefundRecords } from './infrastructure/after-sale-refund-records';
import { MorningDocumentProvider } from './infrastructure/morning.document-provider';
import { NodemailerDocumentMailer } from './infrastructure/nodemailer-document-mailer';
import { OrderingSoldOrders } from './infrastructure/ordering-sold-orders';
import { SandboxTaxDocumentEntity } from './infrastructure/sandbox-tax-document.entity';
import { SandboxTaxDocuments } from './infrastructure/sandbox-tax-documents';
import { TaxDocumentOutbox } from './infrastructure/tax-document-outbox';
import { TaxDocumentWorker } from './infrastructure/tax-document-worker';
import { TaxDocumentEntity } from './infrastructure/tax-document.entity';
import { TypeormTaxDocumentStore } from './infrastructure/typeorm-tax-document.store';
import { UnconfiguredDocumentProvider } from './infrastructure/unconfigured.document-provider';
import { SandboxDocumentsController } from './interface/sandbox-documents.controller';
import { SandboxDocumentsEnabledGuard } from './interface/sandbox-documents-enabled.guard';
import { TaxDocumentsController } from './interface/tax-documents.controller';

/** Validated when the module starts, so a misconfigured provider stops the start naming the variable. */
export const DOCUMENTS_SETTINGS_PROVIDER: Provider = { provide: DocumentsSettings, inject: [AppConfig], useFactory: loadDocumentsSettings };

/**
 * Tax documents: an invoice-receipt for every paid order and a credit note for every refund, requested
 * in the paying (refunding) transaction through TaxDocumentOutbox and issued by each process's loop
 * through the provider port (Morning's API; the built-in sandbox speaks it). Ordering asks for the
 * documents and reads the invoice links (TaxDocumentQueries); documents reads the orders through its
 * own port, answered by ordering's read model (hence the forward reference both ways), and the refunds
 * from after-sale's table.
 */
@Module({
  imports: [
    // The refunds are read from after-sale's table (as ordering reads the catalog's): after-sale's
    // module imports this one for the outbox, so this one cannot import it back.
    TypeOrmModule.forFeature([TaxDocumentEntity, SandboxTaxDocumentEntity, RefundEntity]),
    forwardRef(() => OrderingModule),
    OutboxModule,
  ],
  controllers: [TaxDocumentsController, SandboxDocumentsController],
  providers: [
    DOCUMENTS_SETTINGS_PROVIDER,
    {
      provide: TaxDocumentProvider,
      inject: [DocumentsSettings],
      useFactory: (settings: DocumentsSettings): TaxDocumentProvider =>
        settings.api ? new MorningDocumentProvider(settings.api) : new UnconfiguredDocumentProvider(settings.warning ?? 'No provider'),
    },
    { provide: TaxDocumentStore, useClass: TypeormTaxDocumentStore },
    { provide: SoldOrders, useClass: OrderingSoldOrders },
    { provide: RefundRecords, useClass: AfterSaleRefundRecords },
    { provide: DocumentMailer, useClass: NodemailerDocumentMailer },
    MailTransport,
    TaxDocumentWorker,
    { provide: TaxDocumentIssuing, useExisting: TaxDocumentWorker },
    TaxDocumentOutbox,
    SandboxTaxDocuments,
    SandboxDocumentsEnabledGuard,
    IssueTaxDocumentUseCase,
    RetryTaxDocumentUseCase,
    TaxDocumentQueries,
  ],
  exports: [TaxDocumentOutbox, TaxDocumentQueries],
})
export class DocumentsModule implements OnApplicationBootstrap {
  constructor(private readonly settings: DocumentsSettings) {}

  onApplicationBootstrap(): void {
    // Never a silent drop: without a provider the documents wait, and staff see this in the back office too.
    if (this.settings.warning) new Logger('TaxDocuments').warn(this.settings.warning);
  }
}
