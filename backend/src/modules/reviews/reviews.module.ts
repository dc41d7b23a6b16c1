import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../shared/config/app-config';
import { MailTransport } from '../../shared/mail/mail-transport';
import { CatalogModule } from '../catalog/catalog.module';
import { PublicCatalogCacheMiddleware } from '../../shared/http/public-catalog-cache.middleware';
import { SettingsModule } from '../settings/settings.module';
import { InviteReviewsUseCase } from './application/invite-reviews.use-case';
import { ModerateReviewUseCase } from './application/moderate-review.use-case';
import { OpenReviewLinkUseCase } from './application/open-review-link.use-case';
import { ReviewLinkKey } from './application/review-link-key.port';
import { ReviewMailer } from './application/review-mailer.port';
import { ReviewReadModel } from './application/review-read-model.port';
import { ReviewSettings } from './application/review-settings.port';
import { ReviewStore } from './application/review-store.port';
import { WriteReviewUseCase } from './application/write-review.use-case';
import { NodemailerReviewMailer } from './infrastructure/nodemailer-review-mailer';
import { reviewLinkKeyOf } from './infrastructure/review-link-keys';
import { ReviewInvitationEntity } from './infrastructure/review-invitation.entity';
import { ReviewEntity } from './infrastructure/review.entity';
import { ShopReviewSettings } from './infrastructure/shop-review-settings';
import { TypeormReviewReadModel } from './infrastructure/typeorm-review-read-model';
import { TypeormReviewStore } from './infrastructure/typeorm-review-store';
import { PublicReviewsController } from './interface/public-reviews.controller';
import { ReviewModerationController } from './interface/review-moderation.controller';

/**
 * Reviews by verified buyers: ordering invites the buyer of a completed order (InviteReviewsUseCase);
 * the buyer writes through the signed link; staff moderate; the product keeps its average and count
 * (written with its shopper documents in the moderation's transaction).
 */
@Module({
  imports: [CatalogModule, SettingsModule, TypeOrmModule.forFeature([ReviewEntity, ReviewInvitationEntity])],
  // The public controller first: its `GET reviews/invitation` must be matched before the staff `GET reviews/:id`.
  controllers: [PublicReviewsController, ReviewModerationController],
  providers: [
    MailTransport,
    { provide: ReviewLinkKey, inject: [AppConfig], useFactory: reviewLinkKeyOf },
    { provide: ReviewStore, useClass: TypeormReviewStore },
    { provide: ReviewReadModel, useClass: TypeormReviewReadModel },
    { provide: ReviewMailer, useClass: NodemailerReviewMailer },
    { provide: ReviewSettings, useClass: ShopReviewSettings },
    InviteReviewsUseCase,
    OpenReviewLinkUseCase,
    WriteReviewUseCase,
    ModerateReviewUseCase,
  ],
  exports: [InviteReviewsUseCase],
})
export class ReviewsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // The product page's reviews are a public catalog read, kept like the product itself; a moderation
    // (or a review published at once) changes the product's rating, so this process forgets its copies at once.
    consumer.apply(PublicCatalogCacheMiddleware).forRoutes(PublicReviewsController, ReviewModerationController);
  }
}
