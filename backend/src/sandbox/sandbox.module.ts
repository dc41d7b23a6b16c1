import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { StandInPaymentProvider } from '../modules/payments/application/payment-provider.port';
import { PaymentsConfig } from '../modules/payments/application/payments-config.port';
import { DocumentsModule } from '../modules/documents/documents.module';
import { PaymentsModule } from '../modules/payments/payments.module';
import { SandboxDocumentsController } from './documents/sandbox-documents.controller';
import { SandboxDocumentsEnabledGuard } from './documents/sandbox-documents-enabled.guard';
import { SandboxTaxDocuments } from './documents/sandbox-tax-documents';
import { SandboxEnabledGuard } from './payments/sandbox-enabled.guard';
import { SandboxGateway } from './payments/sandbox-gateway';
import { SandboxPaymentProvider } from './payments/sandbox.payment-provider';
import { SandboxProviderController } from './payments/sandbox-provider.controller';

/** Which of the built-in stand-ins for outside services configuration asks for. */
export interface SandboxChoice {
  /** PAYMENT_PROVIDER=sandbox: the card provider's hosted form, notify and redirects, under /sandbox/tranzila. */
  payments: boolean;
  /** Wherever a sandbox may run: Morning's two calls and the document pages, under /sandbox/documents. */
  documents: boolean;
}

/**
 * The providers that fake an outside service for the demo, development and tests. Production code never
 * imports this folder (checked by .dependency-cruiser.js); the composition root (app.module.ts) mounts
 * this module only when configuration asks for a sandbox. Global, so that PaymentsModule finds the
 * stand-in card provider it was told to use.
 */
@Module({})
export class SandboxModule {
  static forRoot(choice: SandboxChoice): DynamicModule {
    const imports: Type[] = [];
    const controllers: Type[] = [];
    const providers: Provider[] = [];
    const exports: NonNullable<DynamicModule['exports']> = [];
    if (choice.payments) {
      imports.push(PaymentsModule);
      controllers.push(SandboxProviderController);
      providers.push(
        { provide: SandboxGateway, inject: [PaymentsConfig], useFactory: (settings: PaymentsConfig) => new SandboxGateway(settings) },
        {
          provide: StandInPaymentProvider,
          inject: [PaymentsConfig],
          useFactory: (settings: PaymentsConfig) => new SandboxPaymentProvider(settings),
        },
        SandboxEnabledGuard,
      );
      exports.push(StandInPaymentProvider);
    }
    if (choice.documents) {
      imports.push(DocumentsModule);
      controllers.push(SandboxDocumentsController);
      providers.push(SandboxTaxDocuments, SandboxDocumentsEnabledGuard);
    }
    return { module: SandboxModule, global: true, imports, controllers, providers, exports };
  }
}
