import type { Agorot } from 'shop-rules';
import type { FeedProduct } from '../domain/product-feed';

/** A product on sale with its texts in every language it has (the feed picks one). */
export interface SourcedFeedProduct extends Omit<FeedProduct, 'title' | 'description'> {
  name: string;
  description: string | null;
  translations: { language: string; name: string; description: string | null }[];
}

/** What the shopping feeds read: the catalog on sale (pictures as absolute addresses) and the courier fee. */
export abstract class ProductFeedSource {
  abstract products(): Promise<SourcedFeedProduct[]>;
  abstract courierFee(): Promise<Agorot>;
}
