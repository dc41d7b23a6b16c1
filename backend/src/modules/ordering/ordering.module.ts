import { OrderCancellationWrites } from './application/order-cancellation-writes.port';
import { ShopperOrderLookup } from './application/shopper-order-lookup.service';
import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrderNotifications } from './application/order-notifications.port';
import { NotificationsOrderAlerts } from './infrastructure/notifications-order-alerts';
import { CatalogModule } from '../catalog/catalog.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { ReviewInvitations } from './application/review-invitations.port';
import { ReviewsReviewInvitations } from './infrastructure/reviews-review-invitations';
import { SettingsModule } from '../settings/settings.module';
import { CheckoutPricing } from './application/checkout-pricing.service';
import { CheckoutSettings } from './application/checkout-settings.port';
import { DiscountCodes } from './application/discount-codes.port';
import { PromotionsDiscountCodes } from './infrastructure/promotions-discount-codes';
import { ShopCheckoutSettings } from './infrastructure/shop-checkout-settings';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogForOrdering } from './application/catalog-for-ordering.port';
import { ChangeOrderStatusUseCase } from './application/change-order-status.use-case';
import { DashboardReadModel } from './application/dashboard-read-model.port';
import { DeleteOrderUseCase } from './application/delete-order.use-case';
import { GetDashboardQuery } from './application/get-dashboard.use-case';
import { InvoiceLinks } from './application/invoice-links.port';
import { RecordCashPaymentUseCase } from './application/record-cash-payment.use-case';
import { DocumentsInvoiceLinks } from './infrastructure/documents-invoice-links';
import { OrderMailer } from './application/order-mailer.port';
import { OrderPayments } from './application/order-payments.port';
import { OrderReadModel } from './application/order-read-model.port';
import { OrderExportSource } from './application/order-export-source.port';
import { ExportOrdersUseCase } from './application/export-orders.use-case';
import { OrderStore } from './application/order-store.port';
import { PlaceOrderUseCase } from './application/place-order.use-case';
import { QuoteOrderUseCase } from './application/quote-order.use-case';
import { TrackOrderUseCase } from './application/track-order.use-case';
import { UpdateOrderDetailsUseCase } from './application/update-order-details.use-case';
import { IdempotencyKeyEntity } from './infrastructure/idempotency-key.entity';
import { TypeormIdempotencyKeys } from './infrastructure/typeorm-idempotency-keys';
import { IdempotencyKeys } from './application/idempotency-keys.port';
import { IdempotentCheckout } from './application/idempotent-checkout.service';
import { MailTransport } from '../../shared/mail/mail-transport';
import { NodemailerOrderMailer } from './infrastructure/nodemailer-order-mailer';
import { OrderItemEntity } from './infrastructure/order-item.entity';
import { OrderCancellations } from './infrastructure/order-cancellations';
import { OrderTransactions } from './infrastructure/order-transactions';
import { OrderEntity } from './infrastructure/order.entity';
import { CatalogProductsForOrdering } from './infrastructure/catalog-for-ordering';
import { OrderStock } from './infrastructure/order-stock';
import { DocumentsForOrders } from './infrastructure/documents-for-orders';
import { TypeormDashboardReadModel } from './infrastructure/typeorm-dashboard-read-model';
import { TypeormOrderPayments } from './infrastructure/typeorm-order-payments';
import { TypeormOrderReadModel } from './infrastructure/typeorm-order-read-model';
import { TypeormOrderStore } from './infrastructure/typeorm-order-store';
import { AdminOrdersController } from './interface/admin-orders.controller';
import { AdminOrderDetailsController } from './interface/admin-order-details.controller';
import { OpenOrderDetailsUseCase } from './application/open-order-details.use-case';
import { OrderSearchBackfill } from './infrastructure/order-search-backfill';
import { DashboardController } from './interface/dashboard.controller';
import { PublicOrdersController } from './interface/public-orders.controller';

@Module({
  imports: [
    // Prices and pictures of what is bought; order transactions take and give back its stock.
    CatalogModule,
    // Pricing a checkout asks settings (delivery terms) and promotions (codes; their uses are taken in order transactions).
    SettingsModule,
    PromotionsModule,
    // A completed order invites its buyer to review the products bought.
    ReviewsModule,
    // A paid order asks for its invoice-receipt (in the paying transaction) and shows its link.
    DocumentsModule,
    // Placed and paid orders and status changes are announced to the shop and its webhooks (in the transactions).
    NotificationsModule,
    TypeOrmModule.forFeature([OrderEntity, OrderItemEntity, IdempotencyKeyEntity]),
  ],
  // Admin first: its `GET stats` must be matched before the public `GET :id`.
  controllers: [AdminOrdersController, AdminOrderDetailsController, PublicOrdersController, DashboardController],
  providers: [
    OrderSearchBackfill,
    OrderTransactions,
    OrderCancellations,
    { provide: OrderCancellationWrites, useExisting: OrderCancellations },
    ShopperOrderLookup,
    { provide: OrderPayments, useClass: TypeormOrderPayments },
    { provide: CheckoutSettings, useClass: ShopCheckoutSettings },
    { provide: DiscountCodes, useClass: PromotionsDiscountCodes },
    CheckoutPricing,
    { provide: CatalogForOrdering, useClass: CatalogProductsForOrdering },
    OrderStock,
    DocumentsForOrders,
    { provide: OrderStore, useClass: TypeormOrderStore },
    { provide: IdempotencyKeys, useClass: TypeormIdempotencyKeys },
    IdempotentCheckout,
    { provide: OrderExportSource, useExisting: OrderReadModel },
    ExportOrdersUseCase,
    OpenOrderDetailsUseCase,
    { provide: OrderReadModel, useClass: TypeormOrderReadModel },
    { provide: DashboardReadModel, useClass: TypeormDashboardReadModel },
    MailTransport,
    { provide: OrderMailer, useClass: NodemailerOrderMailer },
    { provide: InvoiceLinks, useClass: DocumentsInvoiceLinks },
    { provide: OrderNotifications, useClass: NotificationsOrderAlerts },
    { provide: ReviewInvitations, useClass: ReviewsReviewInvitations },
    PlaceOrderUseCase,
    QuoteOrderUseCase,
    TrackOrderUseCase,
    ChangeOrderStatusUseCase,
    UpdateOrderDetailsUseCase,
    DeleteOrderUseCase,
    RecordCashPaymentUseCase,
    GetDashboardQuery,
  ],
  // Payments reads and settles orders; after-sale reads them and writes cancellations inside its own transactions, run by ordering's
  // transaction runner (one at a time on the embedded database).
  exports: [OrderPayments, OrderReadModel, OrderCancellationWrites, ShopperOrderLookup],
})
export class OrderingModule implements OnApplicationBootstrap {
  constructor(private readonly searchBackfill: OrderSearchBackfill) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.searchBackfill.run();
  }
}
