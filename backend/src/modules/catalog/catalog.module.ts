import { Logger, MiddlewareConsumer, Module, NestModule, OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogStock } from './application/catalog-stock.port';
import { FeedProducts } from './application/feed-products.port';
import { ListedCatalogPages } from './application/listed-catalog-pages.port';
import { ProductNames } from './application/product-names.port';
import { ProductRatings } from './application/product-ratings.port';
import { ProductsForSale } from './application/products-for-sale.port';
import { TypeormCatalogStock } from './infrastructure/typeorm-catalog-stock';
import { TypeormFeedProducts } from './infrastructure/typeorm-feed-products';
import { TypeormListedCatalogPages } from './infrastructure/typeorm-listed-catalog-pages';
import { TypeormProductNames } from './infrastructure/typeorm-product-names';
import { TypeormProductRatings } from './infrastructure/typeorm-product-ratings';
import { TypeormProductsForSale } from './infrastructure/typeorm-products-for-sale';
import { ApplySizeTemplateUseCase } from './application/apply-size-template.use-case';
import { CategoryStore } from './application/category-store.port';
import { CreateCategoryUseCase } from './application/create-category.use-case';
import { CreateProductUseCase } from './application/create-product.use-case';
import { DeleteCategoryUseCase } from './application/delete-category.use-case';
import { DeleteProductUseCase } from './application/delete-product.use-case';
import { DeleteSizeTemplateUseCase } from './application/delete-size-template.use-case';
import { ProductQueries } from './application/product-queries.port';
import { ProductStore } from './application/product-store.port';
import { ShopperCatalog } from './application/shopper-catalog.port';
import { SaveSizeTemplateUseCase } from './application/save-size-template.use-case';
import { SizeTemplateStore } from './application/size-template-store.port';
import { UpdateCategoryUseCase } from './application/update-category.use-case';
import { UpdateProductUseCase } from './application/update-product.use-case';
import { StockWatchers } from './application/stock-watchers.port';
import { BackInStockWatchers } from './infrastructure/back-in-stock-watchers';
import { StockAlertsModule } from '../stock-alerts/stock-alerts.module';
import { CategoryTranslationEntity } from './infrastructure/category-translation.entity';
import { CategoryEntity } from './infrastructure/category.entity';
import { CatalogCountEntity } from './infrastructure/catalog-count.entity';
import { CatalogCounts } from './infrastructure/catalog-counts';
import { DocumentShopperCatalog } from './infrastructure/document-shopper-catalog';
import { ProductChildrenLoader } from './infrastructure/product-children.loader';
import { ProductDocumentEntity } from './infrastructure/product-document.entity';
import { ProductImageEntity } from './infrastructure/product-image.entity';
import { ProductTranslationEntity } from './infrastructure/product-translation.entity';
import { ProductVariantEntity } from './infrastructure/product-variant.entity';
import { ProductEntity } from './infrastructure/product.entity';
import { ProductSearchBackfill } from './infrastructure/product-search-backfill';
import { ShopperProductDocuments } from './infrastructure/shopper-product-documents';
import { SizeTemplateTranslationEntity } from './infrastructure/size-template-translation.entity';
import { SizeTemplateEntity } from './infrastructure/size-template.entity';
import { TypeormCategoryStore } from './infrastructure/typeorm-category-store';
import { TypeormProductQueries } from './infrastructure/typeorm-product-queries';
import { TypeormProductStore } from './infrastructure/typeorm-product-store';
import { TypeormSizeTemplateStore } from './infrastructure/typeorm-size-template-store';
import { CategoriesController } from './interface/categories.controller';
import { ProductAdminController } from './interface/product-admin.controller';
import { ProductFilesController } from './interface/product-files.controller';
import { ExportProductsUseCase } from './application/export-products.use-case';
import { ImportProductsUseCase } from './application/import-products.use-case';
import { ProductImportCatalog } from './application/product-import-catalog.port';
import { TypeormProductImportCatalog } from './infrastructure/typeorm-product-import-catalog';
import { ProductsController } from './interface/products.controller';
import { PublicCatalogCache, PublicCatalogCacheMiddleware } from '../../shared/http/public-catalog-cache.middleware';
import { SettingsModule } from '../settings/settings.module';
import { LowStockDefault } from './application/low-stock-default.port';
import { ShopLowStockDefault } from './infrastructure/shop-low-stock-default';
import { SizeTemplatesController } from './interface/size-templates.controller';

/**
 * Categories, products (with variants, images, translations) and size templates.
 * Other contexts read products through `ProductQueries` and price them with domain/pricing.
 */
@Module({
  imports: [
    // The shop's default low-stock threshold, for the back office's low-stock filter.
    SettingsModule,
    // A staff edit that raises stock tells the shoppers waiting for it.
    StockAlertsModule,
    TypeOrmModule.forFeature([
      CategoryEntity,
      CategoryTranslationEntity,
      ProductEntity,
      ProductTranslationEntity,
      ProductVariantEntity,
      ProductImageEntity,
      ProductDocumentEntity,
      CatalogCountEntity,
      SizeTemplateEntity,
      SizeTemplateTranslationEntity,
    ]),
  ],
  controllers: [CategoriesController, ProductFilesController, ProductsController, ProductAdminController, SizeTemplatesController],
  providers: [
    PublicCatalogCache,
    { provide: ProductQueries, useClass: TypeormProductQueries },
    { provide: ShopperCatalog, useClass: DocumentShopperCatalog },
    ShopperProductDocuments,
    { provide: ListedCatalogPages, useClass: TypeormListedCatalogPages },
    { provide: FeedProducts, useClass: TypeormFeedProducts },
    { provide: ProductsForSale, useClass: TypeormProductsForSale },
    { provide: CatalogStock, useClass: TypeormCatalogStock },
    { provide: ProductRatings, useClass: TypeormProductRatings },
    { provide: ProductNames, useClass: TypeormProductNames },
    { provide: StockWatchers, useClass: BackInStockWatchers },
    CatalogCounts,
    ProductSearchBackfill,
    { provide: LowStockDefault, useClass: ShopLowStockDefault },
    { provide: ProductStore, useClass: TypeormProductStore },
    { provide: CategoryStore, useClass: TypeormCategoryStore },
    { provide: SizeTemplateStore, useClass: TypeormSizeTemplateStore },
    ProductChildrenLoader,
    CreateProductUseCase,
    UpdateProductUseCase,
    { provide: ProductImportCatalog, useClass: TypeormProductImportCatalog },
    ExportProductsUseCase,
    ImportProductsUseCase,
    DeleteProductUseCase,
    CreateCategoryUseCase,
    UpdateCategoryUseCase,
    DeleteCategoryUseCase,
    SaveSizeTemplateUseCase,
    DeleteSizeTemplateUseCase,
    ApplySizeTemplateUseCase,
  ],
  // What other contexts may use: the catalog's published services (application/), and the cache for wiring.
  exports: [
    ProductQueries,
    ListedCatalogPages,
    FeedProducts,
    ProductsForSale,
    CatalogStock,
    ProductRatings,
    ProductNames,
    ShopperProductDocuments,
    CatalogCounts,
    ProductSearchBackfill,
    PublicCatalogCache,
  ],
})
export class CatalogModule implements NestModule, OnApplicationBootstrap {
  private readonly logger = new Logger('Catalog');

  constructor(
    private readonly documents: ShopperProductDocuments,
    private readonly counts: CatalogCounts,
    private readonly searchBackfill: ProductSearchBackfill,
  ) {}

  /**
   * The read models catch up with rows written behind the application's back (a bulk import) or by
   * an older release. A failure (say, a deadlock with another instance's write) does not stop the
   * start: without a document or a count a page renders and counts on the spot, and the next start
   * tries again.
   */
  async onApplicationBootstrap(): Promise<void> {
    for (const [what, work] of [
      ['search texts', () => this.searchBackfill.run()],
      ['shopper documents', () => this.documents.catchUp()],
      ['product counts', () => this.counts.recount()],
    ] as const) {
      await work().catch((error: unknown) => this.logger.warn(`Could not bring the ${what} up to date at start: ${String(error)}`));
    }
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PublicCatalogCacheMiddleware).forRoutes(ProductsController, ProductAdminController, CategoriesController);
  }
}
