import type { Type } from '@nestjs/common';
import { CatalogModule } from './catalog/catalog.module';
import { MediaModule } from './media/media.module';
import { DemoDataModule } from '../demo/demo-data.module';
import { OrderingModule } from './ordering/ordering.module';
import { PaymentsModule } from './payments/payments.module';
import { ContentModule } from './content/content.module';
import { WebModule } from './web/web.module';
import { SettingsModule } from './settings/settings.module';
import { PromotionsModule } from './promotions/promotions.module';
import { AfterSaleModule } from './after-sale/after-sale.module';
import { DocumentsModule } from './documents/documents.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ReviewsModule } from './reviews/reviews.module';
import { StockAlertsModule } from './stock-alerts/stock-alerts.module';

/** The bounded contexts mounted by the application, besides identity (which every context uses). */
export const CONTEXT_MODULES: Type[] = [
  SettingsModule,
  PromotionsModule,
  CatalogModule,
  MediaModule,
  StockAlertsModule,
  ReviewsModule,
  OrderingModule,
  DocumentsModule,
  NotificationsModule,
  PaymentsModule,
  AfterSaleModule,
  ContentModule,
  WebModule,
  DemoDataModule,
];
