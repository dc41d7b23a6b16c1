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
});
