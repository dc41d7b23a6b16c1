import { OrderAnnouncements } from './application/order-announcements.port';
import { OutboxOrderAnnouncements } from './infrastructure/outbox-order-announcements';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailTransport } from '../../shared/mail/mail-transport';
import { OutboxModule } from '../../shared/outbox/outbox.module';
import { SettingsModule } from '../settings/settings.module';
import { CreateWebhookUseCase } from './application/create-webhook.use-case';
import { DeleteWebhookUseCase } from './application/delete-webhook.use-case';
import { LowStockItems } from './application/low-stock-items.port';
import { LowStockQueries } from './application/low-stock.queries';
import { ResendWebhookDeliveryUseCase } from './application/resend-webhook-delivery.use-case';
import { ShopAlertSettings } from './application/shop-alert-settings.port';
import { UpdateWebhookUseCase } from './application/update-webhook.use-case';
import { WebhookDeliveries } from './application/webhook-deliveries.port';
import { WebhookDestinations } from './application/webhook-destinations.port';
import { WebhookStore } from './application/webhook-store.port';
import { WebhookQueries } from './application/webhooks.queries';
import { CatalogLowStockItems } from './infrastructure/catalog-low-stock-items';
import { DnsWebhookDestinations } from './infrastructure/dns-webhook-destinations';
import { LowStockSoldOutEntity } from './infrastructure/low-stock-sold-out.entity';
import { LowStockWatch } from './infrastructure/low-stock-watch';
import { ShopAlertEmailEntity } from './infrastructure/shop-alert-email.entity';
import { ShopSettingsAlertSettings } from './infrastructure/shop-alert-settings';
import { ShopAlertsOutbox } from './infrastructure/shop-alerts-outbox';
import { ShopAlertsWorker } from './infrastructure/shop-alerts-worker';
import { TypeormWebhookStore } from './infrastructure/typeorm-webhook-store';
import { WebhookDeliveryEntity } from './infrastructure/webhook-delivery.entity';
import { WebhookDeliveryWorker } from './infrastructure/webhook-delivery-worker';
import { WebhookOutbox } from './infrastructure/webhook-outbox';
import { WebhookSubscriptions } from './infrastructure/webhook-subscriptions';
import { WebhookHostResolver } from './infrastructure/webhook-host-resolver';
import { WebhookEntity } from './infrastructure/webhook.entity';
import { LowStockController } from './interface/low-stock.controller';
import { WebhookDeliveriesController, WebhooksController } from './interface/webhooks.controller';

/**
 * The shop's own alerts: an email to the shop's addresses for every placed order and every settled
 * card or Bit payment, signed webhook deliveries of order events, and the low-stock emails (at once
 * when an item sells out, a digest a day). Ordering asks for them through its own port, inside its
 * transactions (ShopAlertsOutbox, WebhookOutbox, LowStockWatch are exported for that adapter);
 * this context never reads ordering. Every process runs the outboxes' loops.
 */
@Module({
  imports: [
    SettingsModule,
    OutboxModule,
    TypeOrmModule.forFeature([ShopAlertEmailEntity, WebhookEntity, WebhookDeliveryEntity, LowStockSoldOutEntity]),
  ],
  controllers: [WebhooksController, WebhookDeliveriesController, LowStockController],
  providers: [
    MailTransport,
    { provide: ShopAlertSettings, useClass: ShopSettingsAlertSettings },
    { provide: LowStockItems, useClass: CatalogLowStockItems },
    { provide: WebhookStore, useClass: TypeormWebhookStore },
    WebhookHostResolver,
    { provide: WebhookDestinations, useClass: DnsWebhookDestinations },
    ShopAlertsWorker,
    ShopAlertsOutbox,
    WebhookSubscriptions,
    WebhookDeliveryWorker,
    { provide: WebhookDeliveries, useExisting: WebhookDeliveryWorker },
    WebhookOutbox,
    { provide: OrderAnnouncements, useClass: OutboxOrderAnnouncements },
    LowStockQueries,
    LowStockWatch,
    WebhookQueries,
    CreateWebhookUseCase,
    UpdateWebhookUseCase,
    DeleteWebhookUseCase,
    ResendWebhookDeliveryUseCase,
  ],
  exports: [OrderAnnouncements],
})
export class NotificationsModule {}
