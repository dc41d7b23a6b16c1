import { bearer, TestApp } from '../support/test-app';

export interface ArticleBody {
  title?: unknown;
  slug?: unknown;
  content?: unknown;
  image_url?: unknown;
  is_active?: unknown;
  show_in_list?: unknown;
  translations?: unknown;
  [extra: string]: unknown;
}

/** A valid article payload in English with Russian and Hebrew translations. */
export const anArticle = (overrides: ArticleBody = {}): ArticleBody => ({
  title: 'How to choose boxing gloves',
  content: '## Size\nGloves are chosen by the weight of the athlete.',
  image_url: '/uploads/gloves.jpg',
  translations: [
    { language: 'ru', title: 'Как выбрать боксёрские перчатки', content: '## Размер\nПерчатки подбирают по весу.' },
    { language: 'he', title: 'איך לבחור כפפות אגרוף', content: '## מידה\nבוחרים כפפות לפי משקל.' },
  ],
  ...overrides,
});

/** The site policy: readable by its address, never in the blog list. */
export const theSitePolicy = (overrides: ArticleBody = {}): ArticleBody =>
  anArticle({
    title: 'תקנון האתר',
    slug: 'takanon-haatar',
    content: 'תנאי השימוש באתר',
    show_in_list: false,
    translations: [],
    ...overrides,
  });

export interface SeoBody {
  page_type?: unknown;
  page_slug?: unknown;
  page_id?: unknown;
  language?: unknown;
  title?: unknown;
  description?: unknown;
  keywords?: unknown;
  og_title?: unknown;
  og_description?: unknown;
  og_image?: unknown;
  canonical?: unknown;
  robots?: unknown;
  is_active?: unknown;
  [extra: string]: unknown;
}

/** A valid SEO record for the Hebrew home page. */
export const aSeoRecord = (overrides: SeoBody = {}): SeoBody => ({
  page_type: 'home',
  language: 'he',
  title: 'חנות ספורט | ציוד ספורט לכל ענף',
  description: 'ציוד, ביגוד ואביזרים לכל ענף ספורט במחירים הוגנים.',
  keywords: 'ספורט, ציוד ספורט',
  og_title: 'חנות ספורט',
  og_description: 'כל מה שצריך לספורט שלך',
  og_image: 'https://shop.test/uploads/og-home.jpg',
  canonical: 'https://shop.test/',
  robots: 'index,follow',
  ...overrides,
});

export const asAdmin = (shop: TestApp) => bearer(shop.adminToken);
export const asUser = (shop: TestApp) => bearer(shop.userToken);

export async function createArticle(shop: TestApp, body: ArticleBody = anArticle()): Promise<Record<string, any>> {
  const res = await shop.http().post('/api/articles').set('Authorization', asAdmin(shop)).send(body);
  if (res.status !== 201) throw new Error(`creating the article failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function createSeoRecord(shop: TestApp, body: SeoBody = aSeoRecord()): Promise<Record<string, any>> {
  const res = await shop.http().post('/api/seo').set('Authorization', asAdmin(shop)).send(body);
  if (res.status !== 201) throw new Error(`creating the SEO record failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The field names a 400 answer names. */
export const fieldsOf = (body: { errors?: { field: string }[] }): string[] => (body.errors ?? []).map((e) => e.field);
