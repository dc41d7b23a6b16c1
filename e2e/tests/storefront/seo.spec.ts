import { expect, test } from '../support/fixtures';
import { adminToken, aProductInput, createProduct, shopCall, shopUrl, uniqueName } from '../support/shopApi';

/**
 * What a search engine, a link preview and a phone without JavaScript get: pages rendered on the
 * server with their head (title, description, robots, canonical, Open Graph, hreflang, JSON-LD), real
 * status codes, sitemap.xml, robots.txt and caching headers. Read over HTTP like a crawler does.
 */
interface PageAnswer {
  status: number;
  html: string;
  headers: Record<string, string>;
}

async function fetchPage(path: string, headers: Record<string, string> = {}): Promise<PageAnswer> {
  const res = await fetch(`${shopUrl()}${path}`, { redirect: 'manual', headers: { Accept: 'text/html', ...headers } });
  return { status: res.status, html: await res.text(), headers: Object.fromEntries(res.headers) };
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function head(html: string) {
  const part = html.slice(0, html.indexOf('</head>'));
  const meta = (attribute: 'name' | 'property', key: string) => {
    const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(part);
    return match ? decode(match[1]) : null;
  };
  const link = (rel: string, hreflang?: string) => {
    const match = new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)">`).exec(part);
    return match ? decode(match[1]) : null;
  };
  const jsonLd = [...part.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
  const title = /<title>([\s\S]*?)<\/title>/.exec(part)?.[1];
  return { raw: part, title: title === undefined ? null : decode(title), meta, link, jsonLd };
}

const ofType = (data: Array<Record<string, unknown>>, type: string) =>
  data.find((item) => item['@type'] === type || (Array.isArray(item['@type']) && item['@type'].includes(type))) as
    Record<string, any> | undefined;

test.describe('pages for search engines and link previews', () => {
  test('a product without an SEO record: its own name, text, picture, offer and breadcrumbs, in both languages', async () => {
    const product = await createProduct(
      aProductInput({ name: uniqueName('SEO shoe'), description: 'Light running shoe for road and track.' }),
    );
    const page = await fetchPage(`/product/${product.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="he" dir="rtl">');
    const h = head(page.html);
    expect(h.title).toBe(`כדור ${product.name} | חנות ספורט`);
    expect(h.meta('name', 'description')).toBe('Light running shoe for road and track.');
    expect(h.meta('name', 'robots')).toBe('index, follow');
    expect(h.link('canonical')).toBe(`${shopUrl()}/product/${product.id}`);
    expect(h.link('alternate', 'he')).toBe(`${shopUrl()}/product/${product.id}`);
    expect(h.link('alternate', 'ru')).toBe(`${shopUrl()}/ru/product/${product.id}`);
    expect(h.link('alternate', 'x-default')).toBe(`${shopUrl()}/product/${product.id}`);
    expect(h.meta('property', 'og:type')).toBe('product');
    expect(h.meta('property', 'og:locale')).toBe('he_IL');
    expect(h.meta('property', 'og:url')).toBe(`${shopUrl()}/product/${product.id}`);
    expect(h.meta('property', 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);

    const offerData = ofType(h.jsonLd, 'Product');
    expect(offerData).toMatchObject({
      '@context': 'https://schema.org',
      name: `כדור ${product.name}`,
      offers: { '@type': 'Offer', price: '61.70', priceCurrency: 'ILS', availability: 'https://schema.org/InStock' },
    });
    expect(offerData!.image[0]).toMatch(/^http/);
    const crumbs = ofType(h.jsonLd, 'BreadcrumbList');
    expect(crumbs!.itemListElement.at(-1)).toMatchObject({
      '@type': 'ListItem',
      name: `כדור ${product.name}`,
      item: `${shopUrl()}/product/${product.id}`,
    });
    // The product is in the HTML itself, before any script runs.
    expect(page.html).toContain(`כדור ${product.name}`);

    const russian = head((await fetchPage(`/ru/product/${product.id}`)).html);
    expect(russian.title).toBe(`Мяч ${product.name} | Спортивный магазин`);
    expect(russian.meta('property', 'og:locale')).toBe('ru_RU');
    expect(russian.link('canonical')).toBe(`${shopUrl()}/ru/product/${product.id}`);
  });

  test('a sold-out product is offered out of stock', async () => {
    const product = await createProduct(aProductInput({ stock_quantity: 0 }));
    const h = head((await fetchPage(`/product/${product.id}`)).html);
    expect(ofType(h.jsonLd, 'Product')!.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  test('the SEO record wins and every value is escaped, even one that tries to close the title', async () => {
    const product = await createProduct();
    const token = await adminToken();
    await shopCall('POST', '/api/seo', {
      token,
      body: {
        page_type: 'product',
        page_slug: String(product.id),
        language: 'he',
        is_active: true,
        title: '</title><script>alert("seo")</script>',
        description: 'Record "description" & more',
        keywords: 'ball, <b>bold</b>',
        og_title: 'Shared title',
        og_description: 'Shared text',
        og_image: `${shopUrl()}/uploads/demo-boxing-banner.png`,
        canonical: `${shopUrl()}/product/${product.id}`,
        robots: 'index, follow',
      },
    });
    const page = await fetchPage(`/product/${product.id}`);
    const h = head(page.html);
    expect(h.raw).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(&quot;seo&quot;)&lt;/script&gt;</title>');
    expect(h.raw).not.toContain('<script>alert');
    expect(h.title).toBe('</title><script>alert("seo")</script>');
    expect(h.meta('name', 'description')).toBe('Record "description" & more');
    expect(h.meta('name', 'keywords')).toBe('ball, <b>bold</b>');
    expect(h.meta('property', 'og:title')).toBe('Shared title');
    expect(h.meta('property', 'og:description')).toBe('Shared text');
    expect(h.meta('property', 'og:image')).toBe(`${shopUrl()}/uploads/demo-boxing-banner.png`);
  });

  test('a category: its name, breadcrumbs, and a permanent move from its id or name to its slug', async () => {
    const categories = (
      await shopCall<{ data: Array<{ id: number; slug: string; name: string }> }>('GET', '/api/categories', { query: { lang: 'he' } })
    ).data;
    const category = categories[0];
    const page = await fetchPage(`/category/${category.slug}`);
    expect(page.status).toBe(200);
    const h = head(page.html);
    expect(ofType(h.jsonLd, 'BreadcrumbList')!.itemListElement).toHaveLength(2);
    expect(h.link('alternate', 'ru')).toBe(`${shopUrl()}/ru/category/${category.slug}`);

    const byId = await fetchPage(`/ru/category/${category.id}`);
    expect(byId.status).toBe(301);
    expect(byId.headers.location).toBe(`/ru/category/${category.slug}`);
    const byName = await fetchPage(`/category/${encodeURIComponent(category.name)}`);
    expect(byName.status).toBe(301);
    expect(byName.headers.location).toBe(`/category/${category.slug}`);
  });

  test('the home page describes the store with its hours; a blog post is an article, the shop terms a page', async () => {
    const home = head((await fetchPage('/ru')).html);
    const store = ofType(home.jsonLd, 'Organization');
    expect(store).toMatchObject({
      '@type': ['Organization', 'SportingGoodsStore'],
      name: 'Спортивный магазин',
      address: { addressCountry: 'IL' },
    });
    expect(store?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Friday',
      opens: '09:00',
      closes: '14:00',
    });
    expect(home.meta('property', 'og:type')).toBe('website');

    const terms = head((await fetchPage('/article/takanon-haatar')).html);
    expect(terms.title).toMatch(/ \| חנות ספורט$/);
    expect(terms.meta('property', 'og:type')).toBe('website');
    expect(ofType(terms.jsonLd, 'BreadcrumbList')?.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'דף הבית',
      'תקנון האתר',
    ]);

    const posts = (await shopCall<{ data: Array<{ slug: string }> }>('GET', '/api/articles', { query: { lang: 'he' } })).data;
    const post = head((await fetchPage(`/article/${posts[0].slug}`)).html);
    expect(post.meta('property', 'og:type')).toBe('article');
  });

  test("one shopper's pages stay out of search results", async () => {
    for (const path of ['/cart', '/ru/checkout', '/order-tracking']) {
      const page = await fetchPage(path);
      expect(page.status).toBe(200);
      expect(head(page.html).meta('name', 'robots')).toBe('noindex, follow');
    }
  });

  test('unknown addresses, products, hidden products, categories and articles answer 404 with the not-found page', async () => {
    const hidden = await createProduct(aProductInput({ is_visible: false }));
    for (const path of [
      '/no-such-page',
      '/ru/no-such-page',
      '/product/99999999',
      `/product/${hidden.id}`,
      '/category/no-such-category',
      '/article/no-such-article',
    ]) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(404);
      expect(head(page.html).meta('name', 'robots'), path).toBe('noindex, follow');
    }
    expect((await fetchPage('/no-such-page')).html).toContain('העמוד לא נמצא');
  });

  test('an unknown category in the browser: the not-found page under its own tab title, in both languages', async ({ page }) => {
    await page.goto('/category/no-such-category');
    await expect(page.getByRole('heading', { level: 1, name: 'העמוד לא נמצא' })).toBeVisible();
    // The server's head has the right title; the app sets it again once it has taken the page over.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle('העמוד לא נמצא | חנות ספורט');
    await page.goto('/ru/category/no-such-category');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle('Страница не найдена | Спортивный магазин');
  });

  test('sitemap.xml lists both languages with alternates, robots.txt points at it', async () => {
    const product = await createProduct();
    const hidden = await createProduct(aProductInput({ is_visible: false }));
    const sitemap = await fetchPage('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.headers.etag).toBeTruthy();
    expect(sitemap.html).toContain(`<loc>${shopUrl()}/ru/product/${product.id}</loc>`);
    expect(sitemap.html).toContain(`hreflang="he" href="${shopUrl()}/product/${product.id}"`);
    expect(sitemap.html).not.toContain(`/product/${hidden.id}<`);
    const robots = await fetchPage('/robots.txt');
    expect(robots.html).toContain(`Sitemap: ${shopUrl()}/sitemap.xml`);
    expect(robots.html).toContain('Disallow: /admin');
  });

  test('hashed assets are kept a year, compressed; pages briefly, with an ETag', async () => {
    const page = await fetchPage('/about', { 'Accept-Encoding': 'br, gzip' });
    expect(page.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(page.headers.etag).toBeTruthy();
    expect((await fetchPage('/about', { 'If-None-Match': page.headers.etag })).status).toBe(304);
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(page.html)![1];
    const asset = await fetch(`${shopUrl()}${script}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
  });
});

test.describe('the server-rendered page in the browser', () => {
  test('shows the product without JavaScript', async ({ browser }) => {
    const product = await createProduct();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `כדור ${product.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'אודות' }).first()).toBeVisible();
    await context.close();
  });

  test('hydrates without asking the API again and keeps working', async ({ page }) => {
    const product = await createProduct();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto(`/ru/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Мяч ${product.name}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    // The app took over: a click navigates inside it.
    await page.getByRole('link', { name: 'О нас' }).first().click();
    await expect(page).toHaveURL(/\/ru\/about$/);
  });

  test('a picture loads its resized copy and keeps its size', async ({ page }) => {
    await page.goto('/');
    // The first banners are fetched first, whatever their picture (a category other tests add may have none).
    await expect(page.locator('img.banner__image').first()).toHaveAttribute('fetchpriority', 'high');
    const banner = page.locator('img.banner__image[srcset]').first();
    await expect(banner).toHaveAttribute('srcset', /-w640\.webp 640w/);
    await expect(banner).toHaveAttribute('width', '400');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
