import { Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogModule } from '../modules/catalog/catalog.module';
import { CatalogCounts } from '../modules/catalog/infrastructure/catalog-counts';
import { ProductSearchBackfill } from '../modules/catalog/infrastructure/product-search-backfill';
import { ShopperProductDocuments } from '../modules/catalog/infrastructure/shopper-product-documents';
import { IdentityModule } from '../modules/identity/identity.module';
import { DemoDataStart } from '../modules/identity/application/demo-data-start.service';
import { SaveStaffUserUseCase } from '../modules/identity/application/save-staff-user.use-case';
import { DEMO_ACCOUNTS } from '../modules/identity/domain/demo-accounts';
import { ImageStorage } from '../modules/media/application/image-storage.port';
import { MediaModule } from '../modules/media/media.module';
import { AppConfig } from '../shared/config/app-config';
import { DemoDataLoader } from './demo-data.loader';

/** Loads the demo data set on the first start of a shop that asks for it (DEMO_DATA, on by default for the embedded database). */
@Module({
  imports: [IdentityModule, MediaModule, CatalogModule],
  providers: [
    {
      provide: DemoDataLoader,
      inject: [DataSource, ImageStorage, SaveStaffUserUseCase, AppConfig],
      useFactory: (dataSource: DataSource, images: ImageStorage, saveStaffUser: SaveStaffUserUseCase, config: AppConfig) =>
        new DemoDataLoader(dataSource, images, saveStaffUser, config),
    },
  ],
  exports: [DemoDataLoader],
})
export class DemoDataModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    private readonly config: AppConfig,
    private readonly loader: DemoDataLoader,
    private readonly catalogDocuments: ShopperProductDocuments,
    private readonly catalogCounts: CatalogCounts,
    private readonly productSearch: ProductSearchBackfill,
    private readonly demoDataStart: DemoDataStart,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoData) return;
    const started = Date.now();
    const result = await this.loader.loadIfEmpty();
    if (!result.loaded) {
      this.logger.log(`Demo data not loaded: ${result.reason}`);
      return;
    }
    // Only a start that seeded the empty database may show the demo logins (with DEMO_LOGIN_HINTS).
    this.demoDataStart.markLoaded();
    // The data set is written table by table; the catalog's read models catch up once, here.
    await this.productSearch.run();
    await this.catalogDocuments.catchUp();
    await this.catalogCounts.recount();
    this.logger.log(
      `Demo data loaded in ${Date.now() - started} ms: ${result.categories} categories, ${result.products} products, ` +
        `${result.articles} articles, ${result.orders} orders, ${result.reviews} reviews, ${result.images} pictures; staff logins ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password}`).join(', ')}`,
    );
  }
}
