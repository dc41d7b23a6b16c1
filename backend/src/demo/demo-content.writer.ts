import type { EntityManager } from 'typeorm';
import { activePageKey } from '../modules/content/domain/seo-record';
import { ArticleEntity } from '../modules/content/infrastructure/article.entity';
import { SeoRecordEntity } from '../modules/content/infrastructure/seo-record.entity';
import type { DemoArticle } from './demo-articles.data';
import type { DemoSeoRecord } from './demo-seo.data';

const DAY = 24 * 60 * 60 * 1000;

export async function writeArticles(
  manager: EntityManager,
  articles: readonly DemoArticle[],
  banners: ReadonlyMap<string, string>,
  now: Date,
): Promise<number> {
  for (const article of articles) {
    await manager.save(
      manager.create(ArticleEntity, {
        title: article.title.en,
        slug: article.slug,
        content: article.content.en,
        imageUrl: article.image ? (banners.get(article.image) ?? null) : null,
        isActive: true,
        showInList: article.showInList,
        createdAt: new Date(now.getTime() - article.daysAgo * DAY),
        translations: (['he', 'ru'] as const).map((language) => ({
          language,
          title: article.title[language],
          content: article.content[language],
        })),
      }),
    );
  }
  return articles.length;
}

export async function writeSeoRecords(
  manager: EntityManager,
  records: readonly DemoSeoRecord[],
  banners: ReadonlyMap<string, string>,
  publicUrl: string,
): Promise<number> {
  for (const record of records) {
    const fields = { pageType: record.pageType, pageSlug: null, language: record.language, isActive: true };
    const banner = banners.get(record.ogImageOf);
    await manager.save(
      manager.create(SeoRecordEntity, {
        ...fields,
        pageId: null,
        title: record.title,
        description: record.description,
        keywords: record.keywords,
        ogTitle: record.title,
        ogDescription: record.description,
        // Link previews need an absolute address.
        ogImage: banner ? `${publicUrl}${banner}` : null,
        canonical: null,
        robots: 'index,follow',
        activeKey: activePageKey(fields),
      }),
    );
  }
  return records.length;
}
