import { Injectable } from '@nestjs/common';
import { localize } from '../../../shared/localisation/language';
import { googleMerchantFeed } from '../domain/google-merchant-feed';
import { type FeedItem, type FeedLanguage, feedItems } from '../domain/product-feed';
import { zapFeed } from '../domain/zap-feed';
import { ProductFeedSource, SourcedFeedProduct } from './product-feed-source.port';

/** Where the feeds are made for: the shop's public origin and its clock. */
export interface FeedSite {
  origin: string;
  timeZone: string;
}

/**
 * The shopping feeds of the whole catalog on sale: Google Merchant Center (Hebrew and Russian) and Zap
 * (Hebrew). Each reads the catalog in a fixed number of statements; the HTTP layer keeps the answer
 * until the shop changes.
 */
@Injectable()
export class ProductFeedsUseCase {
  /**
   * The feeds being built now, by name. A large catalog's feed takes seconds and tens of megabytes to
   * build: requests that arrive meanwhile share that one build instead of each starting their own, so a
   * burst of requests (or a crawler) costs one build's memory, not one per request.
   */
  private readonly building = new Map<string, Promise<string>>();

  constructor(private readonly source: ProductFeedSource) {}

  googleMerchant(site: FeedSite, language: FeedLanguage): Promise<string> {
    return this.once(`google-merchant-${language}`, async () => {
      const [products, courierFee] = await Promise.all([this.source.products(), this.source.courierFee()]);
      return googleMerchantFeed({
        origin: site.origin,
        language,
        shopName: new URL(site.origin).host,
        courierFee,
        items: itemsIn(products, language, site.origin),
      });
    });
  }

  zap(site: FeedSite, now = new Date()): Promise<string> {
    return this.once('zap', async () => {
      const [products, courierFee] = await Promise.all([this.source.products(), this.source.courierFee()]);
      return zapFeed({
        origin: site.origin,
        madeAt: now,
        timeZone: site.timeZone,
        courierFee,
        items: itemsIn(products, 'he', site.origin),
      });
    });
  }

  private once(feed: string, build: () => Promise<string>): Promise<string> {
    const running = this.building.get(feed);
    if (running) return running;
    const made = build().finally(() => this.building.delete(feed));
    this.building.set(feed, made);
    return made;
  }
}

/** The products' lines in a language, texts falling back to the base ones as the storefront's do. */
function itemsIn(products: SourcedFeedProduct[], language: FeedLanguage, origin: string): FeedItem[] {
  return products.flatMap((product) =>
    feedItems(
      {
        ...product,
        title: localize(product.name, product.translations, language, 'name'),
        description: localize(product.description, product.translations, language, 'description'),
      },
      language,
      origin,
    ),
  );
}
