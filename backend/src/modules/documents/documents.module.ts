import { Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailTransport } from '../../shared/mail/mail-transport';
import { OutboxModule } from '../../shared/outbox/outbox.module';
import { DocumentMailer } from './application/document-mailer.port';
import { DocumentsConfig } from './application/documents-config.port';
import { IssueTaxDocumentUseCase } from './application/issue-tax-document.use-case';
import { RetryTaxDocumentUseCase } from './application/retry-tax-document.use-case';
import { TaxDocumentIssuing } from './application/tax-document-issuing.port';
import { TaxDocumentProvider } from './application/tax-document-provider.port';
import { TaxDocumentStore } from './application/tax-document-store.port';
import { TaxDocumentQueries } from './application/tax-documents.queries';
import { TaxDocumentRequests } from './application/tax-document-requests.port';
import { MorningDocumentProvider } from './infrastructure/morning.document-provider';
import { NodemailerDocumentMailer } from './infrastructure/nodemailer-document-mailer';
import { TaxDocumentOutbox } from './infrastructure/tax-document-outbox';
import { TaxDocumentWorker } from './infrastructure/tax-document-worker';
import { TaxDocumentEntity } from './infrastructure/tax-document.entity';
import { TypeormTaxDocumentStore } from './infrastructure/typeorm-tax-document-store';
import { UnconfiguredDocumentProvider } from './infrastructure/unconfigured.document-provider';
import { TaxDocumentsController } from './interface/tax-documents.controller';

/**
 * Tax documents: an invoice-receipt for every paid order and a credit note for every refund, requested
 * in the paying (refunding) transaction through TaxDocumentRequests and issued by each process's loop
 * through the provider port (Morning's API; the built-in sandbox speaks it). Each request carries the
 * order (and the refund) it is about, so this context imports no other: ordering and after-sale call
 * it, and ordering reads the invoice links (TaxDocumentQueries).
 */
@Module({
  imports: [TypeOrmModule.forFeature([TaxDocumentEntity]), OutboxModule],
  controllers: [TaxDocumentsController],
  providers: [
    {
      provide: TaxDocumentProvider,
      inject: [DocumentsConfig],
      useFactory: (settings: DocumentsConfig): TaxDocumentProvider =>
        settings.api ? new MorningDocumentProvider(settings.api) : new UnconfiguredDocumentProvider(settings.warning ?? 'No provider'),
    },
    { provide: TaxDocumentStore, useClass: TypeormTaxDocumentStore },
    { provide: DocumentMailer, useClass: NodemailerDocumentMailer },
    MailTransport,
    TaxDocumentWorker,
    { provide: TaxDocumentIssuing, useExisting: TaxDocumentWorker },
    { provide: TaxDocumentRequests, useClass: TaxDocumentOutbox },
    IssueTaxDocumentUseCase,
    RetryTaxDocumentUseCase,
    TaxDocumentQueries,
  ],
  exports: [TaxDocumentRequests, TaxDocumentQueries],
})
export class DocumentsModule implements OnApplicationBootstrap {
  constructor(private readonly settings: DocumentsConfig) {}

  onApplicationBootstrap(): void {
    // Never a silent drop: without a provider the documents wait, and staff see this in the back office too.
    if (this.settings.warning) new Logger('TaxDocuments').warn(this.settings.warning);
  }
}
