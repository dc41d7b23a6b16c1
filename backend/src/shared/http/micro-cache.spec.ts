import { CachedAnswer, MicroCache } from './micro-cache';

const answer = (text: string): CachedAnswer => ({
  body: Buffer.from(text),
  etag: `"${text}"`,
  headers: { 'Content-Type': 'application/json' },
});

describe('MicroCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => (now = 1_000));

  it('serves an answer until its time to live has passed', () => {
    const cache = new MicroCache(1000, 1024, clock);
    cache.set('/api/products', answer('a'));
    now += 999;
    expect(cache.get('/api/products')?.etag).toBe('"a"');
    now += 1;
    expect(cache.get('/api/products')).toBeUndefined();
  });

  it('bounds its size, dropping the oldest answers first', () => {
    const cache = new MicroCache(1000, 10, clock);
    cache.set('one', answer('aaaa'));
    cache.set('two', answer('bbbb'));
    cache.set('three', answer('cccc'));
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('two')).toBeDefined();
    expect(cache.get('three')).toBeDefined();
    cache.set('huge', answer('x'.repeat(11)));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('lets concurrent misses wait for one computation', async () => {
    const cache = new MicroCache(1000, 1024, clock);
    const settle = cache.begin('/api/categories');
    const waiting = cache.inFlight('/api/categories');
    expect(waiting).toBeDefined();
    settle(answer('c'));
    expect((await waiting)?.etag).toBe('"c"');
    expect(cache.inFlight('/api/categories')).toBeUndefined();
    expect(cache.get('/api/categories')?.etag).toBe('"c"');
  });

  it('stores nothing when the computation gives no cacheable answer', async () => {
    const cache = new MicroCache(1000, 1024, clock);
    const settle = cache.begin('/api/products/999');
    settle(undefined);
    expect(cache.get('/api/products/999')).toBeUndefined();
  });

  it('forgets everything on clear', () => {
    const cache = new MicroCache(1000, 1024, clock);
    cache.set('a', answer('a'));
    cache.clear();
    expect(cache.size).toBe(0);
  });

  describe("with the shop's change generation", () => {
    let generation: number | undefined;
    const source = { known: () => generation };
    beforeEach(() => (generation = 7));

    const computed = (cache: MicroCache, key: string, text: string) => cache.begin(key)(answer(text));

    it('keeps an expired answer while the generation it was computed under is still the current one', () => {
      const cache = new MicroCache(1000, 1024, clock, source);
      computed(cache, '/product/1', 'page');
      now += 5_000;
      expect(cache.get('/product/1')?.etag).toBe('"page"');
    });

    it('computes again after a change anywhere raised the generation', () => {
      const cache = new MicroCache(1000, 1024, clock, source);
      computed(cache, '/product/1', 'page');
      generation = 8;
      now += 999;
      expect(cache.get('/product/1')?.etag).toBe('"page"');
      now += 1;
      expect(cache.get('/product/1')).toBeUndefined();
    });

    it('falls back to plain expiry when the generation is not known recently', () => {
      const cache = new MicroCache(1000, 1024, clock, source);
      computed(cache, '/product/1', 'page');
      generation = undefined;
      now += 1_000;
      expect(cache.get('/product/1')).toBeUndefined();
    });

    it('keeps nothing computed while the generation was unknown, nor anything set without a computation', () => {
      const cache = new MicroCache(1000, 1024, clock, source);
      generation = undefined;
      computed(cache, '/product/1', 'page');
      generation = 7;
      cache.set('/product/2', answer('other'));
      now += 1_000;
      expect(cache.get('/product/1')).toBeUndefined();
      expect(cache.get('/product/2')).toBeUndefined();
    });

    it('takes the generation from when the computation began: a change during it is not missed', () => {
      const cache = new MicroCache(1000, 1024, clock, source);
      const settle = cache.begin('/product/1');
      generation = 8;
      settle(answer('read before the change'));
      now += 1_000;
      expect(cache.get('/product/1')).toBeUndefined();
    });

    it('never keeps an answer past the longest age, whatever the generation says', () => {
      const cache = new MicroCache(1000, 1024, clock, source, 30_000);
      computed(cache, '/product/1', 'page');
      now += 29_999;
      expect(cache.get('/product/1')).toBeDefined();
      now += 1_000;
      expect(cache.get('/product/1')).toBeUndefined();
    });
  });
});
