import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailTransport } from '../../shared/mail/mail-transport';
import { AskBackInStockUseCase } from './application/ask-back-in-stock.use-case';
import { BackInStockMailer } from './application/back-in-stock-mailer.port';
import { BackInStockStore } from './application/back-in-stock-store.port';
import { SendBackInStockAlertsUseCase } from './application/send-back-in-stock-alerts.use-case';
import { StopBackInStockAlertsUseCase } from './application/stop-back-in-stock-alerts.use-case';
import { BackInStockCheck } from './infrastructure/back-in-stock-check';
import { BackInStockRequestEntity } from './infrastructure/back-in-stock-request.entity';
import { NodemailerBackInStockMailer } from './infrastructure/nodemailer-back-in-stock-mailer';
import { TypeormBackInStockStore } from './infrastructure/typeorm-back-in-stock-store';
import { BackInStockController } from './interface/back-in-stock.controller';

/**
 * Back-in-stock alerts: its own context (not inside `notifications`, which holds the shop's other
 * alerts), because it owns its table, its public form and its check for returned stock, and needs
 * nothing of theirs. It reads the catalog's stock, never writes it, and imports no other context, so
 * the catalog, ordering and an import can all call SendBackInStockAlertsUseCase ("stock returned").
 */
@Module({
  imports: [TypeOrmModule.forFeature([BackInStockRequestEntity])],
  controllers: [BackInStockController],
  providers: [
    MailTransport,
    { provide: BackInStockStore, useClass: TypeormBackInStockStore },
    { provide: BackInStockMailer, useClass: NodemailerBackInStockMailer },
    AskBackInStockUseCase,
    SendBackInStockAlertsUseCase,
    StopBackInStockAlertsUseCase,
    BackInStockCheck,
  ],
  exports: [SendBackInStockAlertsUseCase],
})
export class StockAlertsModule {}
