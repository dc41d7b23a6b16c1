import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { PublicCatalogCacheMiddleware } from '../../shared/http/public-catalog-cache.middleware';
import { GetInterfaceTextsUseCase } from './application/get-interface-texts.use-case';
import { ProductFeedSource } from './application/product-feed-source.port';
import { ProductFeedsUseCase } from './application/product-feeds.use-case';
import { SitemapSource } from './application/sitemap-source.port';
import { SitemapUseCase } from './application/sitemap.use-case';
import { CatalogModule } from '../catalog/catalog.module';
import { ContentModule } from '../content/content.module';
import { SettingsModule } from '../settings/settings.module';
import { CatalogAndContentSitemapSource } from './infrastructure/catalog-and-content-sitemap-source';
import { CatalogAndSettingsProductFeedSource } from './infrastructure/catalog-and-settings-product-feed-source';
import { InterfaceTextsController } from './interface/interface-texts.controller';
import { ProductFeedsController } from './interface/product-feeds.controller';
import { SitemapController } from './interface/sitemap.controller';

/**
 * What the web front ends and outside readers load from the server besides the API: the interface
 * texts, sitemap.xml, robots.txt and the shopping feeds (Google Merchant Center, Zap).
 */
@Module({
  // The sitemap lists the pages the catalog and the content publish; the feeds list the catalog on
  // sale with the courier fee from the settings.
  imports: [CatalogModule, ContentModule, SettingsModule],
  controllers: [InterfaceTextsController, SitemapController, ProductFeedsController],
  providers: [
    GetInterfaceTextsUseCase,
    SitemapUseCase,
    { provide: SitemapSource, useClass: CatalogAndContentSitemapSource },
    ProductFeedsUseCase,
    { provide: ProductFeedSource, useClass: CatalogAndSettingsProductFeedSource },
  ],
})
export class WebModule implements NestModule {
  /** The feeds are kept like the public catalog's answers: until the shop's change generation moves. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PublicCatalogCacheMiddleware).forRoutes(ProductFeedsController);
  }
}
