import { Injectable } from '@nestjs/common';
import type { Agorot } from 'shop-rules';
import { AppConfig } from '../../../shared/config/app-config';
import { resolveImageUrl } from '../../../shared/http/image-url';
import { FeedProducts } from '../../catalog/application/feed-products.port';
import { CurrentShopSettings } from '../../settings/application/current-shop-settings.use-case';
import { ProductFeedSource, SourcedFeedProduct } from '../application/product-feed-source.port';

/** The feeds' catalog from the catalog's published feed products, and the courier fee from the shop settings. */
@Injectable()
export class CatalogAndSettingsProductFeedSource extends ProductFeedSource {
  private readonly origin: string;

  constructor(
    private readonly catalog: FeedProducts,
    private readonly settings: CurrentShopSettings,
    config: AppConfig,
  ) {
    super();
    this.origin = new URL(config.publicUrl).origin;
  }

  async products(): Promise<SourcedFeedProduct[]> {
    const products = await this.catalog.onSale();
    return products.map((product) => ({
      ...product,
      // Uploaded pictures are served by this host; feeds need absolute addresses.
      pictures: product.pictures.map((picture) => resolveImageUrl(picture, this.origin)).filter((url): url is string => url !== null),
    }));
  }

  async courierFee(): Promise<Agorot> {
    return (await this.settings.execute()).delivery.courierFee;
  }
}
