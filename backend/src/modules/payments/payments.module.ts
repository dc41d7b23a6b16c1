import { Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../shared/config/app-config';
import { OrderingModule } from '../ordering/ordering.module';
import { SettingsModule } from '../settings/settings.module';
import { CreatePaymentSessionUseCase } from './application/create-payment-session.use-case';
import { GetPaymentStatusQuery } from './application/get-payment-status.use-case';
import { PaymentProvider, StandInPaymentProvider } from './application/payment-provider.port';
import { InstallmentRuleSource } from './application/installment-rule.port';
import { PaymentTransactions } from './application/payment-transactions.port';
import { PaymentsConfig } from './application/payments-config.port';
import { RefundPaymentUseCase } from './application/refund-payment.use-case';
import { SettlePaymentNotificationUseCase } from './application/settle-payment-notification.use-case';
import { ShopInstallmentRuleSource } from './infrastructure/shop-installment-rule.source';
import { PaymentTransactionEntity } from './infrastructure/payment-transaction.entity';
import { TranzilaApiClient } from './infrastructure/tranzila-api.client';
import { TranzilaPaymentProvider } from './infrastructure/tranzila.payment-provider';
import { TranzilaRefundClient } from './infrastructure/tranzila-refund.client';
import { TypeormPaymentTransactions } from './infrastructure/typeorm-payment-transactions';
import { PaymentController } from './interface/payment.controller';
import { ProviderReturnController } from './interface/provider-return.controller';

@Module({
  imports: [TypeOrmModule.forFeature([PaymentTransactionEntity]), OrderingModule, SettingsModule],
  controllers: [PaymentController, ProviderReturnController],
  providers: [
    { provide: TranzilaApiClient, inject: [PaymentsConfig], useFactory: (settings: PaymentsConfig) => new TranzilaApiClient(settings) },
    {
      provide: PaymentProvider,
      // The stand-in comes from the composition root (app.module.ts), which wires it in for PAYMENT_PROVIDER=sandbox.
      inject: [PaymentsConfig, TranzilaApiClient, { token: StandInPaymentProvider, optional: true }],
      useFactory: (settings: PaymentsConfig, api: TranzilaApiClient, standIn?: StandInPaymentProvider): PaymentProvider => {
        if (settings.provider === 'tranzila') return new TranzilaPaymentProvider(settings, api, new TranzilaRefundClient(settings));
        if (!standIn) throw new Error(`PAYMENT_PROVIDER=${settings.provider}, but no such provider is wired in (app.module.ts)`);
        return standIn;
      },
    },
    { provide: PaymentTransactions, useClass: TypeormPaymentTransactions },
    { provide: InstallmentRuleSource, useClass: ShopInstallmentRuleSource },
    CreatePaymentSessionUseCase,
    SettlePaymentNotificationUseCase,
    GetPaymentStatusQuery,
    RefundPaymentUseCase,
  ],
  // The after-sale context gives card and Bit money back through it.
  exports: [RefundPaymentUseCase],
})
export class PaymentsModule implements OnApplicationBootstrap {
  constructor(
    private readonly settings: PaymentsConfig,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const logger = new Logger('Payments');
    if (this.config.nodeEnv === 'production' && this.settings.provider === 'sandbox') {
      logger.warn('PAYMENT_PROVIDER is sandbox in production: test cards mark orders paid. Set PAYMENT_PROVIDER=tranzila.');
    }
    if (this.settings.provider === 'tranzila' && !this.settings.api) {
      logger.warn(
        'Tranzila without TRANZILA_APP_KEY/TRANZILA_SECRET: notifications are checked by token, amount and currency only, ' +
          'not looked up at the provider (allowed outside production, or with TRANZILA_ALLOW_UNVERIFIED_NOTIFY=true).',
      );
    }
    if (this.settings.provider === 'tranzila' && !this.settings.transactionPassword) {
      logger.warn('Tranzila without TRANZILA_TRANSACTION_PASSWORD: card and Bit refunds cannot be made from the back office.');
    }
  }
}
