import type { Agorot } from 'shop-rules';
import { ProductFeedSource, SourcedFeedProduct } from './product-feed-source.port';
import { ProductFeedsUseCase } from './product-feeds.use-case';

/** A catalog that answers when the test says so, counting how often it was read. */
class SlowCatalog extends ProductFeedSource {
  reads = 0;
  private release: () => void = () => undefined;
  private readonly ready = new Promise<void>((resolve) => (this.release = resolve));

  async products(): Promise<SourcedFeedProduct[]> {
    this.reads += 1;
    await this.ready;
    return [];
  }

  async courierFee(): Promise<Agorot> {
    return 3000 as Agorot;
  }

  answer(): void {
    this.release();
  }
}

const SITE = { origin: 'https://shop.example', timeZone: 'Asia/Jerusalem' };

describe('building the shopping feeds', () => {
  it('lets requests that arrive during a build share it: one catalog read for a burst', async () => {
    const catalog = new SlowCatalog();
    const feeds = new ProductFeedsUseCase(catalog);
    const burst = [feeds.googleMerchant(SITE, 'he'), feeds.googleMerchant(SITE, 'he'), feeds.googleMerchant(SITE, 'he')];
    catalog.answer();
    const answers = await Promise.all(burst);
    expect(catalog.reads).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain('<rss');
  });

  it('builds each feed on its own, and builds again after a build is done', async () => {
    const catalog = new SlowCatalog();
    const feeds = new ProductFeedsUseCase(catalog);
    catalog.answer();
    await Promise.all([feeds.googleMerchant(SITE, 'he'), feeds.googleMerchant(SITE, 'ru'), feeds.zap(SITE)]);
    expect(catalog.reads).toBe(3);
    await feeds.googleMerchant(SITE, 'he');
    expect(catalog.reads).toBe(4);
  });
});
